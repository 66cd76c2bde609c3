import Foundation
import ViewKit

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
        /// UIKit's animation options (`options`); ``View/AnimationOptions/repeat`` and
        /// ``View/AnimationOptions/autoreverse`` change ``progress(atTime:)``, the others
        /// change nothing in a render.
        public var options: UIView.AnimationOptions

        /// The curve the transition follows.
        public var curve: SpringCurve {
            SpringCurve(damping: Double(usingSpringWithDamping), initialVelocity: Double(initialSpringVelocity), duration: duration)
        }

        // MARK: - Initializers

        /// A configuration; the defaults are SurfUtils': 0.5 s, no delay, damping 0.7,
        /// velocity 0.5, options ease-out, from the current state, allowing interaction.
        public init(duration: TimeInterval = 0.5, delay: TimeInterval = 0, usingSpringWithDamping: CGFloat = 0.7,
                    initialSpringVelocity: CGFloat = 0.5,
                    options: UIView.AnimationOptions = [.curveEaseOut, .beginFromCurrentState, .allowUserInteraction]) {
            self.duration = duration
            self.delay = delay
            self.usingSpringWithDamping = usingSpringWithDamping
            self.initialSpringVelocity = initialSpringVelocity
            self.options = options
        }

        // MARK: - Timing

        /// The transition's progress, 0 to 1, `time` seconds after the switch was toggled:
        /// 0 during the delay, 1 from the end on. +∞ counts as the end; −∞ and NaN as the
        /// start. With ``View/AnimationOptions/autoreverse`` the transition runs forward,
        /// then back, and ends at 1 (UIKit shows the final value once it is over); with
        /// ``View/AnimationOptions/repeat`` it starts over without end (forward and back
        /// with both), so +∞ counts as the end of a cycle.
        public func progress(atTime time: TimeInterval) -> Double {
            if time.isNaN { return 0 }
            let length = duration.isFinite && duration > 0 ? duration : 0
            let elapsed = time - (delay.isFinite ? max(0, delay) : 0)
            guard length > 0 else { return elapsed >= 0 ? 1 : 0 }
            guard elapsed > 0 else { return 0 }
            let reverses = options.contains(.autoreverse)
            let cycle = reverses ? 2 * length : length
            guard elapsed.isFinite, options.contains(.repeat) || elapsed < cycle else { return 1 }
            let position = elapsed.truncatingRemainder(dividingBy: cycle)
            guard reverses else { return min(position / length, 1) }
            return position <= length ? position / length : (cycle - position) / length
        }
    }
}
