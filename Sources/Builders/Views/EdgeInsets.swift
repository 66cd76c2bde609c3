import Foundation

/// Distances inward from each edge, as `UIEdgeInsets` (left and right are leading and
/// trailing: text runs left to right).
public struct EdgeInsets: Sendable, Hashable {
    // MARK: - Properties

    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    /// No inset.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    // MARK: - Initializers

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all inset: CGFloat) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    // MARK: - Geometry

    /// `rect` shrunk by the insets.
    public func inset(_ rect: CGRect) -> CGRect {
        CGRect(x: rect.minX + left, y: rect.minY + top,
               width: max(0, rect.width - left - right), height: max(0, rect.height - top - bottom))
    }

    /// How far the insets move `attribute` of a frame: left and top edges move in by
    /// their inset, right and bottom edges in by negating theirs, centers by half the
    /// difference, and sizes shrink by both insets of their axis. Margin attributes move
    /// as their edges (the margins are these insets applied to the frame).
    func offset(of attribute: LayoutAttribute) -> CGFloat {
        switch attribute {
        case .left, .leading, .leftMargin, .leadingMargin: left
        case .top, .firstBaseline, .topMargin: top
        case .right, .trailing, .rightMargin, .trailingMargin: -right
        case .bottom, .lastBaseline, .bottomMargin: -bottom
        case .centerX, .centerXWithinMargins: (left - right) / 2
        case .centerY, .centerYWithinMargins: (top - bottom) / 2
        case .width: -(left + right)
        case .height: -(top + bottom)
        }
    }
}
