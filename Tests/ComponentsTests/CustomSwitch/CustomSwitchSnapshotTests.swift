import Builders
import DesignSnapshots
import DesignSystem
import Foundation
import Gallery
import Render
import SpecimenSnapshotting
import Testing
import TokenModel

/// The custom switch in its generated styles, light and dark at scale 2: on, off, a frame
/// of the spring transition, the gradient style with its thumb shadow, and the framed
/// style.
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

    /// The switch at rest in `style`, as the gallery draws it.
    private static func atRest(style: DesignTokens.CustomSwitchStyle, on: Bool) -> SnapshotRecipe {
        CustomSwitchRecipes.atRest(style: style.rawValue, on: on) { CustomSwitchBuilder.startBuild().setStyle(style) }
    }

    @Test(arguments: [true, false], themes)
    func atRest(on: Bool, theme: Theme) throws {
        try assertRecipeSnapshot(Self.atRest(style: .default, on: on), theme: theme)
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
        let frames = try [0, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.6, 1].map { progress in
            toggle.transitionProgress = progress
            return try renderer.render(toggle, padding: 4)
        }
        assertSnapshot(of: try FrameStrip.compose(frames, spacing: 0, background: Specimens.background.resolved(in: theme)),
                       as: .image,
                       named: "custom-switch-transition-strip.\(theme.name)", suite: "Components")
    }

    @Test(arguments: [true, false], themes)
    func gradientsWithAThumbShadow(on: Bool, theme: Theme) throws {
        // At 72 × 40, room for the thumb's shadow.
        try assertRecipeSnapshot(Self.atRest(style: .gradient, on: on), theme: theme)
    }

    @Test(arguments: themes)
    func framed(theme: Theme) throws {
        try assertRecipeSnapshot(Self.atRest(style: .framed, on: false), theme: theme)
    }
}
