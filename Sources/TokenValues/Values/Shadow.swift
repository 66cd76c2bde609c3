/// One shadow as a DTCG `shadow` token describes it; a token may hold several, drawn in
/// order.
public struct Shadow: Sendable, Hashable {
    public var color: Color
    public var offsetX: Dimension
    public var offsetY: Dimension
    public var blur: Dimension
    public var spread: Dimension
    /// Drawn inside the shape instead of behind it.
    public var inset: Bool

    public init(color: Color, offsetX: Dimension, offsetY: Dimension, blur: Dimension, spread: Dimension, inset: Bool = false) {
        self.color = color
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.blur = blur
        self.spread = spread
        self.inset = inset
    }
}
