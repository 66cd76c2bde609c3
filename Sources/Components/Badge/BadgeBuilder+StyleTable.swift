import LayoutDSL
import Render
import TokenModel
import ViewKit

extension BadgeBuilder {
    /// The `badge` kind: the badge's and the count's colors, the diameter, the ring's width
    /// and the largest count shown, plus the view's properties.
    public static let styleTable = StyleTable<BadgeBuilder>(key: "badge", viewRowsAnd: [
        .color("badgeColor") { $0.setBadgeColor($1) },
        .color("countColor") { $0.setCountColor($1) },
        .dimension("dimension") { $0.setDimension($1) },
        .dimension("strokeWidth") { $0.setStrokeWidth($1) },
        .integer("maximumCount", minimum: 1) { $0.setMaximumCount($1) },
    ], textsOnSurfaces: [
        // The badge sizes its count to its diameter, so no typography names it.
        StyleKind.TextOnSurface(text: "countColor", typography: nil, surface: "badgeColor"),
    ], gallery: StyleGallery(
        component: "badgedImage", id: "badges", title: "Badges", summary: "Each badge style on a portrait with 1, 12 and 100.",
        keywords: ["count"]
    ) { context, styled in
        let sampleImage = context.sampleImage
        return [1, 12, 100].map { count in
            StyleSpecimen(String(count), detail: "sample portrait 40", .fitting(wrapsText: false) {
                styled().setImage(Image(try sampleImage(.portrait(side: 40)))).setCount(count).build()
            })
        }
    })
}
