import Foundation

extension CustomSwitch {
    /// The timing of the switch's transition: a spring animation with UIKit's parameters.
    public struct AnimationsConfiguration: Sendable, Hashable {
        // MARK: - Properties

        /// The length of the transition in seconds.
        public var duration: TimeInterval
        /// The wait before the transition starts, in seconds.
        public var delay: TimeInterval
        /// The spring's damping ratio (`usingSpringWithDamping`).
        public var usingSpringWithDamping: CGFloat
        /// The spring's initial speed in distances per second (`initialSpringVelocity`).
        public var initialSpringVelocity: CGFloat

        /// The curve the transition follows.
        public var curve: SpringCurve {
            SpringCurve(damping: Double(usingSpringWithDamping), initialVelocity: Double(initialSpringVelocity), duration: duration)
        }

        // MARK: - Initializers

        /// A configuration; the defaults are the seed's: 0.5 s, no delay, damping 0.7,
        /// velocity 0.5.
        public init(duration: TimeInterval = 0.5, delay: TimeInterval = 0, usingSpringWithDamping: CGFloat = 0.7,
                    initialSpringVelocity: CGFloat = 0.5) {
            self.duration = duration
            self.delay = delay
            self.usingSpringWithDamping = usingSpringWithDamping
            self.initialSpringVelocity = initialSpringVelocity
        }

        // MARK: - Timing

        /// The transition's progress, 0 to 1, `time` seconds after the switch was toggled:
        /// 0 during the delay, 1 from the end on. +∞ counts as the end; −∞ and NaN as the
        /// start.
        public func progress(atTime time: TimeInterval) -> Double {
            if time.isNaN { return 0 }
            let length = duration.isFinite && duration > 0 ? duration : 0
            let elapsed = time - (delay.isFinite ? max(0, delay) : 0)
            guard length > 0 else { return elapsed >= 0 ? 1 : 0 }
            return min(max(elapsed / length, 0), 1)
        }
    }
}
