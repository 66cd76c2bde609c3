import Foundation

/// The timing of a UIKit spring animation (`animate(withDuration:delay:usingSpringWithDamping:
/// initialSpringVelocity:)`): how far along its way, from 0 to 1, the animated value is at
/// each moment, evaluated as a damped harmonic oscillator.
///
/// UIKit does not publish its curve, so this is a faithful model, not a copy:
/// - the oscillator starts at 0 and settles at 1 with damping ratio ``damping`` (below 1 it
///   overshoots and swings back, 1 is critical, above 1 creeps);
/// - its initial speed is ``initialVelocity`` times the whole distance per second, as
///   UIKit defines `initialSpringVelocity`;
/// - its natural frequency is chosen so that the envelope `e^(−ζωt)` has fallen to 0.1 % at
///   the end of ``duration``, as UIKit fits the spring into the duration (for the switch's
///   underdamped 0.7 the motion has then died down; an overdamped spring creeps slower
///   and is cut at progress 1);
/// - the value at progress 1 is exactly 1, where UIKit ends the animation.
public struct SpringCurve: Sendable, Hashable {
    // MARK: - Properties

    /// The damping ratio, at least 0.01 (0 would never settle).
    public let damping: Double
    /// The initial speed, in distances per second.
    public let initialVelocity: Double
    /// The length of the animation in seconds, at least 1 ms.
    public let duration: Double

    /// The residue left at the end of the duration, relative to the distance.
    private static let settledResidue = 0.001

    // MARK: - Initializers

    /// A curve with UIKit's parameters; values that are not finite or out of range are
    /// replaced by the nearest sensible one (damping 0.01…, duration 1 ms…, velocity 0).
    public init(damping: Double, initialVelocity: Double, duration: Double) {
        self.damping = damping.isFinite ? max(0.01, damping) : 1
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        self.duration = duration.isFinite ? max(0.001, duration) : 0.001
    }

    // MARK: - Evaluating

    /// The value at `progress` of the duration (0 to 1; clamped, NaN counts as 0): 0 at
    /// the start, exactly 1 at the end, and possibly above 1 on the way when the spring
    /// is underdamped.
    public func value(atProgress progress: Double) -> Double {
        let progress = progress.isNaN ? 0 : min(max(progress, 0), 1)
        if progress == 1 { return 1 }
        let time = progress * duration
        let zeta = damping, v0 = initialVelocity
        // ζ·ω₀·duration = ln(1/residue): the envelope e^(−ζω₀t) has decayed by then.
        let omega = -log(Self.settledResidue) / (min(zeta, 1) * duration)
        // Displacement from the target: y(0) = −1, y'(0) = v0; the value is 1 + y(t).
        let displacement: Double
        if zeta < 1 {
            let dampedOmega = omega * (1 - zeta * zeta).squareRoot()
            let b = (v0 - zeta * omega) / dampedOmega
            displacement = exp(-zeta * omega * time) * (-cos(dampedOmega * time) + b * sin(dampedOmega * time))
        } else if zeta == 1 {
            displacement = exp(-omega * time) * (-1 + (v0 - omega) * time)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
            let c2 = (v0 + r1) / (r2 - r1), c1 = -1 - c2
            displacement = c1 * exp(r1 * time) + c2 * exp(r2 * time)
        }
        return 1 + displacement
    }
}
