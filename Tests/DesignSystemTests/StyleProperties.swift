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

    /// The properties `view` shows in `theme`.
    static func read(_ view: View, kind: String, theme: Theme) -> [String: AnyHashable] {
        var values: [String: AnyHashable] = [
            "cornerRadius": view.cornerRadius,
            "borderWidth": view.borderWidth,
            "alpha": view.alpha,
            "clipsToBounds": view.clipsToBounds,
        ]
        values["backgroundColor"] = orNone(view.backgroundColor?.resolved(in: theme))
        values["borderColor"] = orNone(view.borderColor?.resolved(in: theme))
        values["shadow"] = orNone(view.shadow?.resolved(in: theme))
        // A component reads its own properties first: it may subclass a view below
        // (a CommonButton is a Button) and read that view's properties its own way.
        if let own = ComponentStyleHooks.all.values.lazy.compactMap({ $0.read(view, theme) }).first {
            return values.merging(own) { $1 }
        }
        switch view {
        case let label as Label:
            values["typography"] = label.typography
            values["textColor"] = label.textColor.resolved(in: theme)
            values["alignment"] = label.alignment
            values["numberOfLines"] = label.numberOfLines
        case let button as Button:
            values["titleTypography"] = button.titleTypography
            values["backgroundColor"] = nil
            for state in ControlState.allCases {
                values["titleColor.\(state.rawValue)"] = button.titleColor(for: state).resolved(in: theme)
                values["backgroundColor.\(state.rawValue)"] = orNone(button.backgroundColor(for: state)?.resolved(in: theme))
            }
        case let imageView as ImageView:
            values["tintColor"] = orNone(imageView.tintColor?.resolved(in: theme))
            values["contentMode"] = "\(imageView.contentMode)"
        default:
            break
        }
        return values
    }

    /// `value`, or `"none"` when there is none, so that every property has a key.
    private static func orNone(_ value: (some Hashable)?) -> AnyHashable {
        guard let value else { return AnyHashable("none") }
        return AnyHashable(value)
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
