import Foundation

/// A view that lays out its arranged subviews in a row or a column, as `UIStackView`.
///
/// The properties are UIKit's. The layout pass turns them into constraints each pass, as
/// UIKit documents each distribution and alignment (see `StackLayout`); the stack has no
/// intrinsic content size of its own: its size comes from its arranged subviews through
/// those constraints.
open class StackView: View {
    // MARK: - Nested types

    /// How arranged subviews are placed across the stack's axis, as `UIStackView.Alignment`.
    public enum Alignment: Sendable, Hashable, CaseIterable {
        /// Each arranged view spans the stack across the axis.
        case fill
        /// Each arranged view keeps to the leading (top) edge, inside the stack.
        case leading
        /// The views' first baselines line up, pulled to the top (horizontal stacks; in a
        /// vertical stack, `.leading`).
        case firstBaseline
        /// Each arranged view is centered across the axis, inside the stack.
        case center
        /// Each arranged view keeps to the trailing (bottom) edge, inside the stack.
        case trailing
        /// The views' last baselines line up, pulled to the bottom (horizontal stacks; in a
        /// vertical stack, `.trailing`).
        case lastBaseline

        /// `.leading`, for a horizontal stack.
        public static let top = Alignment.leading
        /// `.trailing`, for a horizontal stack.
        public static let bottom = Alignment.trailing
    }

    /// How arranged subviews share the stack's length along its axis, as
    /// `UIStackView.Distribution`.
    public enum Distribution: Sendable, Hashable, CaseIterable {
        /// The views fill the axis; the one hugging least grows, the one resisting
        /// compression least shrinks (on a tie, the later one).
        case fill
        /// The views fill the axis at equal lengths.
        case fillEqually
        /// The views fill the axis at lengths in proportion to their intrinsic lengths.
        case fillProportionally
        /// The views keep their lengths; the gaps are equal and at least ``spacing``.
        case equalSpacing
        /// The views' centers are equally far apart; the gaps are at least ``spacing``.
        case equalCentering
    }

    // MARK: - Spacing constants

    /// As a custom spacing, the stack's own ``spacing``: what
    /// `UIStackView.customSpacing(after:)` reports for a view without one
    /// (`UIStackView.spacingUseDefault`, `Float.greatestFiniteMagnitude`).
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// As ``spacing`` or a custom spacing, the system spacing between siblings, 8 points
    /// (`UIStackView.spacingUseSystem`, `Float.leastNormalMagnitude`).
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)
    /// The gap ``spacingUseSystem`` stands for: UIKit's standard spacing between siblings.
    static let systemSpacing: CGFloat = 8

    // MARK: - Properties

    /// `.horizontal` lays the arranged subviews out in a row, `.vertical` in a column.
    public var axis: LayoutAxis = .horizontal
    /// How the arranged subviews are placed across the axis.
    public var alignment: Alignment = .fill
    /// How the arranged subviews share the stack's length along the axis.
    public var distribution: Distribution = .fill
    /// The gap between neighbouring arranged subviews (a minimum for `.equalSpacing` and
    /// `.equalCentering`).
    public var spacing: CGFloat = 0
    /// Whether the arrangement is inset by `layoutMargins`.
    public var isLayoutMarginsRelativeArrangement = false
    /// Whether vertical gaps are measured between baselines (vertical stacks).
    public var isBaselineRelativeArrangement = false

    /// The views the stack arranges, in order; each is also a subview. A view removed
    /// from the stack with `removeFromSuperview()` is no longer arranged, as in UIKit.
    public var arrangedSubviews: [View] {
        arrangedStorage.removeAll { $0.superview !== self }
        return arrangedStorage
    }

    /// The arranged subviews as added; some may since have left the stack.
    private var arrangedStorage: [View] = []
    /// Gaps after particular arranged subviews that replace `spacing`.
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    // MARK: - Initializers

    /// A stack arranging `views`, in order.
    public convenience init(arrangedSubviews views: [View]) {
        self.init()
        views.forEach(addArrangedSubview)
    }

    // MARK: - Arranged subviews

    /// Appends `view` to the arranged subviews (and adds it as a subview); its frame is no
    /// longer turned into constraints.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into the arranged subviews at `index`.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        if view.superview !== self { addSubview(view) }
        arrangedStorage.removeAll { $0 === view || $0.superview !== self }
        arrangedStorage.insert(view, at: min(max(index, 0), arrangedStorage.count))
        view.translatesAutoresizingMaskIntoConstraints = false
    }

    /// Stops arranging `view`; as in UIKit it stays a subview until removed from it.
    public func removeArrangedSubview(_ view: View) {
        arrangedStorage.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
    }

    /// Sets the gap after `view` to `spacing` instead of ``spacing``;
    /// ``spacingUseDefault`` removes the custom gap.
    public func setCustomSpacing(_ spacing: CGFloat, after view: View) {
        customSpacings[ObjectIdentifier(view)] = spacing == Self.spacingUseDefault ? nil : spacing
    }

    /// The custom gap after `view`, or ``spacingUseDefault`` when none is set, as UIKit
    /// answers.
    public func customSpacing(after view: View) -> CGFloat {
        customSpacings[ObjectIdentifier(view)] ?? Self.spacingUseDefault
    }

    /// The gap the layout leaves after `view`: its custom spacing, else ``spacing``, with
    /// ``spacingUseSystem`` as the system spacing and ``spacingUseDefault`` as ``spacing``.
    func spacing(after view: View) -> CGFloat {
        let custom = customSpacings[ObjectIdentifier(view)] ?? Self.spacingUseDefault
        let gap = custom == Self.spacingUseDefault ? spacing : custom
        return gap == Self.spacingUseSystem ? Self.systemSpacing : gap
    }
}
