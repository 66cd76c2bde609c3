import Builders
import Foundation
import LabelText

/// The map pin as `MapPinSnapshotTests` and the gallery's "Map pins" both draw it: a price,
/// normal and selected, at its fitting size with 16 points of page around it
/// (`Snapshots/Components/mapPin-<style>-<normal|selected>`).
package enum MapPinRecipes {
    // MARK: - Properties

    /// The price the pins show.
    package static let text = MoneyModel(decimal: 1_250, digit: 0).formatted(currencySymbol: "₽")

    // MARK: - Specimens

    /// The specimens of the style `style` that `styled` starts: normal, then selected.
    package static func specimens(style: String, styled: @escaping @Sendable () -> MapPinBuilder) -> [StyleSpecimen] {
        [false, true].map { selected in
            let state = selected ? "selected" : "normal"
            return StyleSpecimen(state, detail: "text \(text)",
                                 recipe: SnapshotRecipe(SnapshotReference(suite: "Components", name: "mapPin-\(style)-\(state)"), padding: 16) {
                                     styled().setText(text).setSelected(selected).build()
                                 })
        }
    }
}
