import Builders
import Foundation
import Render
import TokenModel

/// What a style can set on a view, read back per style property, so a view built with a
/// generated `setStyle(_:)`, one built with the run-time `apply(_:)` and the style's token
/// values can be compared property by property. Keys are ``StyleSchema`` property names;
/// a per-state property has one key per state (`titleColor.highlighted`).
enum StyleProperties {
    // MARK: - Keys

    /// Every key a style of `kind` can set: the schema's properties, per state where the
    /// property takes a value per state.
    static func keys(ofKind kind: String) -> Set<String> {
        Set((StyleSchema.kinds[kind] ?? [:]).keys.flatMap { property in
            isStateful(property, kind: kind) ? ControlState.allCases.map { "\(property).\($0.rawValue)" } : [property]
        })
    }

    static func isStateful(_ property: String, kind: String) -> Bool {
        StyleSchema.statefulProperties[kind]?.contains(property) == true
    }

    // MARK: - Reading views

    /// The properties `view` shows in `theme`, as its kind's style table reads them back
    /// (``StyleRegistry/Entry/shown``); empty when the view is not of the kind.
    static func read(_ view: View, kind: String, theme: Theme) -> [String: AnyHashable] {
        var values: [String: AnyHashable] = [:]
        for (property, state, argument) in StyleRegistry.entry(ofKind: kind)?.shown(view) ?? [] {
            values[state.map { "\(property).\($0.rawValue)" } ?? property] = plain(argument, in: theme)
        }
        return values
    }

    /// `argument` in `theme`, as ``expected(from:)`` writes a style's value, or `"none"`
    /// when the view shows none, so that every property has a key.
    private static func plain(_ argument: StyleArgument?, in theme: Theme) -> AnyHashable {
        switch argument {
        case nil: "none"
        case .color(let color)?: color.resolved(in: theme)
        case .gradient(let gradient)?: gradient.resolved(in: theme)
        case .shadow(let shadows)?: shadows.resolved(in: theme)
        case .typography(let typography)?: typography
        case .points(let points)?: points
        case .number(let number)?: number
        case .duration(let duration)?: duration.seconds
        case .integer(let number)?: number
        case .boolean(let flag)?: flag
        case .alignment(let alignment)?: alignment
        case .contentMode(let mode)?: "\(mode)"
        case .choice(let name)?: name
        // A table reads one value per state, never a state map.
        case .states(let states)?: states.mapValues { plain($0, in: theme) }
        }
    }

    // MARK: - Reading styles

    /// What `style` says each property it gives should be, as ``read(_:kind:theme:)``
    /// reads it; a per-state property's states it leaves out are its normal value.
    static func expected(from style: ResolvedStyle) -> [String: AnyHashable] {
        var values: [String: AnyHashable] = [:]
        for (property, value) in style.values {
            if isStateful(property, kind: style.kind) {
                for state in ControlState.allCases {
                    var stateValue = value
                    if case .states(let states) = value, let given = states[state] ?? states[.normal] { stateValue = given }
                    values["\(property).\(state.rawValue)"] = plain(stateValue)
                }
            } else {
                values[property] = plain(value)
            }
        }
        return values
    }

    private static func plain(_ value: ResolvedStyle.Value) -> AnyHashable? {
        switch value {
        case .token(_, .color(let color)): color
        case .token(_, .dimension(let dimension)): dimension.points()
        case .token(_, .number(let number)): CGFloat(number)
        case .token(_, .shadow(let shadows)): shadows
        case .token(_, .typography(let typography)): typography
        case .token(_, .duration(let duration)): duration.seconds
        case .token(_, .gradient(let gradient)): gradient
        case .token(_, let other): "\(other)"
        case .alignment(let alignment): alignment
        case .integer(let number): number
        case .contentMode(let name), .choice(let name): name
        case .boolean(let flag): flag
        case .states: nil
        }
    }
}
