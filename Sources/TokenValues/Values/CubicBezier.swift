/// An easing curve, as a DTCG `cubicBezier` token and CSS's `cubic-bezier()` describe it:
/// the control points (x1, y1) and (x2, y2) of a curve from (0, 0) to (1, 1).
public struct CubicBezier: Sendable, Hashable {
    public var x1: Double
    public var y1: Double
    public var x2: Double
    public var y2: Double

    /// CSS's `ease-in-out`.
    public static let easeInOut = CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }
}
