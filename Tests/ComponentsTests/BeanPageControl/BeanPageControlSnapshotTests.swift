import Builders
import DesignSnapshots
import DesignSystem
import Foundation
import Gallery
import Render
import SpecimenSnapshotting
import Testing
import TokenModel

/// The bean page control in its generated styles, light and dark at scale 2: resting on a
/// few pages, caught mid-scroll, and a strip of a scroll from the first page to the last
/// in which the beans flow into each other row by row.
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

    @Test(arguments: [0, 2, 4], themes)
    func restingOnAPage(page: Int, theme: Theme) throws {
        // Drawn as the gallery draws it.
        let style = DesignTokens.BeanPageControlStyle.default
        try assertRecipeSnapshot(BeanPageControlRecipes.resting(style: style.rawValue, page: page) { BeanPageControlBuilder.startBuild().setStyle(style) },
                                 theme: theme)
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
