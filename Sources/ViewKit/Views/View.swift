import Foundation
import Render
import TokenModel

/// The base of every view in the tree, as `UIView`: a frame in its superview, a
/// background, a border, a shadow, and subviews drawn over it.
///
/// Views are reference types with identity, like UIKit's; a tree is not `Sendable` and is
/// laid out and rendered by one task. A subclass draws its own content by overriding
/// ``draw(in:)`` and reports a content size by overriding
/// ``intrinsicContentSize(fittingWidth:)``.
open class View {
    // MARK: - Properties

    /// The value of an ``intrinsicContentSize(fittingWidth:)`` component for an axis on
    /// which the view has no size of its own, as `UIView.noIntrinsicMetric`.
    public static let noIntrinsicMetric: CGFloat = -1
    /// UIKit's default tint color, system blue (`#007AFF`): the tint of a tree in which no
    /// view sets ``tintColor``.
    public static let defaultTintColor = Color(srgbHex: 0x007AFF)

    /// The position and size in the superview's coordinates, in points. A new size resizes
    /// the subviews that have an ``autoresizingMask``, as UIKit does.
    open var frame: CGRect = .zero {
        didSet {
            if frame.size != oldValue.size, !subviews.isEmpty { resizeSubviews(withOldSize: oldValue.size) }
        }
    }
    /// The view's own coordinate space: its size at the origin.
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

    /// The fill behind the content, rounded by ``cornerRadius``; none when `nil`.
    public var backgroundColor: Themed<Color>?
    /// What the renderer fills the rounded bounds with before ``draw(in:)``:
    /// ``backgroundColor``, unless a subclass paints its background in its own shape (a
    /// rounded-rect text field fills only its rounded rectangle with it, as UIKit's does).
    open var layerBackgroundColor: Themed<Color>? { backgroundColor }
    /// The radius of the corners in ``maskedCorners``, for background, border and clipping.
    public var cornerRadius: CGFloat = 0
    /// Which corners ``cornerRadius`` rounds (`CACornerMask`); all by default.
    public var maskedCorners: CornerMask = .all
    /// The radius of each corner of the rounded bounds: ``cornerRadius`` at the
    /// ``maskedCorners``, 0 at the others.
    public var cornerRadii: CornerRadii {
        CornerRadii(topLeft: maskedCorners.contains(.topLeft) ? cornerRadius : 0,
                    topRight: maskedCorners.contains(.topRight) ? cornerRadius : 0,
                    bottomRight: maskedCorners.contains(.bottomRight) ? cornerRadius : 0,
                    bottomLeft: maskedCorners.contains(.bottomLeft) ? cornerRadius : 0)
    }
    /// The width of the border drawn inside the bounds, above the subviews (as CALayer).
    public var borderWidth: CGFloat = 0
    public var borderColor: Themed<Color>?
    /// Drop shadows (and inset shadows) of the rounded bounds, front to back, as a
    /// DTCG shadow token; none when `nil`. Outer shadows are cut off by ``clipsToBounds``.
    public var shadow: Themed<[Shadow]>?
    /// The opacity of the view and everything in it, composited as one group.
    public var alpha: CGFloat = 1
    /// The color of tinted content (template images) in this view and its subviews, as
    /// `UIView.tintColor`; `nil` inherits the superview's (see ``effectiveTintColor``).
    public var tintColor: Themed<Color>?
    /// Whether the view and its subviews are left out of drawing (they are still laid out).
    public var isHidden = false
    /// Whether content and subviews are cut to the rounded bounds.
    public var clipsToBounds = false
    /// The insets of the margins, UIKit's default 8 points on every edge.
    public var layoutMargins = EdgeInsets(all: 8)
    /// A number that identifies the view, as UIKit's `tag`.
    public var tag = 0
    /// A name for diagnostics and the gallery: `Label("error")` in constraint messages.
    public var debugName: String?
    /// How the view follows a change of its superview's size, as `UIView.autoresizingMask`;
    /// none by default (see ``resizeSubviews(withOldSize:)``).
    public var autoresizingMask: AutoresizingMask = []
    /// Whether the frame becomes required constraints (UIKit's default); `useAutoLayout()`
    /// turns it off.
    public var translatesAutoresizingMaskIntoConstraints = true
    /// How strongly the view resists growing beyond its intrinsic size (250; 251 for labels
    /// and image views).
    public var contentHuggingPriority = AxisPriorities.defaultHugging
    /// How strongly the view resists shrinking below its intrinsic size (750).
    public var compressionResistancePriority = AxisPriorities.defaultCompressionResistance

    /// The subviews, back to front.
    public private(set) var subviews: [View] = []
    /// The view this one is a subview of; weak, so a tree is owned from its root.
    public private(set) weak var superview: View?
    /// The active constraints that relate this view, in the order they were activated.
    public internal(set) var activeConstraints: [LayoutConstraint] = []
    /// Whether ``layoutIfNeeded()`` must lay the view out: set by ``setNeedsLayout()`` and
    /// for a new view, cleared by a layout pass over it.
    public internal(set) var needsLayout = true
    /// The safe area given to this view itself (a root, as a device's window gives it);
    /// ``safeAreaInsets`` adds what the superview's safe area covers of the view.
    private var ownSafeAreaInsets = EdgeInsets.zero
    /// The layout pass running with this view as its root, while it runs (see
    /// ``LayoutPassState/running(over:)``).
    package var runningLayoutPass: LayoutPassState?

    // MARK: - Initializers

    /// A view with `frame`, as `UIView(frame:)`: the designated initializer a custom view
    /// overrides, as on iOS (`override init(frame: CGRect) { super.init(frame: frame); … }`).
    public init(frame: CGRect) {
        self.frame = frame
    }

    /// A view with no frame yet, as `UIView()`. It is `required` so that a view's type can
    /// make one (`UIBuilder(UILabel.self)`), and a convenience initializer so that a
    /// subclass that overrides ``init(frame:)`` and ``init(coder:)`` inherits it. UIKit
    /// needs neither: Objective-C makes any `UIView` subclass from its type, which Swift
    /// without `@objc` cannot. So a subclass whose only initializers are its own (say
    /// `init(model:)`) must also write `override init(frame:)` (then it inherits this one)
    /// or `required convenience init()`.
    public required convenience init() {
        self.init(frame: .zero)
    }

    /// `UIView(coder:)`, the initializer nibs and storyboards use. There is no Interface
    /// Builder on Linux and so nothing to decode: it exists so that the UIKit custom-view
    /// pattern compiles (`required init?(coder:)` calling `super.init(coder:)`), and it
    /// makes no view (`nil`).
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - Hierarchy

    /// Adds `view` on top of the other subviews, moving it from its old superview.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` among the subviews (clamped), moving it from its old
    /// superview.
    public func insertSubview(_ view: View, at index: Int) {
        if view.superview !== self { view.removeFromSuperview() } else { subviews.removeAll { $0 === view } }
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
    }

    /// Inserts `view` just above `sibling`, or on top when `sibling` is not a subview.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count)
    }

    /// Inserts `view` just below `sibling`, or on top when `sibling` is not a subview.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? subviews.count)
    }

    /// Removes the view from its superview, deactivating, as UIKit does, the constraints
    /// between the view or its subviews and views outside it.
    public func removeFromSuperview() {
        guard let oldSuperview = superview else { return }
        let subtree = Set(allViews().map(ObjectIdentifier.init))
        for view in allViews() {
            for constraint in view.activeConstraints {
                let items = [constraint.firstItem, constraint.secondItem].compactMap { $0 }
                if items.contains(where: { !subtree.contains(ObjectIdentifier($0)) }) { constraint.isActive = false }
            }
        }
        oldSuperview.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Whether the view is `view` or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The view and its descendants, depth-first, each view before its subviews.
    public func allViews() -> [View] {
        var result: [View] = []
        var stack: [View] = [self]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    /// Finds the first view in the subtree with `tag`, as `viewWithTag(_:)`.
    public func viewWithTag(_ tag: Int) -> View? {
        allViews().first { $0.tag == tag }
    }

    // MARK: - Tint

    /// The tint the view draws with: its own ``tintColor``, else the nearest superview's,
    /// else ``defaultTintColor``, as UIKit's `tintColor` getter walks up the hierarchy.
    public var effectiveTintColor: Themed<Color> {
        var current: View? = self
        while let view = current {
            if let tint = view.tintColor { return tint }
            current = view.superview
        }
        return Themed(Self.defaultTintColor)
    }

    // MARK: - Layout

    /// Turns off ``translatesAutoresizingMaskIntoConstraints``, for a view placed by
    /// constraints; returns the view.
    @discardableResult
    public func useAutoLayout() -> Self {
        translatesAutoresizingMaskIntoConstraints = false
        return self
    }

    /// The size the content needs when it may be at most `width` wide (`nil`: no limit);
    /// `nil`, or ``noIntrinsicMetric`` for one component, when the view has no content
    /// size of its own on that axis (UIKit's `intrinsicContentSize`).
    open func intrinsicContentSize(fittingWidth width: CGFloat?) throws -> CGSize? {
        nil
    }

    /// Lays out the subviews by hand, as `UIView.layoutSubviews()`: the layout pass calls it
    /// after it has solved the constraints and set the frames, on each view before its
    /// subviews. The default does nothing; subclasses set their subviews' frames here
    /// (with `pin`, for instance).
    open func layoutSubviews() {}

    /// The size the view would like within `size`, as `UIView.sizeThatFits(_:)`: a view with
    /// content (a label, which wraps at `size.width`, an image view, a button) returns its
    /// intrinsic size, taking the current size on an axis without one; any other view
    /// returns its current size. A width of `.greatestFiniteMagnitude` or infinity is no
    /// limit. Measuring that fails is a warning, and the current size is returned.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        let limit: CGFloat? = size.width.isFinite && size.width < .greatestFiniteMagnitude ? max(size.width, 0) : nil
        do {
            guard let content = try intrinsicContentSize(fittingWidth: limit) else { return frame.size }
            return CGSize(width: content.width == Self.noIntrinsicMetric ? frame.width : content.width,
                          height: content.height == Self.noIntrinsicMetric ? frame.height : content.height)
        } catch {
            RuntimeWarning.report("warning: \(Self.describe(self)).sizeThatFits could not measure the content (\(error)); the view keeps its size")
            return frame.size
        }
    }

    /// Sizes the view to its content, as `UIView.sizeToFit()`: the frame's size becomes
    /// ``sizeThatFits(_:)`` of an unlimited size; the origin stays.
    public func sizeToFit() {
        frame.size = sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    /// Marks the view for layout by the next ``layoutIfNeeded()``, as UIKit's method.
    public func setNeedsLayout() {
        needsLayout = true
    }

    /// Lays the view's subtree out now if it or a view in it needs layout, as UIKit's method:
    /// a layout pass with the view as root at its current size (constraints, then
    /// ``layoutSubviews()`` top-down). A pass that fails is a warning; frames stay as they were.
    public func layoutIfNeeded() {
        guard allViews().contains(where: \.needsLayout) else { return }
        do {
            try LayoutPass.layout(self, size: .fixed(frame.size))
        } catch {
            RuntimeWarning.report("warning: \(Self.describe(self)).layoutIfNeeded could not lay the view out: \(error)")
        }
    }

    /// The insets of the area no bar or rounded corner covers, as `UIView.safeAreaInsets`:
    /// what is set here (on a root, a device's insets, see ``DevicePreset/safeAreaInsets``),
    /// or what the superview's safe area covers of this view's frame, whichever is larger.
    public var safeAreaInsets: EdgeInsets {
        get {
            var insets = ownSafeAreaInsets
            if let superview {
                let outer = superview.safeAreaInsets, bounds = superview.bounds
                insets.top = max(insets.top, outer.top - frame.minY)
                insets.left = max(insets.left, outer.left - frame.minX)
                insets.bottom = max(insets.bottom, outer.bottom - (bounds.height - frame.maxY))
                insets.right = max(insets.right, outer.right - (bounds.width - frame.maxX))
            }
            return insets
        }
        set { ownSafeAreaInsets = newValue }
    }

    /// Whether the intrinsic height depends on the width (a label that wraps): the layout
    /// pass then measures the view again at its solved width.
    open var hasWidthDependentIntrinsicSize: Bool { false }

    /// Where the first and last baselines lie when the view is `width` wide; `nil` puts
    /// both at the bottom edge, as UIKit does for a view without text.
    open func baselineMetrics(forWidth width: CGFloat) throws -> BaselineMetrics? {
        nil
    }

    /// The content hugging priority on `axis`, as UIKit's method.
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        contentHuggingPriority[axis]
    }

    /// Sets the content hugging priority on `axis`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        contentHuggingPriority[axis] = priority
    }

    /// The compression resistance priority on `axis`, as UIKit's method.
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        compressionResistancePriority[axis]
    }

    /// Sets the compression resistance priority on `axis`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        compressionResistancePriority[axis] = priority
    }

    // MARK: - Drawing

    /// Draws the view's own content in its bounds, after the background and before the
    /// subviews and the border. Subclasses that draw override this.
    open func draw(in context: RenderContext) throws {}

    // MARK: - Description

    /// How messages name `view`: `Label("error")` with a debug name, else `Label`.
    package static func describe(_ view: View?) -> String {
        guard let view else { return "nil" }
        let type = String(describing: Swift.type(of: view))
        return view.debugName.map { "\(type)(\"\($0)\")" } ?? type
    }
}
