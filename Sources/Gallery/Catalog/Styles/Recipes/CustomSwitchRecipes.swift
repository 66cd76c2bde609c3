import Builders
import Foundation
import Render

/// The custom switch as `CustomSwitchSnapshotTests` and the gallery's "Switches" both draw
/// it, for every style: off and on at rest with 12 points of page around it, at its fitting
/// size but for the `gradient` style at 72 × 40, which shows its thumb shadow; and the
/// strip of it turning on, left to right, each frame labelled with its moment after the tap
/// (`Snapshots/Components/custom-switch[-<style>]-<on|off>`, but `custom-switch-framed`
/// for the framed style off, and `custom-switch[-<style>]-turning-on`; the `default`
/// style's names have no style, as they were recorded before the other styles had
/// references).
package enum CustomSwitchRecipes {
    // MARK: - Properties

    /// The moments of a switch turning on that the strip shows, as shares of its
    /// transition: dense early, where the spring moves fast and overshoots.
    package static let turningOnProgress: [Double] = [0, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.6, 1]
    /// The page around each frame of the turning-on strip, in points: the strip's own rule,
    /// not the gallery's padding, so that its reference holds whatever the gallery is asked
    /// for. Room for the `framed` style's shadow (2 points down, 8 of blur), which the 4
    /// points the gallery once gave each frame cut off.
    package static let turningOnFramePadding: CGFloat = 8

    // MARK: - Specimens

    /// The specimens of the style `style` (its name, for the references) that `styled`
    /// starts: off, on, and turning on.
    package static func specimens(style: String, styled: @escaping @Sendable () -> CustomSwitchBuilder) -> [StyleSpecimen] {
        let states = [false, true].map { on in
            StyleSpecimen(on ? "on" : "off", recipe: atRest(style: style, on: on, styled: styled))
        }
        let strip = StyleSpecimen("turning on", detail: "progress \(turningOnProgress)", frameLabels: turningOnLabels(styled: styled),
                                  recipe: turningOn(style: style, styled: styled))
        return states + [strip]
    }

    /// The labels under the turning-on strip's frames of the switch `styled` starts: each
    /// frame's moment after the tap, the style's delay and then its share of the duration.
    package static func turningOnLabels(styled: () -> CustomSwitchBuilder) -> [String] {
        let timing = styled().build().animationsConfiguration
        return turningOnProgress.map { StyleSpecimen.timeLabel(max(0, timing.delay) + $0 * timing.duration) }
    }

    // MARK: - Recipes

    /// The switch of the style `style` that `styled` starts, on or off.
    package static func atRest(style: String, on: Bool, styled: @escaping @Sendable () -> CustomSwitchBuilder) -> SnapshotRecipe {
        SnapshotRecipe(reference(style: style, name: on ? "on" : "off"), size: restingSize(style: style), padding: 12) {
            styled().useAutoLayout().setOn(on).build()
        }
    }

    /// The switch of the style `style` that `styled` starts, turning on: a frame at each of
    /// ``turningOnProgress`` with ``turningOnFramePadding`` points of page around it and
    /// its moment under it (``turningOnLabels(styled:)``), in one row on the renderer's
    /// background.
    package static func turningOn(style: String, styled: @escaping @Sendable () -> CustomSwitchBuilder) -> SnapshotRecipe {
        let rule = "switch turning on progress \(turningOnProgress) frame padding \(turningOnFramePadding) one row spacing 0"
        return SnapshotRecipe(reference(style: style, name: "turning-on"), rule: rule) { renderer in
            let toggle = styled().setOn(true).build()
            try LayoutPass.layoutRoot(toggle, fittingWidth: nil)
            let frames = try turningOnProgress.map { progress in
                toggle.transitionProgress = progress
                return try renderer.render(toggle, padding: turningOnFramePadding)
            }
            return try StyleSpecimen.labelledStrip(frames, labels: turningOnLabels(styled: styled), spacing: 0,
                                                   background: renderer.background?.resolved(in: renderer.theme))
        }
    }

    // MARK: - Private

    /// The frame the switch at rest is laid out at: 72 × 40 for `gradient`, room for the
    /// thumb's shadow; the fitting size for the others.
    private static func restingSize(style: String) -> LayoutSize {
        style == "gradient" ? .fixed(CGSize(width: 72, height: 40)) : .compressed
    }

    /// `custom-switch-<name>` for the `default` style, `custom-switch-<style>-<name>` for
    /// the others, but `custom-switch-framed` for the framed style off, recorded before it
    /// had an on picture.
    private static func reference(style: String, name: String) -> SnapshotReference {
        let file = switch (style, name) {
        case ("default", _): "custom-switch-\(name)"
        case ("framed", "off"): "custom-switch-framed"
        default: "custom-switch-\(style)-\(name)"
        }
        return SnapshotReference(suite: "Components", name: file)
    }
}
