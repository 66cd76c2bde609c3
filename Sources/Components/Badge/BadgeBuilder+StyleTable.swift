import LayoutDSL
import Render
import TokenModel
import ViewKit

extension BadgeBuilder {
    /// The `badge` kind: the badge's and the count's colors, the diameter, the ring's width
    /// and the largest count shown, plus the view's properties.
    public static let styleTable = StyleTable<BadgeBuilder>(kind: BadgeStyleKind.kind, viewRowsAnd: [
        .color(BadgeStyleKind.badgeColor, shows: { $0.badgeColor }) { $0.setBadgeColor($1) },
        .color(BadgeStyleKind.countColor, shows: { $0.countColor }) { $0.setCountColor($1) },
        .dimension(BadgeStyleKind.dimension, shows: { $0.dimension }) { $0.setDimension($1) },
        .dimension(BadgeStyleKind.strokeWidth, shows: { $0.strokeWidth }) { $0.setStrokeWidth($1) },
        .integer(BadgeStyleKind.maximumCount, shows: { $0.maximumCount }) { $0.setMaximumCount($1) },
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
