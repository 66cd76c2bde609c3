import LayoutDSL
import Render
import TokenModel
import ViewKit

extension BadgeBuilder {
    /// The `badge` kind: the badge's and the count's colors, the diameter, the ring's width,
    /// the count's padding and the largest count shown, plus the view's properties.
    public static let styleTable = StyleTable<BadgeBuilder>(kind: BadgeStyleKind.kind, viewRowsAnd: [
        .color(BadgeStyleKind.badgeColor, shows: { $0.badgeColor }) { $0.setBadgeColor($1) },
        .color(BadgeStyleKind.countColor, shows: { $0.countColor }) { $0.setCountColor($1) },
        .dimension(BadgeStyleKind.dimension, shows: { $0.dimension }) { $0.setDimension($1) },
        .dimension(BadgeStyleKind.strokeWidth, shows: { $0.strokeWidth }) { $0.setStrokeWidth($1) },
        .dimension(BadgeStyleKind.horizontalPadding, shows: { $0.horizontalPadding }) { $0.setHorizontalPadding($1) },
        .integer(BadgeStyleKind.maximumCount, shows: { $0.maximumCount }) { $0.setMaximumCount($1) },
    ])
}
