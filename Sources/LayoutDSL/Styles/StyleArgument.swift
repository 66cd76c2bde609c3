import Foundation
import Render
import TokenModel

/// One style property's value as a style table takes it: what the run-time `apply(_:)`
/// reads from a ``ResolvedStyle`` (the generated `setStyle(_:)` passes typed values to the
/// setters instead). A color, gradient or shadow may differ between themes;
/// every other value is the same in all of them.
public enum StyleArgument: Sendable, Hashable {
    case color(Themed<Color>)
    case gradient(Themed<Gradient>)
    case shadow(Themed<[Shadow]>)
    case typography(Typography)
    /// A dimension, in points.
    case points(CGFloat)
    case number(CGFloat)
    case duration(TokenDuration)
    case integer(Int)
    case boolean(Bool)
    case alignment(TextAlignment)
    case contentMode(ContentMode)
    /// One of a component's own options (a shimmer's `direction`), by name.
    case choice(String)
    /// One value per state, for a property that takes a value per ``ControlState``;
    /// `normal` is always given and the other states fall back to it.
    indirect case states([ControlState: StyleArgument])

    // MARK: - Initializers

    /// The argument of `value` in one theme, read as `kind`; `nil` when the value is not
    /// of that kind (the loader checks every value against its kind, so none is expected).
    public init?(_ value: ResolvedStyle.Value, as kind: StyleSchema.PropertyKind) {
        switch (value, kind) {
        case (.states(let values), _):
            var states: [ControlState: StyleArgument] = [:]
            for (state, value) in values {
                guard let argument = StyleArgument(value, as: kind) else { return nil }
                states[state] = argument
            }
            self = .states(states)
        case (.token(_, let token), .token(let type)):
            guard let argument = Self.argument(of: token, type: type) else { return nil }
            self = argument
        case (.alignment(let alignment), .alignment): self = .alignment(alignment)
        case (.integer(let number), .integer): self = .integer(number)
        case (.boolean(let flag), .boolean): self = .boolean(flag)
        case (.choice(let name), .choice): self = .choice(name)
        case (.contentMode(let name), .contentMode):
            guard let mode = ContentMode.allCases.first(where: { "\($0)" == name }) else { return nil }
            self = .contentMode(mode)
        default:
            return nil
        }
    }

    // MARK: - Private

    private static func argument(of token: TokenValue, type: TokenType) -> StyleArgument? {
        switch (type, token) {
        case (.color, .color(let color)): .color(Themed(color))
        case (.gradient, .gradient(let gradient)): .gradient(Themed(gradient))
        case (.shadow, .shadow(let shadows)): .shadow(Themed(shadows))
        case (.typography, .typography(let typography)): .typography(typography)
        case (.dimension, .dimension(let length)): .points(length.points())
        case (.number, .number(let number)): .number(CGFloat(number))
        case (.duration, .duration(let duration)): .duration(duration)
        default: nil
        }
    }
}
