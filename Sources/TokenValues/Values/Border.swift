/// A border as a DTCG `border` token describes it.
public struct Border: Sendable, Hashable {
    public var color: Color
    public var width: Dimension
    public var style: StrokeStyle

    public init(color: Color, width: Dimension, style: StrokeStyle) {
        self.color = color
        self.width = width
        self.style = style
    }
}
