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
