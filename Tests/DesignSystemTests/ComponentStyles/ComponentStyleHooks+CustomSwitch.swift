import Builders
import DesignSystem
import Foundation
import TokenModel

extension ComponentStyleHooks {
    /// The `customSwitch` kind: each part's flat color or gradient (`"none"` for the form
    /// the part does not use), the thumb's shadow, the layout, the timing and the state.
    static let customSwitch: ComponentStyleHook? = ComponentStyleHook(
        generatedViews: {
            DesignTokens.CustomSwitchStyle.allCases.map { ($0.rawValue, CustomSwitchBuilder.startBuild().setStyle($0).build()) }
        },
        read: { view, theme in
            guard let toggle = view as? CustomSwitch else { return nil }
            let colors = toggle.colorsConfiguration, animation = toggle.animationsConfiguration
            return [
                "offColor": switchColor(of: colors.off, in: theme),
                "onColor": switchColor(of: colors.on, in: theme),
                "thumbColor": switchColor(of: colors.thumb, in: theme),
                "offGradient": switchGradient(of: colors.off, in: theme),
                "onGradient": switchGradient(of: colors.on, in: theme),
                "thumbGradient": switchGradient(of: colors.thumb, in: theme),
                "thumbShadow": toggle.thumbConfiguration.shadow.map { AnyHashable($0.resolved(in: theme)) } ?? AnyHashable("none"),
                "padding": toggle.layoutConfiguration.padding,
                "spacing": toggle.layoutConfiguration.spacing,
                "cornerRatio": toggle.layoutConfiguration.cornerRatio,
                "thumbCornerRatio": toggle.thumbConfiguration.cornerRatio,
                "animationDuration": animation.duration,
                "animationDelay": animation.delay,
                "springDamping": animation.usingSpringWithDamping,
                "springVelocity": animation.initialSpringVelocity,
                "isOn": toggle.isOn,
            ]
        }
    )

    private static func switchColor(of configuration: any CSColorConfiguration, in theme: Theme) -> AnyHashable {
        (configuration as? CSSimpleColorConfiguration).map { AnyHashable($0.color.resolved(in: theme)) } ?? AnyHashable("none")
    }

    private static func switchGradient(of configuration: any CSColorConfiguration, in theme: Theme) -> AnyHashable {
        (configuration as? CSGradientColorConfiguration).map { AnyHashable($0.gradient.resolved(in: theme)) } ?? AnyHashable("none")
    }
}
