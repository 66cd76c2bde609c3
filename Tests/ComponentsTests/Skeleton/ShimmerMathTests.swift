import Builders
import Foundation
import Testing
import TokenModel

/// COMPONENTS.md's shimmer math: the ease curve, `τ = t mod T`, the stop locations in both
/// directions (including the delay and the loop's wrap), the ratio's clamp and the color
/// at a point.
@Suite("Shimmer math")
struct ShimmerMathTests {
    // MARK: - Fixtures

    /// The seed's default timing: a 0.5 s sweep and a 1 s rest, `T = 1.5`.
    private let timing = ShimmerTiming(movingDuration: 0.5, delay: 1)

    private func expectStops(_ stops: ShimmerBand.Stops, _ expected: [Double], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for (actual, wanted) in zip(stops.locations, expected) {
            #expect(abs(actual - wanted) < 1e-9, "\(stops.locations) is not \(expected)", sourceLocation: sourceLocation)
        }
    }

    // MARK: - Easing

    @Test func easeInEaseOutMatchesCubicBezier() {
        let ease = CubicBezier.easeInOut
        #expect(ease.value(at: 0) == 0 && ease.value(at: 1) == 1)
        #expect(abs(ease.value(at: 0.5) - 0.5) < 1e-9)
        // Values of cubicBezier(0.42, 0, 0.58, 1) solved by bisection to 1e-15.
        #expect(abs(ease.value(at: 0.1) - 0.019722453548311) < 1e-7)
        #expect(abs(ease.value(at: 0.25) - 0.129161931047320) < 1e-7)
        #expect(abs(ease.value(at: 0.75) - 0.870838068952680) < 1e-7)
        #expect(ease.value(at: -3) == 0 && ease.value(at: 7) == 1 && ease.value(at: .nan) == 0)
    }

    // MARK: - Timing

    @Test func timeInLoopWrapsEveryLoopIncludingNegativeTimes() {
        #expect(timing.loopDuration == 1.5)
        #expect(abs(timing.timeInLoop(at: 1.75) - 0.25) < 1e-12)
        #expect(abs(timing.timeInLoop(at: -1.25) - 0.25) < 1e-12)
        #expect(timing.timeInLoop(at: 3) == 0)
        #expect(timing.timeInLoop(at: .nan) == 0 && timing.timeInLoop(at: .infinity) == 0 && timing.timeInLoop(at: -.infinity) == 0)
    }

    @Test func progressEasesDuringTheSweepAndRestsAtTheStartDuringTheDelay() {
        #expect(timing.progress(at: 0) == 0)
        #expect(abs(timing.progress(at: 0.125) - 0.129161931047320) < 1e-7)
        #expect(abs(timing.progress(at: 0.25) - 0.5) < 1e-9)
        // From τ = moving on, the band is back at its start for the whole delay.
        #expect(timing.progress(at: 0.5) == 0 && timing.progress(at: 1.0) == 0 && timing.progress(at: 1.4999) == 0)
        // The next loop.
        #expect(abs(timing.progress(at: 1.75) - 0.5) < 1e-9)
    }

    @Test(arguments: [(0.0, 0.0), (-1.0, 2.0), (.nan, .nan), (0.0, -.infinity)])
    func zeroNegativeOrNaNDurationsKeepTheBandAtItsStart(moving: Double, delay: Double) {
        let timing = ShimmerTiming(movingDuration: moving, delay: delay)
        #expect(timing.movingDuration == 0 && timing.delay >= 0)
        for time in [0, 0.3, 1, -5, 1e12] { #expect(timing.progress(at: time) == 0) }
    }

    @Test func aZeroDelaySweepsAgainAtOnce() {
        let timing = ShimmerTiming(movingDuration: 1, delay: 0)
        #expect(abs(timing.progress(at: 1.5) - 0.5) < 1e-9)
        #expect(timing.progress(at: 1) == 0)
    }

    @Test func anInfiniteDelaySweepsOnce() {
        let timing = ShimmerTiming(movingDuration: 1, delay: .infinity)
        #expect(abs(timing.progress(at: 0.5) - 0.5) < 1e-9)
        #expect(timing.progress(at: 2) == 0 && timing.progress(at: 1e9) == 0)
    }

    // MARK: - Stops

    @Test func stopsMoveRightFromLeftOfTheView() {
        let band = ShimmerBand(ratio: 1, direction: .right)
        expectStops(band.stops(at: 0, timing: timing), [-1, -0.5, 0])
        expectStops(band.stops(at: 0.25, timing: timing), [0, 0.5, 1])
        let s = 0.129161931047320
        expectStops(band.stops(at: 0.125, timing: timing), [-1 + 2 * s, -0.5 + 2 * s, 2 * s])
        expectStops(band.stops(atProgress: 1), [1, 1.5, 2])
        // During the delay and at the wrap: at the start.
        expectStops(band.stops(at: 0.5, timing: timing), [-1, -0.5, 0])
        expectStops(band.stops(at: 1.2, timing: timing), [-1, -0.5, 0])
        expectStops(band.stops(at: 1.5, timing: timing), [-1, -0.5, 0])
        expectStops(band.stops(at: 1.75, timing: timing), [0, 0.5, 1])
    }

    @Test func stopsMoveLeftFromRightOfTheView() {
        let band = ShimmerBand(ratio: 1, direction: .left)
        expectStops(band.stops(at: 0, timing: timing), [1, 1.5, 2])
        expectStops(band.stops(at: 0.25, timing: timing), [0, 0.5, 1])
        expectStops(band.stops(atProgress: 1), [-1, -0.5, 0])
        expectStops(band.stops(at: 0.9, timing: timing), [1, 1.5, 2])
        expectStops(band.stops(at: 3.25, timing: timing), [0, 0.5, 1])
    }

    @Test func aNarrowBandTravelsOnePlusItsRatio() {
        let right = ShimmerBand(ratio: 0.5, direction: .right)
        expectStops(right.stops(at: 0, timing: timing), [-0.5, -0.25, 0])
        expectStops(right.stops(at: 0.25, timing: timing), [0.25, 0.5, 0.75])
        expectStops(right.stops(atProgress: 1), [1, 1.25, 1.5])
        let left = ShimmerBand(ratio: 0.5, direction: .left)
        expectStops(left.stops(at: 0, timing: timing), [1, 1.25, 1.5])
        expectStops(left.stops(at: 0.25, timing: timing), [0.25, 0.5, 0.75])
        expectStops(left.stops(atProgress: 1), [-0.5, -0.25, 0])
    }

    @Test(arguments: [(1.5, 1.0), (-0.2, 0.0), (Double.nan, 0.0), (Double.infinity, 1.0), (0.3, 0.3)])
    func theRatioIsClampedToZeroToOne(given: Double, clamped: Double) {
        #expect(ShimmerBand(ratio: given, direction: .right).ratio == clamped)
    }

    @Test func aZeroRatioShowsNoBand() {
        let band = ShimmerBand(ratio: 0, direction: .right)
        #expect(!band.isVisible)
        let stops = band.stops(at: 0.25, timing: timing)
        #expect(stops.l0 == stops.l1 && stops.l1 == stops.l2)
        for u in stride(from: -0.5, through: 1.5, by: 0.125) {
            #expect(ShimmerBand.color(atU: u, stops: stops, background: .red, moving: .blue) == .red)
        }
    }

    // MARK: - Colors

    @Test func colorsInterpolateLinearlyInRGBAInsideTheBand() {
        let background = Color(red: 0, green: 0, blue: 0, alpha: 0.4)
        let moving = Color(red: 1, green: 0.5, blue: 0, alpha: 1)
        let stops = ShimmerBand.Stops(0.2, 0.4, 0.6)
        func components(_ u: Double) -> [Double] {
            ShimmerBand.color(atU: u, stops: stops, background: background, moving: moving).rgbaComponents
        }
        #expect(components(0.1) == background.rgbaComponents && components(0.7) == background.rgbaComponents)
        #expect(components(0.2) == background.rgbaComponents && components(0.6) == background.rgbaComponents)
        #expect(components(0.4) == moving.rgbaComponents)
        let quarter = components(0.25), threeQuarters = components(0.55)
        for (actual, expected) in zip(quarter, [0.25, 0.125, 0, 0.55]) { #expect(abs(actual - expected) < 1e-9) }
        for (actual, expected) in zip(threeQuarters, [0.25, 0.125, 0, 0.55]) { #expect(abs(actual - expected) < 1e-9) }
    }

    // MARK: - Frame times

    @Test func aLoopAtAFrameRateHasRoundOfTTimesRateFrames() throws {
        let times = try SkeletonFrames.times(loopDuration: 1.5, framesPerSecond: 60)
        #expect(times.count == 90 && times[1] == 1.0 / 60 && times.last == 89.0 / 60)
        #expect(try SkeletonFrames.times(loopDuration: 0, framesPerSecond: 30) == [0])
        #expect(try SkeletonFrames.times(loopDuration: 1.5, count: 3) == [0, 0.5, 1])
    }

    @Test func badFrameRatesAndCountsAreClearErrors() {
        #expect(throws: SkeletonError.invalidFrameRate(0)) { try SkeletonFrames.times(loopDuration: 1, framesPerSecond: 0) }
        #expect(throws: SkeletonError.invalidFrameRate(-24)) { try SkeletonFrames.times(loopDuration: 1, framesPerSecond: -24) }
        #expect(throws: SkeletonError.invalidFrameRate(0)) { try SkeletonFrames.times(loopDuration: 1, count: 0) }
        #expect(throws: SkeletonError.self) { try SkeletonFrames.times(loopDuration: .infinity, framesPerSecond: 60) }
        #expect(throws: SkeletonError.self) { try SkeletonFrames.times(loopDuration: 1e6, framesPerSecond: 60) }
        #expect(throws: SkeletonError.self) { try SkeletonFrames.times(loopDuration: 1, count: Int.max) }
        #expect(SkeletonError.invalidFrameRate(0).description == "0.0 is not a positive, finite frame rate or frame count")
    }
}
