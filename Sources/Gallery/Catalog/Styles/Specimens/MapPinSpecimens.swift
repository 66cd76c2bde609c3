import Builders
import Foundation
import LabelText
import Render
import TokenModel

extension MapPinBuilder: ShownInGallery {
    /// The price the gallery's pins show.
    static let specimenText = MoneyModel(decimal: 1_250, digit: 0).formatted(currencySymbol: "₽")

    /// How the gallery shows the `mapPin` kind: its section and each style's specimens.
    static let gallery = StyleGallery<MapPinBuilder>(
        component: "MapTextPinDrawer", id: "map-pins", title: "Map pins",
        summary: "Each pin style normal and selected, with its font and the text's contrast on each bubble.",
        keywords: ["pin", "selected"]
    ) { _, styled in
        [false, true].map { selected in
            StyleSpecimen(selected ? "selected" : "normal", detail: "text \(specimenText)", .fitting(wrapsText: false) {
                styled().setText(specimenText).setSelected(selected).build()
            })
        }
    }
}
