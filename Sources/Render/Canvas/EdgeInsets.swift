import Foundation

/// Distances inward from each edge, as `UIEdgeInsets` (left and right are leading and
/// trailing: text runs left to right). The components' drawers (the map pin's text insets)
/// and Builders' views share it; Builders names it too.
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

    /// The insets with negative ones (and NaN) as 0, for shapes that must not turn inside out.
    public var clampedToZero: EdgeInsets {
        func clamp(_ value: CGFloat) -> CGFloat { value > 0 ? value : 0 }
        return EdgeInsets(top: clamp(top), left: clamp(left), bottom: clamp(bottom), right: clamp(right))
    }
}
