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
    /// whole seconds up to 65,535); negative durations are 0. The fraction is reduced, so
    /// 40 ms is 1/25 s.
    public init(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0 else {
            self.init(numerator: 0, denominator: 1)
            return
        }
        let milliseconds = seconds.multipliedReportingOverflow(by: 1000).partialValue + (attoseconds + 500_000_000_000_000) / 1_000_000_000_000_000
        let (numerator, denominator): (Int64, Int64) = if milliseconds <= 65_535 {
            (milliseconds, 1000)
        } else if milliseconds / 10 <= 65_535 {
            ((milliseconds + 5) / 10, 100)
        } else {
            (min(65_535, (milliseconds + 500) / 1000), 1)
        }
        let divisor = Self.greatestCommonDivisor(numerator, denominator)
        self.init(numerator: UInt16(numerator / divisor), denominator: UInt16(denominator / divisor))
    }

    /// One frame at `framesPerSecond` (1 to 65,535): `1 / framesPerSecond` seconds.
    public init(framesPerSecond: UInt16) {
        self.init(numerator: 1, denominator: max(framesPerSecond, 1))
    }

    // MARK: - Private

    private static func greatestCommonDivisor(_ a: Int64, _ b: Int64) -> Int64 {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return max(a, 1)
    }
}
