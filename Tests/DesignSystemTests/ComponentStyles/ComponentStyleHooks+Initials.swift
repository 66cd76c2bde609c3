import Builders
import DesignSystem
import TokenModel

extension ComponentStyleHooks {
    /// The `initials` kind: an ``InitialsView`` built by ``InitialsBuilder``.
    static let initials: ComponentStyleHook? = ComponentStyleHook(
        generatedViews: { DesignTokens.InitialsStyle.allCases.map { ($0.rawValue, InitialsBuilder.startBuild().setStyle($0).build()) } },
        read: { view, theme in
            guard let initials = view as? InitialsView else { return nil }
            return [
                "typography": initials.typography,
                "textColor": initials.textColor.resolved(in: theme),
                "circleColor": initials.circleColor.resolved(in: theme),
                "diameter": initials.diameter,
            ]
        }
    )
}
