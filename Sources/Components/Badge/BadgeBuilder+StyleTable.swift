import LayoutDSL
import Render
import TokenModel
import ViewKit

extension BadgeBuilder {
    /// The `badge` kind: the badge's and the count's colors, the diameter, the ring's width
    /// and the largest count shown, plus the view's properties.
    public static let styleTable = StyleTable<BadgeBuilder>(kind: BadgeStyleKind.kind, viewRowsAnd: [
        .color(BadgeStyleKind.badgeColor) { $0.setBadgeColor($1) },
        .color(BadgeStyleKind.countColor) { $0.setCountColor($1) },
        .dimension(BadgeStyleKind.dimension) { $0.setDimension($1) },
        .dimension(BadgeStyleKind.strokeWidth) { $0.setStrokeWidth($1) },
        .integer(BadgeStyleKind.maximumCount) { $0.setMaximumCount($1) },
    ])
}
