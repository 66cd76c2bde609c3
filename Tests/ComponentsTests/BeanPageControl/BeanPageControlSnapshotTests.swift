import Builders
import DesignSnapshots
import DesignSystem
import Foundation
import Gallery
import Render
import SpecimenSnapshotting
import Testing
import TokenModel

/// The bean page control in its generated styles, light and dark at scale 2: every style's
/// gallery specimens (resting on a few pages, and the labelled strip of its transition),
/// caught mid-scroll, and a strip of a scroll from the first page to the last in which the
/// beans flow into each other row by row.
@Suite("Bean page control snapshots")
struct BeanPageControlSnapshotTests {
    // MARK: - Fixtures

    private static let themes = [DesignTokens.Themes.Theme.light, DesignTokens.Themes.Theme.dark]
    private static let padding: CGFloat = 12

    private static func control(style: DesignTokens.BeanPageControlStyle = .default, count: Int = 5, index: Int, progress: CGFloat = 0) -> BeanPageControl {
        BeanPageControlBuilder.startBuild()
            .useAutoLayout()
            .setStyle(style)
            .setCount(count)
            .setPage(index, progress: progress)
            .build()
    }

    // MARK: - Tests

    /// Every style's specimens as the gallery's "Bean page controls" draws them
    /// (``BeanPageControlRecipes``): resting on the first, the middle and the last page, and
    /// the labelled strip of its transition.
    @Test(arguments: DesignTokens.BeanPageControlStyle.allCases, themes)
    func everySpecimenMatchesItsReference(style: DesignTokens.BeanPageControlStyle, theme: Theme) throws {
        let specimens = BeanPageControlRecipes.specimens(style: style.rawValue) { BeanPageControlBuilder.startBuild().setStyle(style) }
        #expect(specimens.map(\.caption) == ["page 1 of 5", "page 3 of 5", "page 5 of 5", "transition"])
        try assertSpecimenSnapshots(specimens, theme: theme)
    }

    /// The transition strip's labels say the positions the control draws its rows at.
    @Test func theTransitionLabelsAreTheControlsPositions() throws {
        let control = BeanPageControlBuilder.startBuild().setCount(BeanPageControlRecipes.count).build()
        #expect(try control.transitionPositions(stepsPerPage: BeanPageControlRecipes.stepsPerPage) == BeanPageControlRecipes.transitionPositions)
    }

    @Test(arguments: themes)
    func caughtMidScroll(theme: Theme) {
        assertSnapshot(of: Self.control(index: 1, progress: 0.3), as: .specimen(theme: theme, padding: Self.padding),
                       named: "bean-page-control-progress-1.3", suite: "Components")
    }

    @Test(arguments: themes)
    func onATrack(theme: Theme) {
        assertSnapshot(of: Self.control(style: .track, index: 2, progress: 0.5),
                       as: .specimen(theme: theme, padding: Self.padding + 8),
                       named: "bean-page-control-track", suite: "Components")
    }

    @Test(arguments: themes)
    func aStripFromTheFirstPageToTheLast(theme: Theme) throws {
        let control = Self.control(count: 4, index: 0)
        let renderer = Renderer(scale: 2, theme: theme, background: Specimens.background)
        let strip = try control.transitionStrip(stepsPerPage: 4, renderer: renderer, padding: 4)
        assertSnapshot(of: strip, as: .image, named: "bean-page-control-strip.\(theme.name)", suite: "Components")
    }
}
