import Foundation
import ViewKit

/// One layout of one view by hand, in PinLayout's vocabulary: `view.pin` starts it,
/// chained calls pin edges, sizes and margins, and the frame is set when the chain is
/// released (at the end of the statement), as PinLayout applies its chain.
///
/// ```swift
/// override func layoutSubviews() {
///     avatar.pin.top(pin.safeArea).left(16).size(64)
///     title.pin.after(of: avatar, aligned: .top).right(16).marginLeft(12).sizeToFit(.width)
/// }
/// ```
///
/// Edges and centers are relative to the superview (or, for `below(of:)` and the like, to
/// other views of the same tree); percentages are of the superview's size. Which margins
/// apply follows PinLayout's (CSS's) rules: a left margin moves a view pinned by its left
/// edge or its center, and shrinks one pinned by both edges. A call that conflicts with
/// what the chain has pinned, or that cannot be honoured, is left out with a warning
/// located at the call (on standard error, once), as PinLayout's console warnings.
/// Layout is left to right: `start` is `left`, `end` is `right`.
public final class PinLayout {
    // MARK: - Nested types

    /// Where a call was written, for its warnings: a ``CallSite`` not yet made, kept as the
    /// `StaticString` the call gives, since every call of a chain makes one and most chains
    /// never warn; it becomes a ``CallSite`` only when the frame is recorded (`apply`).
    struct Location {
        let fileID: StaticString
        let line: UInt
    }

    /// What a pinned property was given, for conflict messages.
    enum Input {
        case points(CGFloat)
        case percent(Percent)
        /// Other views, and the alignment with them (`aligned: .left`), described only
        /// for a warning.
        case views([View], aligned: String?)

        var description: String {
            switch self {
            case .points(let value): LayoutConstraint.format(value)
            case .percent(let percent): percent.description
            case .views(let views, let aligned): "of: \(PinLayout.describe(views))" + (aligned.map { ", aligned: .\($0)" } ?? "")
            }
        }
    }

    /// A pinned property: a coordinate in the superview's bounds or a length, and the call
    /// that pinned it (`below`, `horizontally`…).
    struct Pinned {
        let value: CGFloat
        let input: Input
        let call: String

        /// How a conflict message names what `property` was pinned by: `left: 10`, or
        /// `top: below(of: Label)`.
        func describe(as property: Property) -> String {
            call == property.rawValue ? "\(property.rawValue): \(input.description)" : "\(property.rawValue): \(call)(\(input.description))"
        }
    }

    /// The properties that conflict when too many are pinned.
    enum Property: String {
        case left, right, hCenter, top, bottom, vCenter, width, height
    }

    // MARK: - Properties

    /// The view the chain lays out.
    public let view: View
    var left: Pinned?, right: Pinned?, hCenter: Pinned?
    var top: Pinned?, bottom: Pinned?, vCenter: Pinned?
    var width: Pinned?, height: Pinned?
    var minWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?, maxHeight: CGFloat?
    var margins = EdgeInsets.zero
    var pinsEdges = false
    var fitType: FitType?
    var aspectRatio: CGFloat?
    var wrap: (type: WrapType, padding: EdgeInsets)?
    var justification: HorizontalAlign?
    var alignment: VerticalAlign?
    /// Where the chain's first call was written: the location of warnings found when
    /// the frame is computed. `nil` while nothing is pinned, so an unused chain (such as
    /// `pin.safeArea`'s) changes nothing.
    var location: Location?

    // MARK: - Initializers

    init(view: View) {
        self.view = view
    }

    deinit {
        if location != nil { apply() }
    }

    // MARK: - Properties by name

    subscript(property: Property) -> Pinned? {
        get {
            switch property {
            case .left: left
            case .right: right
            case .hCenter: hCenter
            case .top: top
            case .bottom: bottom
            case .vCenter: vCenter
            case .width: width
            case .height: height
            }
        }
        set {
            switch property {
            case .left: left = newValue
            case .right: right = newValue
            case .hCenter: hCenter = newValue
            case .top: top = newValue
            case .bottom: bottom = newValue
            case .vCenter: vCenter = newValue
            case .width: width = newValue
            case .height: height = newValue
            }
        }
    }
}
