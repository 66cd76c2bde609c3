import Builders
import Foundation
import Render
import TokenModel

extension CustomSwitchBuilder: ShownInGallery {
    /// The moments of a switch turning on that the gallery's strip shows: dense early,
    /// where the spring moves fast and overshoots.
    static let specimenProgress: [Double] = [0, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.6, 1]

    /// How the gallery shows the `customSwitch` kind: its section and each style's specimens.
    static let gallery = StyleGallery<CustomSwitchBuilder>(
        component: "CustomSwitch", id: "custom-switches", title: "Switches",
        summary: "Each switch style off and on, and turning on, left to right: the spring moves the thumb while the on color fades in.",
        keywords: ["toggle", "transition"]
    ) { context, styled in
        let background = context.background
        // Drawn as `CustomSwitchSnapshotTests` draws them.
        let states = [false, true].map { on in
            StyleSpecimen(on ? "on" : "off", recipe: CustomSwitchRecipes.atRest(style: context.style.name, on: on, styled: styled))
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
    }
}
