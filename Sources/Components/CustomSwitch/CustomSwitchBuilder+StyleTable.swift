import LayoutDSL
import Render
import TokenModel
import ViewKit

extension CustomSwitchBuilder {
    /// The `customSwitch` kind: the colors or vertical gradients of the track (off), the
    /// overlay (on) and the thumb, the thumb's shadow, the layout insets and ratios, the
    /// spring transition's timing and the initial state, plus the view's properties. A
    /// style gives a part a color or a gradient, not both (the later call would win).
    public static let styleTable = StyleTable<CustomSwitchBuilder>(kind: CustomSwitchStyleKind.kind, viewRowsAnd: [
        .color(CustomSwitchStyleKind.offColor) { $0.setOffColor($1) },
        .color(CustomSwitchStyleKind.onColor) { $0.setOnColor($1) },
        .color(CustomSwitchStyleKind.thumbColor) { $0.setThumbColor($1) },
        .gradient(CustomSwitchStyleKind.offGradient) { $0.setOffGradient($1) },
        .gradient(CustomSwitchStyleKind.onGradient) { $0.setOnGradient($1) },
        .gradient(CustomSwitchStyleKind.thumbGradient) { $0.setThumbGradient($1) },
        .shadow(CustomSwitchStyleKind.thumbShadow) { $0.setThumbShadow($1) },
        .dimension(CustomSwitchStyleKind.padding) { $0.setPadding($1) },
        .dimension(CustomSwitchStyleKind.spacing) { $0.setSpacing($1) },
        .number(CustomSwitchStyleKind.cornerRatio) { $0.setCornerRatio($1) },
        .number(CustomSwitchStyleKind.thumbCornerRatio) { $0.setThumbCornerRatio($1) },
        .duration(CustomSwitchStyleKind.animationDuration) { $0.setAnimationDuration($1) },
        .duration(CustomSwitchStyleKind.animationDelay) { $0.setAnimationDelay($1) },
        .number(CustomSwitchStyleKind.springDamping) { $0.setSpringDamping($1) },
        .number(CustomSwitchStyleKind.springVelocity) { $0.setSpringVelocity($1) },
        .boolean(CustomSwitchStyleKind.isOn) { $0.setOn($1) },
    ])
}
