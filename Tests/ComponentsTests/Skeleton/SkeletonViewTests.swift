import Builders
import Foundation
import Render
import Testing
import TokenModel

/// ``SkeletonView``: its defaults, the mask, the rendered band, the frames of a loop and
/// bad input.
@Suite("Skeleton view")
struct SkeletonViewTests {
    // MARK: - Fixtures

    private let renderer = Renderer(scale: 1)

    /// A 100 × 20 skeleton with one placeholder covering it, an opaque black background and
    /// an opaque white band of ratio 1.
    private func stripe(direction: ShimmerDirection = .right) -> SkeletonView {
        let skeleton = SkeletonView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        skeleton.addSubview(View(frame: skeleton.bounds))
        skeleton.gradientBackgroundColor = .black
        skeleton.gradientMovingColor = .white
        skeleton.direction = direction
        return skeleton
    }

    private func gray(_ image: PixelImage, x: Int, y: Int = 10) -> Double {
        image.color(atX: x, y: y)?.rgbaComponents[0] ?? -1
    }

    // MARK: - Defaults

    @Test func defaultsAreTheSeeds() {
        let skeleton = SkeletonView()
        #expect(skeleton.movingAnimationDuration == 0.5 && skeleton.delayBetweenAnimationLoops == 1)
        #expect(skeleton.direction == .right && skeleton.shimmerRatio == 1 && skeleton.loopDuration == 1.5)
        #expect(skeleton.gradientBackgroundColor == Themed(Color.lightGray.withAlpha(0.7)))
        #expect(skeleton.gradientMovingColor == Themed(Color.lightGray.withAlpha(0.1)))
    }

    @Test func settingTheRatioClampsIt() {
        let skeleton = SkeletonView()
        skeleton.shimmerRatio = 3
        #expect(skeleton.shimmerRatio == 1)
        skeleton.shimmerRatio = -1
        #expect(skeleton.shimmerRatio == 0)
        skeleton.shimmerRatio = .nan
        #expect(skeleton.shimmerRatio == 0)
    }

    // MARK: - Masking views

    @Test func maskingViewsAreEveryDirectSubviewByDefault() throws {
        let skeleton = SkeletonView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), b = View(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
        skeleton.addSubview(a)
        skeleton.addSubview(b)
        #expect(skeleton.maskingViews.map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
        try skeleton.setMaskingViews([b])
        #expect(skeleton.maskingViews.map(ObjectIdentifier.init) == [ObjectIdentifier(b)])
        b.removeFromSuperview()
        #expect(skeleton.maskingViews.isEmpty)
        try skeleton.setMaskingViews(nil)
        #expect(skeleton.maskingViews.count == 1)
    }

    @Test func aMaskingViewThatIsNotADirectSubviewIsAnError() throws {
        let skeleton = SkeletonView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let grandchild = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        grandchild.debugName = "line"
        skeleton.addSubview(child)
        child.addSubview(grandchild)
        #expect(throws: SkeletonError.maskingViewNotASubview("View(\"line\")")) { try skeleton.setMaskingViews([child, grandchild]) }
        #expect(throws: SkeletonError.self) { try skeleton.setMaskingViews([View()]) }
        // The failed call leaves the default.
        #expect(skeleton.maskingViews.count == 1)
    }

    @Test func onlyTheMaskShowsAnything() throws {
        let skeleton = SkeletonView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        skeleton.backgroundColor = .red
        skeleton.borderWidth = 2
        skeleton.borderColor = .blue
        let circle = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        circle.cornerRadius = 20
        let line = View(frame: CGRect(x: 50, y: 10, width: 40, height: 10))
        [circle, line].forEach(skeleton.addSubview)
        skeleton.gradientBackgroundColor = .black
        skeleton.shimmerRatio = 0
        let image = try renderer.render(skeleton)
        #expect(image.color(atX: 1, y: 1)?.alpha == 0, "the circle's corner is outside the mask")
        #expect(image.color(atX: 20, y: 20) == .black)
        #expect(image.color(atX: 45, y: 20)?.alpha == 0, "between the shapes")
        #expect(image.color(atX: 70, y: 15) == .black)
        #expect(image.color(atX: 70, y: 30)?.alpha == 0, "below the line")
        #expect(image.color(atX: 99, y: 39)?.alpha == 0, "the border outside the mask")
    }

    @Test func emptyOrNegativeMaskingViewsAddNothingAndNonFiniteOnesAreErrors() throws {
        let skeleton = SkeletonView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        skeleton.addSubview(View(frame: CGRect(x: 0, y: 0, width: 0, height: 10)))
        skeleton.addSubview(View(frame: CGRect(x: 10, y: 10, width: -10, height: -10)))
        #expect(try skeleton.maskPath().isEmpty)
        let image = try renderer.render(skeleton)
        #expect(image.pixels.allSatisfy { $0 == 0 })
        skeleton.addSubview(View(frame: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)))
        #expect(throws: SkeletonError.self) { try skeleton.maskPath() }
        #expect(throws: SkeletonError.self) { try renderer.render(skeleton) }
    }

    // MARK: - The band

    @Test func theBandIsWhereTheStopsSayAtEachTime() throws {
        let skeleton = stripe()
        // t = 0.25: stops [0, 0.5, 1], a white peak in the middle.
        let middle = try skeleton.frame(at: 0.25, renderer: renderer)
        #expect(abs(gray(middle, x: 25) - 0.51) < 0.02)
        #expect(gray(middle, x: 49) > 0.97 || gray(middle, x: 50) > 0.97)
        #expect(abs(gray(middle, x: 75) - 0.49) < 0.02)
        #expect(gray(middle, x: 0) < 0.02 && gray(middle, x: 99) < 0.02)
        // t = 0 and the whole delay: background everywhere.
        for time in [0, 0.5, 1.0, 1.4, 1.5] {
            let frame = try skeleton.frame(at: time, renderer: renderer)
            #expect((0..<100).allSatisfy { gray(frame, x: $0) < 0.02 }, "t = \(time)")
        }
        #expect(skeleton.time == 0, "frame(at:) leaves the time as it was")
    }

    @Test func aLeftBandMirrorsARightOne() throws {
        let time = 0.125
        let right = try stripe(direction: .right).frame(at: time, renderer: renderer)
        let left = try stripe(direction: .left).frame(at: time, renderer: renderer)
        // s = ease(0.25) ≈ 0.129: right stops [−0.74, −0.37, 0.26], left [0.74, 1.37, 1.74].
        #expect(gray(right, x: 10) > 0.3 && gray(right, x: 40) < 0.02)
        for x in 0..<100 { #expect(abs(gray(right, x: x) - gray(left, x: 99 - x)) < 0.02) }
    }

    @Test func negativeTimesWrapAndNonFiniteTimesAreErrors() throws {
        let skeleton = stripe()
        #expect(try skeleton.frame(at: -1.25, renderer: renderer) == skeleton.frame(at: 0.25, renderer: renderer))
        #expect(throws: SkeletonError.nonFiniteTime(.infinity)) { try skeleton.frame(at: .infinity, renderer: renderer) }
        #expect(throws: SkeletonError.self) { try skeleton.frame(at: .nan, renderer: renderer) }
    }

    @Test func zeroDurationsDrawTheBandAtItsStart() throws {
        let skeleton = stripe()
        skeleton.movingAnimationDuration = 0
        skeleton.delayBetweenAnimationLoops = 0
        #expect(skeleton.loopDuration == 0)
        let frame = try skeleton.frame(at: 0.25, renderer: renderer)
        #expect((0..<100).allSatisfy { gray(frame, x: $0) < 0.02 })
        #expect(try skeleton.frames(framesPerSecond: 30, renderer: renderer).count == 1)
    }

    @Test func anEmptySkeletonIsARenderErrorNotACrash() {
        #expect(throws: RenderError.self) { try SkeletonView().frame(at: 0, renderer: renderer) }
    }

    // MARK: - Sequences

    @Test func framesOfALoopStripAndAnimatedPNG() throws {
        let skeleton = stripe()
        let frames = try skeleton.frames(framesPerSecond: 8, renderer: renderer)
        #expect(frames.count == 12)
        #expect(frames[2] == (try skeleton.frame(at: 0.25, renderer: renderer)))

        let strip = try skeleton.contactStrip(frameCount: 8, spacing: 4, renderer: renderer)
        #expect(strip.width == 8 * 100 + 7 * 4 && strip.height == 20)

        let data = try skeleton.animatedPNG(frameCount: 6, mergingRepeatedFrames: false, renderer: Renderer(scale: 2))
        let animation = try APNGAnimation(pngData: data)
        #expect(animation.frames.count == 6 && animation.width == 200 && animation.height == 40 && animation.loopCount == 0)
        #expect(animation.frames[0].delay == APNGFrameDelay(numerator: 1, denominator: 4))

        let perSecond = try APNGAnimation(pngData: skeleton.animatedPNG(framesPerSecond: 10, mergingRepeatedFrames: false, renderer: renderer))
        #expect(perSecond.frames.count == 15)

        // Merged: t = 0 (start), 0.1 … 0.4 (the sweep), then 0.5 … 1.4 (the rest, all alike)
        // as one frame shown for 1 s.
        let merged = try APNGAnimation(pngData: skeleton.animatedPNG(framesPerSecond: 10, renderer: renderer))
        #expect(merged.frames.count == 6)
        #expect(merged.frames.map(\.delay.duration) == [.milliseconds(100), .milliseconds(100), .milliseconds(100),
                                                         .milliseconds(100), .milliseconds(100), .seconds(1)])
    }

    @Test func badRatesAndCountsOfSequencesAreErrors() {
        let skeleton = stripe()
        #expect(throws: SkeletonError.invalidFrameRate(0)) { try skeleton.frames(framesPerSecond: 0, renderer: renderer) }
        #expect(throws: SkeletonError.invalidFrameRate(-1)) { try skeleton.animatedPNG(framesPerSecond: -1) }
        #expect(throws: SkeletonError.invalidFrameRate(0)) { try skeleton.contactStrip(frameCount: 0) }
        skeleton.delayBetweenAnimationLoops = .infinity
        #expect(throws: SkeletonError.self) { try skeleton.frames(framesPerSecond: 60, renderer: renderer) }
        #expect(throws: SkeletonError.self) { try skeleton.animatedPNG(frameCount: 100_000) }
    }

    /// Frames stay in memory until the strip or APNG is written, so the distinct frames of
    /// one sequence may hold at most 1 GiB: 3,600 frames of a tablet at scale 2 (22 MB each)
    /// are an error, not 80 GB.
    @Test func aSequenceTooLargeForMemoryIsAnError() throws {
        let tablet = 2048 * 2732 * 4
        #expect(throws: SkeletonError.sequenceTooLarge(frames: 3_600, bytesPerFrame: tablet)) {
            try SkeletonFrames.checkSequenceSize(distinctFrames: 3_600, bytesPerFrame: tablet)
        }
        try SkeletonFrames.checkSequenceSize(distinctFrames: 40, bytesPerFrame: tablet)
        try SkeletonFrames.checkSequenceSize(distinctFrames: 1_000, bytesPerFrame: 640 * 248 * 4)
        #expect(throws: SkeletonError.self) { try SkeletonFrames.checkSequenceSize(distinctFrames: 3_600, bytesPerFrame: 640 * 248 * 4) }
        try SkeletonFrames.checkSequenceSize(distinctFrames: 1, bytesPerFrame: 0)
    }

    // MARK: - Builder

    @Test func theBuilderSetsEveryProperty() {
        let line = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let skeleton = SkeletonBuilder.startBuild()
            .useAutoLayout()
            .setGradientBackgroundColor(UIColor.red)
            .setGradientMovingColor(UIColor.blue)
            .setMovingAnimationDuration(TokenDuration(300, .ms))
            .setDelayBetweenAnimationLoops(2)
            .setShimmerRatio(0.4)
            .setDirection(.left)
            .setTime(0.2)
            .addSubviews([line])
            .build()
        #expect(skeleton.gradientBackgroundColor == .red && skeleton.gradientMovingColor == .blue)
        #expect(abs(skeleton.movingAnimationDuration - 0.3) < 1e-12 && skeleton.delayBetweenAnimationLoops == 2)
        #expect(skeleton.shimmerRatio == 0.4 && skeleton.direction == .left && skeleton.time == 0.2)
        #expect(skeleton.subviews.count == 1 && !skeleton.translatesAutoresizingMaskIntoConstraints)
        #expect(UIBuilder(SkeletonView.self).view.movingAnimationDuration == 0.5)
    }
}
