import Builders
import DesignSystem
import TokenModel

extension ComponentStyleHooks {
    /// The `mapPin` kind: a ``MapPinView`` built by ``MapPinBuilder``.
    static let mapPin: ComponentStyleHook? = ComponentStyleHook(
        generatedViews: { DesignTokens.MapPinStyle.allCases.map { ($0.rawValue, MapPinBuilder.startBuild().setStyle($0).build()) } },
        read: { view, theme in
            guard let pin = view as? MapPinView else { return nil }
            return [
                "font": pin.font,
                "textColor": pin.textColor.resolved(in: theme),
                "bubbleColorNormal": pin.bubbleColorNormal.resolved(in: theme),
                "bubbleColorSelected": pin.bubbleColorSelected.resolved(in: theme),
                "insetTop": pin.edgeInsets.top,
                "insetLeft": pin.edgeInsets.left,
                "insetBottom": pin.edgeInsets.bottom,
                "insetRight": pin.edgeInsets.right,
                "arrowWidth": pin.arrowSize.width,
                "arrowHeight": pin.arrowSize.height,
                "bubbleCornerRadius": pin.bubbleCornerRadius,
            ]
        }
    )
}
