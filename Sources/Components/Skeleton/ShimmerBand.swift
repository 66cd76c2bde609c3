import Foundation
import TokenModel

/// Where the shimmer's gradient stops lie at a sweep progress, and the color it gives a
/// point: COMPONENTS.md's stop math. Locations are fractions of the view's width (`u = x / width`).
public struct ShimmerBand: Sendable, Hashable {
    // MARK: - Nested types

    /// The three stop locations `l0 < l1 < l2` of `[background, moving, background]`
    /// (equal when the ratio is 0).
    public struct Stops: Sendable, Hashable {
        /// Where the band starts: the background color's last location.
        public var l0: Double
        /// The middle of the band, where the moving color is.
        public var l1: Double
        /// Where the band ends: the background color again.
        public var l2: Double

        /// Stops at `l0`, `l1`, `l2`, as given.
        public init(_ l0: Double, _ l1: Double, _ l2: Double) {
            self.l0 = l0
            self.l1 = l1
            self.l2 = l2
        }

        /// The three locations in order.
        public var locations: [Double] { [l0, l1, l2] }
    }

    // MARK: - Properties

    /// The band's width as a fraction of the view's, clamped to 0…1 (NaN is 0: no band).
    public let ratio: Double
    /// Which way the band sweeps.
    public let direction: ShimmerDirection

    /// Whether any band shows: not when the ratio is 0.
    public var isVisible: Bool { ratio > 0 }

    // MARK: - Initializers

    /// A band of `ratio` (clamped to 0…1; NaN counts as 0) sweeping towards `direction`.
    public init(ratio: Double, direction: ShimmerDirection) {
        self.ratio = Self.clampedRatio(ratio)
        self.direction = direction
    }

    // MARK: - Stops

    /// The stops at progress `s` (clamped to 0…1): right `l_i = left_i + s·(1 + r)` from
    /// `[−r, −r/2, 0]`; left `l_i = right_i − s·(1 + r)` from `[1, 1 + r/2, 1 + r]`.
    public func stops(atProgress progress: Double) -> Stops {
        let r = ratio
        let s = progress > 0 ? min(progress, 1) : 0
        let shift = s * (1 + r)
        switch direction {
        case .right: return Stops(-r + shift, -r / 2 + shift, shift)
        case .left: return Stops(1 - shift, 1 + r / 2 - shift, 1 + r - shift)
        }
    }

    /// The stops at `time` under `timing`.
    public func stops(at time: TimeInterval, timing: ShimmerTiming) -> Stops {
        stops(atProgress: timing.progress(at: time))
    }

    // MARK: - Colors

    /// The color at `u` for these stops: `background` outside `[l0, l2]`, else the linear
    /// RGBA interpolation background → moving over `[l0, l1]` and moving → background over
    /// `[l1, l2]`. With no band (`l0 == l2`) it is the background everywhere.
    public static func color(atU u: Double, stops: Stops, background: Color, moving: Color) -> Color {
        guard stops.l2 > stops.l0, u >= stops.l0, u <= stops.l2 else { return background }
        if u <= stops.l1 {
            return background.interpolated(to: moving, fraction: (u - stops.l0) / (stops.l1 - stops.l0))
        }
        return moving.interpolated(to: background, fraction: (u - stops.l1) / (stops.l2 - stops.l1))
    }

    // MARK: - Private

    private static func clampedRatio(_ ratio: Double) -> Double {
        guard ratio > 0 else { return 0 }
        return min(ratio, 1)
    }
}
