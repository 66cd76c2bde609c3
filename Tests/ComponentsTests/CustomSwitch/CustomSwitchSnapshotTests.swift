import Builders
import DesignSnapshots
import DesignSystem
import Foundation
import Gallery
import Render
import SpecimenSnapshotting
import Testing
import TokenModel

/// The custom switch in its generated styles, light and dark at scale 2: every style's
/// gallery specimens (off, on, and the labelled strip of it turning on, the gradient style
/// with its thumb shadow), a frame of the spring transition, and an unlabelled strip of
/// the default style turning on.
@Suite("Custom switch snapshots")
struct CustomSwitchSnapshotTests {
    // MARK: - Fixtures

    private static let themes = [DesignTokens.Themes.Theme.light, DesignTokens.Themes.Theme.dark]
    private static let padding: CGFloat = 12

    private static func toggle(style: DesignTokens.CustomSwitchStyle = .default, on: Bool) -> CustomSwitch {
        CustomSwitchBuilder.startBuild()
            .useAutoLayout()
            .setStyle(style)
            .setOn(on)
            .build()
    }

    // MARK: - Tests

    /// Every style's specimens as the gallery's "Switches" draws them
    /// (``CustomSwitchRecipes``): off and on at rest (the gradient style at 72 × 40, room
    /// for its thumb's shadow), and the labelled strip of it turning on.
    @Test(arguments: DesignTokens.CustomSwitchStyle.allCases, themes)
    func everySpecimenMatchesItsReference(style: DesignTokens.CustomSwitchStyle, theme: Theme) throws {
        let specimens = CustomSwitchRecipes.specimens(style: style.rawValue) { CustomSwitchBuilder.startBuild().setStyle(style) }
        #expect(specimens.map(\.caption) == ["off", "on", "turning on"])
        try assertSpecimenSnapshots(specimens, theme: theme)
    }

    @Test(arguments: themes)
    func aTransitionFrame(theme: Theme) {
        // 10 % into turning on: the thumb is a third of the way, the overlay a third opaque.
        let toggle = Self.toggle(on: true)
        toggle.transitionProgress = 0.1
        assertSnapshot(of: toggle, as: .specimen(theme: theme, padding: Self.padding), named: "custom-switch-transition-0.1", suite: "Components")
    }

    @Test(arguments: themes)
    func aTransitionStrip(theme: Theme) throws {
        // Turning on, left to right: the spring moves the thumb fast, overshoots a little
        // past its place and settles, while the green overlay fades in.
        let toggle = Self.toggle(on: true)
        try LayoutPass.layoutRoot(toggle, fittingWidth: nil)
        let renderer = Renderer(scale: 2, theme: theme, background: Specimens.background)
        // The moments of the gallery's strip, without its labels, closer together.
        let frames = try CustomSwitchRecipes.turningOnProgress.map { progress in
            toggle.transitionProgress = progress
            return try renderer.render(toggle, padding: 4)
        }
        assertSnapshot(of: try FrameStrip.compose(frames, spacing: 0, background: Specimens.background.resolved(in: theme)),
                       as: .image,
                       named: "custom-switch-transition-strip.\(theme.name)", suite: "Components")
    }
}
