import Builders
import DesignSystem
import TokenModel

extension ComponentStyleHooks {
    /// The `beanPageControl` kind: the beans' colors and lengths.
    static let beanPageControl: ComponentStyleHook? = ComponentStyleHook(
        generatedViews: {
            DesignTokens.BeanPageControlStyle.allCases.map { ($0.rawValue, BeanPageControlBuilder.startBuild().setStyle($0).build()) }
        },
        read: { view, theme in
            guard let control = view as? BeanPageControl else { return nil }
            return [
                "beanActiveColor": control.beanActiveColor.resolved(in: theme),
                "beanInactiveColor": control.beanInactiveColor.resolved(in: theme),
                "beanHeight": control.beanHeight,
                "inactiveBeanWidth": control.inactiveBeanWidth,
                "activeBeanWidth": control.activeBeanWidth,
                "padding": control.padding,
                "beanCornerRadius": control.beanCornerRadius,
            ]
        }
    )
}
