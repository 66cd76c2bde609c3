import Builders
import Foundation
import Render
import TokenModel

extension BadgeBuilder: ShownInGallery {
    /// How the gallery shows the `badge` kind: its section and each style's specimens.
    static let gallery = StyleGallery<BadgeBuilder>(
        component: "badgedImage", id: "badges", title: "Badges", summary: "Each badge style on a portrait with 1, 12 and 100.",
        keywords: ["count"]
    ) { context, styled in
        let sampleImage = context.sampleImage
        return [1, 12, 100].map { count in
            StyleSpecimen(String(count), detail: "sample portrait 40", .fitting(wrapsText: false) {
                styled().setImage(Image(try sampleImage(.portrait(side: 40)))).setCount(count).build()
            })
        }
    }
}
