/// A part of a view's frame a constraint relates, as `NSLayoutConstraint.Attribute`.
/// Leading and trailing are left and right: text runs left to right.
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY, firstBaseline, lastBaseline
    /// The edges and centers of the view's frame inset by its `layoutMargins`, as UIKit's
    /// margin attributes (what `layoutMarginsGuide`'s anchors relate).
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    // MARK: - Derived values

    /// Whether the attribute is a horizontal position, a vertical position or a size.
    package var kind: Kind {
        switch self {
        case .left, .right, .leading, .trailing, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins: .xAxis
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin, .centerYWithinMargins: .yAxis
        case .width, .height: .dimension
        }
    }

    /// The axis the attribute lies on.
    public var axis: LayoutAxis {
        switch kind {
        case .xAxis: .horizontal
        case .yAxis: .vertical
        case .dimension: self == .width ? .horizontal : .vertical
        }
    }

    /// The margin attribute of an edge (`.left` → `.leftMargin`); `nil` for others.
    package var margin: LayoutAttribute? {
        switch self {
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        default: nil
        }
    }

    /// The edge of a margin attribute (`.leftMargin` → `.left`); `nil` for others.
    package var edge: LayoutAttribute? {
        Self.allCases.first { $0.margin == self }
    }

    /// The three kinds of anchor.
    package enum Kind {
        case xAxis, yAxis, dimension
    }
}
