import Builders
import Foundation
import Render
import TokenModel

extension BadgeBuilder: ShownInGallery {
    /// How the gallery shows the `badge` kind: its section and each style's specimens,
    /// drawn as `BadgeSnapshotTests` draws them (``BadgeRecipes``).
    static let gallery = StyleGallery<BadgeBuilder>(
        component: "badgedImage", id: "badges", title: "Badges", summary: "Each badge style on a portrait with 1, 12 and 100, and with a badge image.",
        keywords: ["count"]
    ) { context, styled in
        BadgeRecipes.specimens(style: context.style.name, sampleImage: context.sampleImage, styled: styled)
    }
}
