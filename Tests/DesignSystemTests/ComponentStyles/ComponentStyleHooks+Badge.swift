import Builders
import DesignSystem
import TokenModel

extension ComponentStyleHooks {
    /// The `badge` kind: a ``BadgeView`` built by ``BadgeBuilder``.
    static let badge: ComponentStyleHook? = ComponentStyleHook(
        generatedViews: { DesignTokens.BadgeStyle.allCases.map { ($0.rawValue, BadgeBuilder.startBuild().setStyle($0).build()) } },
        read: { view, theme in
            guard let badge = view as? BadgeView else { return nil }
            return [
                "badgeColor": badge.badgeColor.resolved(in: theme),
                "countColor": badge.countColor.resolved(in: theme),
                "dimension": badge.dimension,
                "strokeWidth": badge.strokeWidth,
                "maximumCount": badge.maximumCount.map { AnyHashable($0) } ?? AnyHashable("none"),
            ]
        }
    )
}
