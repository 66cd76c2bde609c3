import Builders
import Foundation

/// The custom switch at rest as `CustomSwitchSnapshotTests` and the gallery's "Switches"
/// both draw it, with 12 points of page around it: at its fitting size, but for the
/// `gradient` style at 72 × 40, which shows its thumb shadow
/// (`Snapshots/Components/custom-switch-<on|off>`, `custom-switch-gradient-<on|off>`,
/// `custom-switch-framed`).
package enum CustomSwitchRecipes {
    // MARK: - Recipes

    /// The switch of the style `style` that `styled` starts, on or off.
    package static func atRest(style: String, on: Bool, styled: @escaping @Sendable () -> CustomSwitchBuilder) -> SnapshotRecipe {
        let size: LayoutSize = style == "gradient" ? .fixed(CGSize(width: 72, height: 40)) : .compressed
        return SnapshotRecipe(reference(style: style, on: on), size: size, padding: 12) {
            styled().useAutoLayout().setOn(on).build()
        }
    }

    // MARK: - Private

    /// The references the tests record: both states of `default` and `gradient`, `framed` off.
    private static func reference(style: String, on: Bool) -> SnapshotReference? {
        let name: String? = switch (style, on) {
        case ("default", _): "custom-switch-\(on ? "on" : "off")"
        case ("gradient", _): "custom-switch-gradient-\(on ? "on" : "off")"
        case ("framed", false): "custom-switch-framed"
        default: nil
        }
        return name.map { SnapshotReference(suite: "Components", name: $0) }
    }
}
