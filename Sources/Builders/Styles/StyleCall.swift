import Foundation
import TokenModel

/// One builder call of a style applied at run time: the method that one of
/// ``StyleSchema/applications`` names, with the values of its properties in one theme
/// and, for a per-state method, the state they are for.
public struct StyleCall: Sendable {
    // MARK: - Properties

    /// The application being made.
    public var application: StyleSchema.Application
    /// The state of a per-state method, `nil` for the others.
    public var state: ControlState?
    /// The value of each property the method takes, for ``state`` when it has one.
    public var values: [String: ResolvedStyle.Value]

    /// The builder method (`setBorder`).
    public var method: String { application.method }

    // MARK: - Calls

    /// The ``StyleCall``s that apply `style`, in the order of ``StyleSchema/orderedApplications(of:)``:
    /// a per-state method once per state the style gives (normal first), the others once.
    public static func calls(applying style: ResolvedStyle) -> [StyleCall] {
        var calls: [StyleCall] = []
        for application in StyleSchema.orderedApplications(of: style.definition) {
            for state in StyleSchema.states(of: application, in: style.definition) {
                var values: [String: ResolvedStyle.Value] = [:]
                for argument in application.arguments {
                    guard let value = style.values[argument.property] else { continue }
                    if case .states(let perState) = value {
                        // A state the style leaves out falls back to normal, as the view does.
                        values[argument.property] = state.flatMap { perState[$0] } ?? perState[.normal]
                    } else {
                        values[argument.property] = value
                    }
                }
                guard values.count == application.arguments.count else { continue }
                calls.append(StyleCall(application: application, state: state, values: values))
            }
        }
        return calls
    }

    // MARK: - Reading values

    /// The token value of `property`.
    public func token(_ property: String) -> TokenValue? {
        if case .token(_, let value)? = values[property] { return value }
        return nil
    }

    /// The color of `property`, the same in every theme.
    public func color(_ property: String) -> Themed<Color>? { token(property)?.color.map { Themed($0) } }

    /// The dimension of `property` in points.
    public func points(_ property: String) -> CGFloat? { token(property)?.dimension?.points() }

    /// The typography of `property`.
    public func typography(_ property: String) -> Typography? { token(property)?.typography }

    /// The number of `property` as a `CGFloat`.
    public func number(_ property: String) -> CGFloat? {
        if case .number(let number)? = token(property) { return CGFloat(number) }
        return nil
    }

    /// The shadows of `property`, the same in every theme.
    public func shadow(_ property: String) -> Themed<[Shadow]>? {
        if case .shadow(let shadows)? = token(property) { return Themed(shadows) }
        return nil
    }

    /// The alignment of `property`.
    public func alignment(_ property: String) -> TextAlignment? {
        if case .alignment(let alignment)? = values[property] { return alignment }
        return nil
    }

    /// The whole number of `property`.
    public func integer(_ property: String) -> Int? {
        if case .integer(let number)? = values[property] { return number }
        return nil
    }

    /// The boolean of `property`.
    public func boolean(_ property: String) -> Bool? {
        if case .boolean(let flag)? = values[property] { return flag }
        return nil
    }

    /// The name `property` chose, of a ``StyleSchema/PropertyKind/choice(_:)`` property.
    public func choice(_ property: String) -> String? {
        if case .choice(let name)? = values[property] { return name }
        return nil
    }

    /// The duration of `property` in seconds.
    public func seconds(_ property: String) -> TimeInterval? {
        token(property)?.duration?.seconds
    }

    /// The content-mode name of `property`.
    public func contentModeName(_ property: String) -> String? {
        if case .contentMode(let name)? = values[property] { return name }
        return nil
    }
}
