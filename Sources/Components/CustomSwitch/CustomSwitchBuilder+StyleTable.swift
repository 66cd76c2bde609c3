import LayoutDSL
import Render
import TokenModel
import ViewKit

extension CustomSwitchBuilder {
    /// The moments of a switch turning on that the gallery's strip shows: dense early,
    /// where the spring moves fast and overshoots.
    static let specimenProgress: [Double] = [0, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.6, 1]

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
    ], gallery: StyleGallery(
        component: "CustomSwitch", id: "custom-switches", title: "Switches",
        summary: "Each switch style off and on, and turning on, left to right: the spring moves the thumb while the on color fades in.",
        keywords: ["toggle", "transition"]
    ) { context, styled in
        let background = context.background
        let states = [false, true].map { on in
            StyleSpecimen(on ? "on" : "off", .fitting(wrapsText: false) { styled().setOn(on).build() })
        }
        // Each frame's moment after the tap: the delay, then its share of the duration.
        let timing = styled().build().animationsConfiguration
        let labels = specimenProgress.map { StyleSpecimen.timeLabel(max(0, timing.delay) + $0 * timing.duration) }
        let strip = StyleSpecimen("turning on", detail: "progress \(specimenProgress)", frameLabels: labels, .image { renderer, padding in
            let toggle = styled().setOn(true).build()
            try LayoutPass.layoutRoot(toggle, fittingWidth: nil)
            let frames = try specimenProgress.map { progress in
                toggle.transitionProgress = progress
                return try renderer.render(toggle, padding: padding / 4)
            }
            return try StyleSpecimen.labelledStrip(frames, labels: labels, spacing: 0, background: background)
        })
        return states + [strip]
    })
}
