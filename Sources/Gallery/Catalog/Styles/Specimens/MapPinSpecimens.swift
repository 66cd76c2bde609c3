import Builders
import Foundation
import Render
import TokenModel

extension MapPinBuilder: ShownInGallery {
    /// How the gallery shows the `mapPin` kind: its section and each style's specimens,
    /// drawn as `MapPinSnapshotTests` draws them (``MapPinRecipes``).
    static let gallery = StyleGallery<MapPinBuilder>(
        component: "MapTextPinDrawer", id: "map-pins", title: "Map pins",
        summary: "Each pin style normal and selected, with its font and the text's contrast on each bubble.",
        keywords: ["pin", "selected"]
    ) { context, styled in
        MapPinRecipes.specimens(style: context.style.name, styled: styled)
    }
}
