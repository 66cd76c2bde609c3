/// How long an APNG frame shows: `numerator ÷ denominator` seconds, as fcTL stores it.
/// A denominator of 0 means hundredths of a second, as the APNG specification says.
public struct APNGFrameDelay: Sendable, Hashable, CustomStringConvertible {
    // MARK: - Properties

    /// Seconds times `denominator`.
    public let numerator: UInt16
    /// Parts of a second; 0 means 100.
    public let denominator: UInt16

    /// The delay as a duration.
    public var duration: Duration {
        .nanoseconds(Int64(numerator) * 1_000_000_000 / Int64(denominator == 0 ? 100 : denominator))
    }

    /// The delay as `numerator/denominator s`, a denominator of 0 shown as 100.
    public var description: String {
        "\(numerator)/\(denominator == 0 ? 100 : denominator) s"
    }

    // MARK: - Initializers

    /// `numerator ÷ denominator` seconds, stored as given.
    public init(numerator: UInt16, denominator: UInt16) {
        self.numerator = numerator
        self.denominator = denominator
    }

    /// The delay closest to `duration` in milliseconds (or, past 65.535 s, hundredths, then
    /// whole seconds up to 65,535, longer durations saturating there); zero and negative
    /// durations are 0. The fraction is reduced, so 40 ms is 1/25 s. Never traps.
    public init(_ duration: Duration) {
        // Zero and negative durations (negative sub-second ones have 0 seconds and negative
        // attoseconds) are 0; from 65,535 s on, the longest delay. Between, whole seconds
        // below 65,535 keep the millisecond count far from overflowing.
        guard duration > .zero else {
            self.init(numerator: 0, denominator: 1)
            return
        }
        let (seconds, attoseconds) = duration.components
        let milliseconds: Int64 = seconds >= Self.longestSeconds
            ? Self.longestSeconds * 1000
            : seconds * 1000 + (attoseconds + 500_000_000_000_000) / 1_000_000_000_000_000
        let (numerator, denominator): (Int64, Int64) = if milliseconds <= 65_535 {
            (milliseconds, 1000)
        } else if milliseconds / 10 <= 65_535 {
            ((milliseconds + 5) / 10, 100)
        } else {
            (min(Self.longestSeconds, (milliseconds + 500) / 1000), 1)
        }
        let divisor = Self.greatestCommonDivisor(numerator, denominator)
        self.init(numerator: UInt16(numerator / divisor), denominator: UInt16(denominator / divisor))
    }

    /// One frame at `framesPerSecond` (1 to 65,535): `1 / framesPerSecond` seconds.
    public init(framesPerSecond: UInt16) {
        self.init(numerator: 1, denominator: max(framesPerSecond, 1))
    }

    // MARK: - Private

    /// The longest delay fcTL can store, in seconds: 65,535/1.
    private static let longestSeconds: Int64 = 65_535

    private static func greatestCommonDivisor(_ a: Int64, _ b: Int64) -> Int64 {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return max(a, 1)
    }
}
