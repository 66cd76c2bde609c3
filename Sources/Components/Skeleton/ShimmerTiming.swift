import Foundation
import TokenModel

/// When a skeleton's band is where: one loop is a sweep of ``movingDuration`` then a rest
/// of ``delay`` with the band at its start, repeated forever. Pure, so tests and the
/// frame renderer share it.
public struct ShimmerTiming: Sendable, Hashable {
    // MARK: - Properties

    /// How long one sweep takes, in seconds, at least 0.
    public let movingDuration: TimeInterval
    /// The rest between sweeps, in seconds, at least 0.
    public let delay: TimeInterval
    /// The curve of the sweep.
    public let easing: CubicBezier

    /// One loop, `T = moving + delay`.
    public var loopDuration: TimeInterval { movingDuration + delay }

    // MARK: - Initializers

    /// A timing of `movingDuration` and `delay`. Negative or NaN durations count as 0, so
    /// a bad value stops the band rather than making the timing meaningless.
    public init(movingDuration: TimeInterval, delay: TimeInterval, easing: CubicBezier = .easeInOut) {
        self.movingDuration = Self.sanitized(movingDuration)
        self.delay = Self.sanitized(delay)
        self.easing = easing
    }

    // MARK: - Progress

    /// The time into the loop at `time`, `τ = t mod T` in `0..<T` (negative times wrap
    /// too); 0 when `T` is 0 or `t` is not finite; `t` itself (at least 0) when `T` is
    /// infinite.
    public func timeInLoop(at time: TimeInterval) -> TimeInterval {
        let period = loopDuration
        guard time.isFinite, period > 0 else { return 0 }
        guard period.isFinite else { return max(time, 0) }
        let remainder = time - (time / period).rounded(.down) * period
        // Rounding can leave a remainder of exactly `period` for a tiny negative time.
        return remainder >= period ? 0 : max(remainder, 0)
    }

    /// How far the band has swept at `time`, `s` in 0…1: `ease(τ / moving)` while
    /// `τ < moving`, 0 (the start) during the delay. A zero moving duration, or a time that
    /// is not finite, keeps the band at its start.
    public func progress(at time: TimeInterval) -> Double {
        let tau = timeInLoop(at: time)
        guard movingDuration > 0, tau < movingDuration else { return 0 }
        return easing.value(at: tau / movingDuration)
    }

    // MARK: - Private

    private static func sanitized(_ duration: TimeInterval) -> TimeInterval {
        duration > 0 ? duration : 0
    }
}
