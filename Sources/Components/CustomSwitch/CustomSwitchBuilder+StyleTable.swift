import LayoutDSL
import Render
import TokenModel
import ViewKit

extension CustomSwitchBuilder {
    /// The `customSwitch` kind: the colors or vertical gradients of the track (off), the
    /// overlay (on) and the thumb, the thumb's shadow, the layout insets and ratios, the
    /// spring transition's timing, the initial state and the disabled dimming, plus the view's properties. A
    /// style gives a part a color or a gradient, not both (the later call would win).
    public static let styleTable = StyleTable<CustomSwitchBuilder>(kind: CustomSwitchStyleKind.kind, viewRowsAnd: [
        .color(CustomSwitchStyleKind.offColor, shows: { ($0.colorsConfiguration.off as? CSSimpleColorConfiguration)?.color }) { $0.setOffColor($1) },
        .color(CustomSwitchStyleKind.onColor, shows: { ($0.colorsConfiguration.on as? CSSimpleColorConfiguration)?.color }) { $0.setOnColor($1) },
        .color(CustomSwitchStyleKind.thumbColor, shows: { ($0.colorsConfiguration.thumb as? CSSimpleColorConfiguration)?.color }) { $0.setThumbColor($1) },
        .gradient(CustomSwitchStyleKind.offGradient, shows: { ($0.colorsConfiguration.off as? CSGradientColorConfiguration)?.gradient }) { $0.setOffGradient($1) },
        .gradient(CustomSwitchStyleKind.onGradient, shows: { ($0.colorsConfiguration.on as? CSGradientColorConfiguration)?.gradient }) { $0.setOnGradient($1) },
        .gradient(CustomSwitchStyleKind.thumbGradient, shows: { ($0.colorsConfiguration.thumb as? CSGradientColorConfiguration)?.gradient }) { $0.setThumbGradient($1) },
        .shadow(CustomSwitchStyleKind.thumbShadow, shows: { $0.thumbConfiguration.shadow }) { $0.setThumbShadow($1) },
        .dimension(CustomSwitchStyleKind.padding, shows: { $0.layoutConfiguration.padding }) { $0.setPadding($1) },
        .dimension(CustomSwitchStyleKind.spacing, shows: { $0.layoutConfiguration.spacing }) { $0.setSpacing($1) },
        .number(CustomSwitchStyleKind.cornerRatio, shows: { $0.layoutConfiguration.cornerRatio }) { $0.setCornerRatio($1) },
        .number(CustomSwitchStyleKind.thumbCornerRatio, shows: { $0.thumbConfiguration.cornerRatio }) { $0.setThumbCornerRatio($1) },
        .duration(CustomSwitchStyleKind.animationDuration, shows: { TokenDuration($0.animationsConfiguration.duration, .s) }) { $0.setAnimationDuration($1) },
        .duration(CustomSwitchStyleKind.animationDelay, shows: { TokenDuration($0.animationsConfiguration.delay, .s) }) { $0.setAnimationDelay($1) },
        .number(CustomSwitchStyleKind.springDamping, shows: { $0.animationsConfiguration.usingSpringWithDamping }) { $0.setSpringDamping($1) },
        .number(CustomSwitchStyleKind.springVelocity, shows: { $0.animationsConfiguration.initialSpringVelocity }) { $0.setSpringVelocity($1) },
        .boolean(CustomSwitchStyleKind.isOn, shows: { $0.isOn }) { $0.setOn($1) },
        .number(CustomSwitchStyleKind.disabledAlphaValue, shows: { $0.disabledAlphaValue }) { $0.setDisabledAlphaValue($1) },
    ])
}
