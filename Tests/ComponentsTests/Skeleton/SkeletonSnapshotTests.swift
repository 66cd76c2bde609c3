import Builders
import DesignSnapshots
import DesignSystem
import Foundation
import Render
import SpecimenSnapshotting
import Testing
import TokenModel

/// The skeleton and loading views with their generated styles, light and dark at scale 2:
/// a skeleton card at moments of its loop, contact strips of the sweep both ways and of a
/// whole loop, and loading screens. References land in `Snapshots/Components/`.
@Suite("Skeleton snapshots")
struct SkeletonSnapshotTests {
    // MARK: - Fixtures

    private static let themes = [DesignTokens.Themes.Theme.light, DesignTokens.Themes.Theme.dark]
    private static let padding: CGFloat = 24
    private static let cardSize = CGSize(width: 320, height: 124)

    /// A profile card's placeholders: an avatar circle, a name and a subtitle beside it,
    /// two lines of text below.
    private static func card(style: DesignTokens.SkeletonStyle) -> SkeletonView {
        func shape(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat, radius: CGFloat) -> View {
            let view = View(frame: CGRect(x: x, y: y, width: width, height: height))
            view.cornerRadius = radius
            return view
        }
        return SkeletonBuilder.startBuild()
            .setStyle(style)
            .addSubviews([
                shape(16, 16, 48, 48, radius: 24),
                shape(80, 22, 176, 14, radius: 7),
                shape(80, 44, 112, 12, radius: 6),
                shape(16, 80, 288, 10, radius: 5),
                shape(16, 98, 224, 10, radius: 5),
            ])
            .build()
    }

    private static func renderer(_ theme: Theme) -> Renderer {
        Renderer(scale: 2, theme: theme, background: Specimens.background)
    }

    private static func sized(_ view: SkeletonView) -> SkeletonView {
        view.frame = CGRect(origin: .zero, size: cardSize)
        return view
    }

    /// A feed's loading screen: a header block, two post blocks, then rows.
    private static func feedBlocks() -> [LoadingPlaceholderBlock] {
        [
            LoadingPlaceholderBlock(height: 72, placeholders: [
                LoadingPlaceholder(frame: CGRect(x: 16, y: 12, width: 48, height: 48), cornerRadius: 24),
                LoadingPlaceholder(frame: CGRect(x: 76, y: 20, width: 0, height: 14), cornerRadius: 7, trailingInset: 96),
                LoadingPlaceholder(frame: CGRect(x: 76, y: 42, width: 120, height: 12), cornerRadius: 6),
            ]),
            LoadingPlaceholderBlock(height: 112, repeatCount: 2, placeholders: [
                LoadingPlaceholder(frame: CGRect(x: 16, y: 8, width: 0, height: 64), cornerRadius: 8, trailingInset: 16),
                LoadingPlaceholder(frame: CGRect(x: 16, y: 82, width: 0, height: 12), cornerRadius: 6, trailingInset: 72),
            ]),
            LoadingPlaceholderBlock(height: 40, placeholders: [
                LoadingPlaceholder(frame: CGRect(x: 16, y: 12, width: 0, height: 14), cornerRadius: 7, trailingInset: 40),
            ]),
        ]
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
        let card = Self.sized(Self.card(style: .default))
        card.direction = direction
        // Eight moments of the 0.5 s sweep, the last just before it ends.
        let times = (0..<8).map { Double($0) * card.movingAnimationDuration / 7.5 }
        let strip = try card.contactStrip(at: times, columns: 4, spacing: 8, renderer: Self.renderer(theme), padding: 8)
        assertSnapshot(of: strip, as: .image, named: Self.name("skeleton-strip-\(direction.rawValue)", theme), suite: "Components")
    }

    @Test(arguments: themes)
    func loopStripShowsTheSweepThenTheRest(theme: Theme) throws {
        let card = Self.sized(Self.card(style: .default))
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

    // MARK: - Loading screens

    @Test(arguments: themes)
    func loadingWithBlocksMidSweep(theme: Theme) {
        let loading = LoadingBuilder.startBuild().setStyle(.default).setBlocks(Self.feedBlocks()).setTime(0.5).build()
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
        let feed = LoadingBuilder.startBuild().setStyle(.feed).setFadeColor(Specimens.background)
            .setBlocks(Self.feedBlocks()).setTime(0.35).build()
        let blocks = LoadingBuilder.startBuild().setStyle(.default).setBlocks(Self.feedBlocks()).setTime(0.5).build()
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
        let loading = LoadingBuilder.startBuild().setStyle(.feed).setFadeColor(Specimens.background)
            .setBlocks(Self.feedBlocks()).setTime(0.35).build()
        assertSnapshot(of: loading,
                       as: .specimen(size: .fixed(CGSize(width: 320, height: 560)), theme: theme, padding: Self.padding),
                       named: "loading-feed", suite: "Components")
    }
}
