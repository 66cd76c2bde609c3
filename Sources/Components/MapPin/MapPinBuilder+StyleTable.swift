import LabelText
import LayoutDSL
import TokenModel
import ViewKit

extension MapPinBuilder {
    /// The price the gallery's pins show.
    static let specimenText = MoneyModel(decimal: 1_250, digit: 0).formatted(currencySymbol: "₽")

    /// The `mapPin` kind: the text's typography and color, the bubble's colors when normal
    /// and selected, its insets, the arrow's size and the corner radius, plus the view's
    /// properties.
    public static let styleTable = StyleTable<MapPinBuilder>(key: "mapPin", viewRowsAnd: [
        .typography("font") { $0.setFont($1) },
        .color("textColor") { $0.setTextColor($1) },
        .color("bubbleColorNormal") { $0.setBubbleColorNormal($1) },
        .color("bubbleColorSelected") { $0.setBubbleColorSelected($1) },
        // UIEdgeInsets is one value, so a style gives all four insets or none.
        .dimensions(("insetTop", "insetLeft", "insetBottom", "insetRight")) { $0.setEdgeInsets(top: $1, left: $2, bottom: $3, right: $4) },
        .dimensions("arrowWidth", "arrowHeight") { $0.setArrowSize(width: $1, height: $2) },
        .dimension("bubbleCornerRadius") { $0.setBubbleCornerRadius($1) },
    ], textsOnSurfaces: [
        StyleKind.TextOnSurface(text: "textColor", typography: "font", surface: "bubbleColorNormal"),
        StyleKind.TextOnSurface(text: "textColor", typography: "font", surface: "bubbleColorSelected"),
    ], gallery: StyleGallery(
        component: "MapTextPinDrawer", id: "map-pins", title: "Map pins",
        summary: "Each pin style normal and selected, with its font and the text's contrast on each bubble.",
        keywords: ["pin", "selected"]
    ) { _, styled in
        [false, true].map { selected in
            StyleSpecimen(selected ? "selected" : "normal", detail: "text \(specimenText)", .fitting(wrapsText: false) {
                styled().setText(specimenText).setSelected(selected).build()
            })
        }
    })
}
