/// A part of a view's frame a constraint relates, as `NSLayoutConstraint.Attribute`.
/// Leading and trailing are left and right: text runs left to right.
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY, firstBaseline, lastBaseline

    // MARK: - Derived values

    /// Whether the attribute is a horizontal position, a vertical position or a size.
    var kind: Kind {
        switch self {
        case .left, .right, .leading, .trailing, .centerX: .xAxis
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: .yAxis
        case .width, .height: .dimension
        }
    }

    /// The axis the attribute lies on.
    public var axis: LayoutAxis {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .width: .horizontal
        default: .vertical
        }
    }

    /// The three kinds of anchor.
    enum Kind {
        case xAxis, yAxis, dimension
    }
}
