import Builders
import DesignSnapshots
import DesignSystem
import Foundation
import Gallery
import Render
import SpecimenSnapshotting
import Testing
import TokenModel

/// The skeleton and loading views with their generated styles, light and dark at scale 2,
/// over the gallery's profile card and feed (``SkeletonRecipes``, ``LoadingRecipes``): the
/// strip of every style's sweep the gallery shows, from the same recipe; a skeleton card at
/// moments of its loop, contact strips of the sweep both ways and of a whole loop, and
/// loading screens. References land in `Snapshots/Components/`.
@Suite("Skeleton snapshots")
struct SkeletonSnapshotTests {
    // MARK: - Fixtures

    private static let themes = [DesignTokens.Themes.Theme.light, DesignTokens.Themes.Theme.dark]
    private static let padding: CGFloat = 24
    private static let cardSize = SkeletonRecipes.cardSize

    /// The gallery's profile card (``SkeletonRecipes/profileCard(styled:)``) under the
    /// skeleton of `style`.
    private static func card(style: DesignTokens.SkeletonStyle) -> SkeletonView {
        SkeletonRecipes.profileCard { SkeletonBuilder.startBuild().setStyle(style) }
    }

    /// The gallery's feed (``LoadingRecipes/feed(styled:fadingInto:)``) under the loading
    /// view of `style` at `time`, fading into the screen's background.
    private static func feed(style: DesignTokens.LoadingStyle, time: TimeInterval) -> LoadingView {
        LoadingRecipes.feed(styled: { LoadingBuilder.startBuild().setStyle(style).setTime(time) }, fadingInto: Specimens.background)
    }

    private static func renderer(_ theme: Theme) -> Renderer {
        Renderer(scale: 2, theme: theme, background: Specimens.background)
    }

    private static func name(_ name: String, _ theme: Theme) -> String {
        "\(name).\(theme == DesignTokens.Themes.Theme.dark ? "dark" : "light")"
    }

    // MARK: - Cards

    @Test(arguments: [0.0, 0.12, 0.25, 0.38], themes)
    func skeletonCardAtAMomentOfItsSweep(time: Double, theme: Theme) {
        let card = Self.card(style: .default)
        card.time = time
        assertSnapshot(of: card, as: .specimen(size: .fixed(Self.cardSize), theme: theme, padding: Self.padding),
                       named: "skeleton-card-t\(Int((time * 100).rounded()))", suite: "Components")
    }

    @Test(arguments: themes)
    func reversedSkeletonCardMidSweep(theme: Theme) {
        let card = Self.card(style: .reversedCard)
        card.time = 0.175
        assertSnapshot(of: card, as: .specimen(size: .fixed(Self.cardSize), theme: theme, padding: Self.padding),
                       named: "skeleton-reversed-card", suite: "Components")
    }

    // MARK: - Strips

    @Test(arguments: ShimmerDirection.allCases, themes)
    func sweepStripInEachDirection(direction: ShimmerDirection, theme: Theme) throws {
        let card = Self.card(style: .default)
        card.direction = direction
        // Eight moments of the 0.5 s sweep, the last just before it ends.
        let times = (0..<8).map { Double($0) * card.movingAnimationDuration / 7.5 }
        let strip = try card.contactStrip(at: times, columns: 4, spacing: 8, renderer: Self.renderer(theme), padding: 8)
        assertSnapshot(of: strip, as: .image, named: Self.name("skeleton-strip-\(direction.rawValue)", theme), suite: "Components")
    }

    @Test(arguments: themes)
    func loopStripShowsTheSweepThenTheRest(theme: Theme) throws {
        let card = Self.card(style: .default)
        let strip = try card.contactStrip(frameCount: 8, columns: 4, spacing: 8, renderer: Self.renderer(theme), padding: 8)
        assertSnapshot(of: strip, as: .image, named: Self.name("skeleton-strip-loop", theme), suite: "Components")
    }

    /// The sweep as an animation snapshot: each moment a frame of the `frames` strategy, the
    /// card laid out at its size each time. Its frames side by side match the sweep strip's
    /// reference, as the strip of `contactStrip(at:)` does.
    @Test(arguments: themes)
    func sweepFramesAreTheStripsFrames(theme: Theme) throws {
        let card = Self.card(style: .default)
        let times = (0..<8).map { Double($0) * card.movingAnimationDuration / 7.5 }
        let sweep = Snapshotting<SkeletonView>.frames(at: FrameTimes(times),
                                                      as: .specimen(size: .fixed(Self.cardSize), theme: theme, padding: 8)) { card, time in
            card.time = time
        }
        let frames = try sweep.snapshot(card)
        #expect(frames.map(\.suffix) == (0..<8).map { ".\(theme.name).\($0)" })
        let strip = try FrameStrip.compose(frames.map(\.image), columns: 4, spacing: 8,
                                           background: Specimens.background.resolved(in: theme))
        assertSnapshot(of: strip, as: .image, named: Self.name("skeleton-strip-right", theme), suite: "Components")
    }

    // MARK: - The gallery's sweep strips

    /// The strip the gallery shows of each skeleton style, from the same recipe
    /// (`skeleton-<style>-sweep`): eight labelled moments of the sweep in rows of two.
    @Test(arguments: DesignTokens.SkeletonStyle.allCases, themes)
    func everySkeletonStylesSweepStripMatchesItsReference(style: DesignTokens.SkeletonStyle, theme: Theme) throws {
        try assertRecipeSnapshot(SkeletonRecipes.sweep(style: style.rawValue) { SkeletonBuilder.startBuild().setStyle(style) }, theme: theme)
    }

    /// The strip the gallery shows of each loading style, from the same recipe
    /// (`loading-<style>-sweep`), the feed fading into the screen's background.
    @Test(arguments: DesignTokens.LoadingStyle.allCases, themes)
    func everyLoadingStylesSweepStripMatchesItsReference(style: DesignTokens.LoadingStyle, theme: Theme) throws {
        let recipe = LoadingRecipes.sweep(style: style.rawValue, fadingInto: Specimens.background) { LoadingBuilder.startBuild().setStyle(style) }
        try assertRecipeSnapshot(recipe, theme: theme)
    }

    // MARK: - Loading screens

    @Test(arguments: themes)
    func loadingWithBlocksMidSweep(theme: Theme) {
        let loading = Self.feed(style: .default, time: 0.5)
        assertSnapshot(of: loading,
                       as: .specimen(size: .fixed(CGSize(width: 320, height: 420)), theme: theme, padding: Self.padding),
                       named: "loading-blocks", suite: "Components")
    }

    /// The shimmer draws its gradient from one row and leaves out the transparent parts of
    /// the band and of the fade (Render's `Canvas+GradientStrip.swift`, `SkeletonView`,
    /// `LoadingFadeView`). Leaving parts out changes no pixel; the one row can change a
    /// column by one level in one channel, where pixman had summed its way along a span to a
    /// slightly different color. References recorded before both were re-recorded once the
    /// snapshot comparison became exact (it no longer forgives a level); this keeps every
    /// pixel of the shortcuts within one level of them.
    @Test(arguments: themes)
    func shortcutsDrawWithinOneLevelOfTheReferences(theme: Theme) throws {
        let feed = Self.feed(style: .feed, time: 0.35)
        let blocks = Self.feed(style: .default, time: 0.5)
        let card = Self.card(style: .default)
        card.time = 0.12
        let reversed = Self.card(style: .reversedCard)
        reversed.time = 0.175
        let cases: [(View, String, CGSize)] = [
            (feed, "loading-feed", CGSize(width: 320, height: 560)), (blocks, "loading-blocks", CGSize(width: 320, height: 420)),
            (card, "skeleton-card-t12", Self.cardSize), (reversed, "skeleton-reversed-card", Self.cardSize),
        ]
        let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Snapshots/Components")
        for (view, name, size) in cases {
            let image = try Self.renderer(theme).render(view, layingOutAt: .fixed(size), padding: Self.padding)
            let url = snapshots.appendingPathComponent("\(Self.name(name, theme))@2x.png")
            let reference = try PixelImage(pngData: Data(contentsOf: url), scale: 2)
            let difference = try #require(image.largestChannelDifference(from: reference))
            #expect(difference <= 1, "\(name) \(theme): \(difference)")
        }
    }

    @Test(arguments: themes)
    func loadingFeedRepeatsTheLastBlockAndFades(theme: Theme) {
        // The seed's white fade assumes a white page; here it fades into the page's background.
        let loading = Self.feed(style: .feed, time: 0.35)
        assertSnapshot(of: loading,
                       as: .specimen(size: .fixed(CGSize(width: 320, height: 560)), theme: theme, padding: Self.padding),
                       named: "loading-feed", suite: "Components")
    }
}
