/// A token's value after aliases are followed, as the vocabulary types the builders take
/// and the renderer draws.
///
/// The composite cases are `indirect`: a value sits in every resolved token, and boxing the
/// rare large ones keeps every value as small as a color.
public enum TokenValue: Sendable, Hashable {
    case color(Color)
    case dimension(Dimension)
    case fontFamily([String])
    case fontWeight(FontWeight)
    case duration(TokenDuration)
    case number(Double)
    indirect case typography(Typography)
    indirect case cubicBezier(CubicBezier)
    indirect case strokeStyle(StrokeStyle)
    indirect case border(Border)
    indirect case transition(Transition)
    /// One or more shadows, drawn in order.
    case shadow([Shadow])
    indirect case gradient(Gradient)
    /// Text of a token whose `$type` DTCG does not define (`--compat` only).
    case string(String)

    // MARK: - Derived values

    /// The `$type` this value belongs to.
    public var type: TokenType {
        switch self {
        case .color: .color
        case .dimension: .dimension
        case .fontFamily: .fontFamily
        case .fontWeight: .fontWeight
        case .duration: .duration
        case .number: .number
        case .typography: .typography
        case .cubicBezier: .cubicBezier
        case .strokeStyle: .strokeStyle
        case .border: .border
        case .transition: .transition
        case .shadow: .shadow
        case .gradient: .gradient
        case .string: .string
        }
    }

    /// The color, when this is one.
    public var color: Color? {
        if case .color(let color) = self { return color }
        return nil
    }

    /// The typography, when this is one.
    public var typography: Typography? {
        if case .typography(let typography) = self { return typography }
        return nil
    }

    /// The dimension, when this is one.
    public var dimension: Dimension? {
        if case .dimension(let dimension) = self { return dimension }
        return nil
    }

    /// The duration, when this is one.
    public var duration: TokenDuration? {
        if case .duration(let duration) = self { return duration }
        return nil
    }

    /// The gradient, when this is one.
    public var gradient: Gradient? {
        if case .gradient(let gradient) = self { return gradient }
        return nil
    }
}
