import Builders
import Foundation
import Render
import Testing
import TokenModel

/// ``LoadingView`` and ``LoadingLayout``: the configuration's defaults, the block stack,
/// `needRepeatLast`, the skeleton over it, the fade and bad input.
@Suite("Loading view")
struct LoadingViewTests {
    // MARK: - Fixtures

    private let blocks = [LoadingPlaceholderBlock(height: 50, repeatCount: 2), LoadingPlaceholderBlock(height: 30, repeatCount: 1)]

    private func minYs(_ layout: LoadingLayout) -> [CGFloat] { layout.placements.map(\.frame.minY) }

    // MARK: - Configuration

    @Test func configDefaultsAreTheSeeds() {
        let config = LoadingViewConfig(placeholderColor: .gray)
        #expect(config.topOffset == 0 && config.shimmerColor == .white && config.shimmerRatio == 0.5)
        #expect(config.movingAnimationDuration == 1 && !config.needGradient && !config.needRepeatLast)
    }

    // MARK: - Layout

    @Test func blocksStackAtFullWidthFromTheTopOffsetWithNoGaps() {
        let layout = LoadingLayout(blocks: blocks, size: CGSize(width: 320, height: 300), topOffset: 10, repeatLast: false)
        #expect(minYs(layout) == [10, 60, 110])
        #expect(layout.placements.map(\.blockIndex) == [0, 0, 1])
        #expect(layout.placements.allSatisfy { $0.frame.minX == 0 && $0.frame.width == 320 })
        #expect(layout.placements.map(\.frame.height) == [50, 50, 30])
        #expect(layout.extraRepeatsOfLast == 0)
    }

    @Test func needRepeatLastRepeatsTheLastBlockFloorOfRemainingOverHeightPlusOneTimes() {
        // Remaining: 300 − 10 − 130 = 160; floor(160 / 30) + 1 = 6 more copies of the last.
        let layout = LoadingLayout(blocks: blocks, size: CGSize(width: 320, height: 300), topOffset: 10, repeatLast: true)
        #expect(layout.extraRepeatsOfLast == 6)
        #expect(minYs(layout) == [10, 60, 110, 140, 170, 200, 230, 260, 290])
        #expect(layout.placements.suffix(7).allSatisfy { $0.blockIndex == 1 })
        // The last copy runs past the bottom edge, so the view is full.
        #expect(layout.placements.last?.frame.maxY == 320)
    }

    @Test func needRepeatLastAddsNothingWhenTheBlocksFillTheView() {
        let layout = LoadingLayout(blocks: blocks, size: CGSize(width: 320, height: 100), topOffset: 0, repeatLast: true)
        #expect(layout.extraRepeatsOfLast == 0)
        #expect(minYs(layout) == [0, 50])
    }

    @Test func copiesBelowTheBottomEdgeAreNotMade() {
        let layout = LoadingLayout(blocks: [LoadingPlaceholderBlock(height: 40, repeatCount: 10)], size: CGSize(width: 100, height: 100),
                                   topOffset: 0, repeatLast: false)
        #expect(minYs(layout) == [0, 40, 80])
    }

    @Test func noBlocksZeroCountsAndBadHeightsMakeNothing() {
        let size = CGSize(width: 100, height: 100)
        #expect(LoadingLayout(blocks: [], size: size, topOffset: 0, repeatLast: true).placements.isEmpty)
        #expect(LoadingLayout(blocks: [LoadingPlaceholderBlock(height: 20, repeatCount: 0)], size: size, topOffset: 0, repeatLast: false).placements.isEmpty)
        #expect(LoadingLayout(blocks: [LoadingPlaceholderBlock(height: 20, repeatCount: -3)], size: size, topOffset: 0, repeatLast: false).placements.isEmpty)
        for height in [0, -10, CGFloat.nan, .infinity] {
            let layout = LoadingLayout(blocks: [LoadingPlaceholderBlock(height: height, repeatCount: 5)], size: size, topOffset: 0, repeatLast: true)
            #expect(layout.placements.isEmpty && layout.extraRepeatsOfLast == 0, "height \(height)")
        }
    }

    @Test func zeroNegativeAndNonFiniteSizesMakeNothing() {
        for size in [CGSize.zero, CGSize(width: -100, height: 200), CGSize(width: 100, height: -5), CGSize(width: CGFloat.nan, height: CGFloat.infinity)] {
            #expect(LoadingLayout(blocks: blocks, size: size, topOffset: .nan, repeatLast: true).placements.isEmpty, "\(size)")
        }
    }

    @Test func hugeRepeatCountsAreCapped() {
        let size = CGSize(width: 100, height: 1_000)
        let huge = LoadingLayout(blocks: [LoadingPlaceholderBlock(height: 10, repeatCount: .max)], size: size, topOffset: 0, repeatLast: true)
        #expect(huge.placements.count == 100 && huge.extraRepeatsOfLast == 0)
        let tiny = LoadingLayout(blocks: [LoadingPlaceholderBlock(height: 1e-6, repeatCount: 1)], size: size, topOffset: 0, repeatLast: true)
        #expect(tiny.placements.count == LoadingLayout.maximumPlacements)
        #expect(tiny.extraRepeatsOfLast > 900_000_000)
    }

    // MARK: - The view

    @Test func theViewStacksCopiesInTheSkeletonAndConfiguresTheShimmer() {
        let view = LoadingView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        let placeholder = LoadingPlaceholder(frame: CGRect(x: 16, y: 8, width: 0, height: 12), cornerRadius: 4, trailingInset: 16)
        view.configure(blocks: [LoadingPlaceholderBlock(height: 50, repeatCount: 2, placeholders: [placeholder]), LoadingPlaceholderBlock(height: 30)],
                       config: LoadingViewConfig(topOffset: 10, placeholderColor: .gray, shimmerColor: .red, needRepeatLast: true))
        #expect(view.blocksContainer.subviews.count == 9)
        let first = view.blocksContainer.subviews[0]
        #expect(first.frame == CGRect(x: 0, y: 10, width: 320, height: 50))
        #expect(first.subviews.first?.frame == CGRect(x: 16, y: 8, width: 288, height: 12))
        #expect(first.subviews.first?.backgroundColor == .gray && first.subviews.first?.cornerRadius == 4)
        // A block without placeholders is one placeholder.
        #expect(view.blocksContainer.subviews[2].subviews.first?.frame == CGRect(x: 0, y: 0, width: 320, height: 30))

        #expect(view.skeleton.gradientBackgroundColor == Themed(Color.red.withAlpha(0)))
        #expect(view.skeleton.gradientMovingColor == Themed(Color.red.withAlpha(0.5)))
        #expect(view.skeleton.shimmerRatio == 0.5 && view.skeleton.delayBetweenAnimationLoops == 1)
        #expect(view.loopDuration == 2 && view.fade.isHidden)
        #expect(view.skeleton.maskingViews.count == 1 && view.skeleton.frame == view.bounds)

        view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        #expect(view.blocksContainer.subviews.count == 2, "a new size lays the blocks out again")
    }

    @Test func theShimmerBrightensThePlaceholdersAndTheFadeWhitensTheBottom() throws {
        let view = LoadingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.configure(blocks: [LoadingPlaceholderBlock(height: 100)],
                       config: LoadingViewConfig(placeholderColor: .black, shimmerRatio: 1))
        let renderer = Renderer(scale: 1)
        // t = 0.5: s = 0.5 of a 1 s sweep, stops [0, 0.5, 1]: white at alpha 0.5 in the middle.
        let middle = try view.frame(at: 0.5, renderer: renderer)
        #expect(abs((middle.color(atX: 50, y: 10)?.rgbaComponents[0] ?? 0) - 0.5) < 0.03)
        #expect((middle.color(atX: 0, y: 10)?.rgbaComponents[0] ?? 1) < 0.03)
        let rest = try view.frame(at: 1.5, renderer: renderer)
        #expect(rest.color(atX: 50, y: 10) == .black)

        view.config.needGradient = true
        let faded = try view.frame(at: 1.5, renderer: renderer)
        #expect(faded.color(atX: 50, y: 40) == .black, "no fade above half the height")
        #expect(faded.color(atX: 50, y: 97) == .white, "opaque below 95 %")
        let between = faded.color(atX: 50, y: 72)?.rgbaComponents[0] ?? 0
        #expect(between > 0.4 && between < 0.6, "about half-way through the fade: \(between)")
    }

    @Test func aLayoutPassThatResizesTheViewShowsTheBlocks() throws {
        let view = LoadingBuilder.startBuild().setPlaceholderColor(UIColor.black).setShimmerColor(UIColor.black)
            .setBlocks([LoadingPlaceholderBlock(height: 20, placeholders: [LoadingPlaceholder(frame: CGRect(x: 10, y: 5, width: 30, height: 10))])])
            .build()
        let image = try Renderer(scale: 1).render(view, layingOutAt: .fixed(CGSize(width: 100, height: 50)))
        #expect(image.width == 100 && image.color(atX: 20, y: 10) == .black && image.color(atX: 60, y: 10)?.alpha == 0)
        #expect(view.skeleton.frame == view.bounds && view.blocksContainer.subviews.count == 1)
    }

    @Test func theBuilderSetsTheConfiguration() {
        let view = LoadingBuilder.startBuild()
            .setPlaceholderColor(UIColor.gray)
            .setShimmerColor(UIColor.red)
            .setShimmerRatio(0.7)
            .setMovingAnimationDuration(TokenDuration(2, .s))
            .setTopOffset(12)
            .setNeedGradient(true)
            .setNeedRepeatLast(true)
            .setBlocks([LoadingPlaceholderBlock(height: 20, repeatCount: 3)])
            .setTime(0.3)
            .build()
        #expect(view.config == LoadingViewConfig(topOffset: 12, placeholderColor: .gray, shimmerColor: .red, shimmerRatio: 0.7,
                                                 movingAnimationDuration: 2, needGradient: true, needRepeatLast: true))
        #expect(view.blocks.count == 1 && view.time == 0.3 && view.skeleton.time == 0.3)
        #expect(UIBuilder(LoadingView.self).view.blocks.isEmpty)
    }

    @Test func theFadeCoversTheLowerHalfAndANegativeSizeShowsNothing() throws {
        // The fade draws only below half the height (above it, it is transparent); a view of
        // negative size has all its gradient above the start, so nothing shows.
        let renderer = Renderer(scale: 1, background: Themed(Color.black))
        let fade = LoadingFadeView(frame: CGRect(x: 0, y: 0, width: 40, height: 100))
        let image = try renderer.render(fade)
        #expect(image.pixels[10 * 40 + 5] == 0xFF00_0000)
        #expect(image.pixels[49 * 40 + 5] == 0xFF00_0000)
        #expect(image.pixels[99 * 40 + 5] == 0xFFFF_FFFF)
        let container = View(frame: CGRect(x: 0, y: 0, width: 60, height: 240))
        for size in [CGSize(width: 40, height: -100), CGSize(width: -40, height: 100), CGSize(width: -40, height: -100)] {
            // Placed so that a rectangle drawn from the origin towards the negative side is in view.
            let negative = LoadingFadeView(frame: CGRect(origin: CGPoint(x: 50, y: size.height < 0 ? 110 : 10), size: size))
            container.subviews.forEach { $0.removeFromSuperview() }
            container.addSubview(negative)
            let drawn = try renderer.render(container)
            let lit = drawn.pixels.filter { $0 != 0xFF00_0000 }.count
            #expect(size.height < 0 ? lit == 0 : lit > 0, "\(size)")
        }
    }
}
