import Foundation

/// The fuzz input read as a stream of choices: bytes, picks from a list, and numbers that
/// are mostly the values renderers get wrong (zero, negative zero, tiny, huge, just past a
/// limit) and sometimes any 64-bit pattern. Reading past the end gives zeros, so every
/// input, however short, makes a whole design system.
struct FuzzBytes {
    // MARK: - Properties

    private let bytes: [UInt8]
    private var index = 0

    /// Lengths, sizes and factors around every limit of TokenModel and Render: Cairo's
    /// fixed point (8.4e6), Pango's units (2.1e6 pt in Int32), the validated bounds,
    /// `Int.max`, the largest finite Double.
    static let interesting: [Double] = [
        0, -0.0, 1, 0.5, 2, 3, 8, 16, 24, 100, 0.001, 1e-7, .leastNonzeroMagnitude, .leastNormalMagnitude,
        255, 256, 999.999, 1000, 1000.5, 4096, 4097, 10_000, 65_535, 65_536, 100_000,
        999_999, 1_000_000, 1_000_000.5, 2_097_151, 2_097_152, 8_388_608, 1e7,
        2_147_483_647, 2_147_483_648, 4_294_967_296, 9_007_199_254_740_992, 9.3e18, 1e100,
        1e300, 1.7976931348623157e308,
    ]

    // MARK: - Initializers

    init(_ start: UnsafeRawPointer, count: Int) {
        bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    }

    // MARK: - Reading

    mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    mutating func bool() -> Bool {
        byte() & 1 == 1
    }

    /// One of `choices`, which must not be empty.
    mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int(byte()) % choices.count]
    }

    /// A number for a token file: finite (JSON has no NaN), either sign; a value from
    /// ``interesting`` most of the time, else any 64-bit pattern that is finite.
    mutating func number() -> Double {
        let selector = byte()
        let negative = selector & 0x80 != 0
        let value: Double
        if selector & 0x7F < 0x70 {
            value = Self.interesting[Int(selector & 0x7F) % Self.interesting.count]
        } else {
            var bits: UInt64 = 0
            for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
            let raw = Double(bitPattern: bits)
            value = raw.isFinite ? abs(raw) : .greatestFiniteMagnitude
        }
        return negative ? -value : value
    }

    /// A ``number()`` within ±`limit`: kept when it is, else its remainder by `limit` (a
    /// value just past the limit becomes a small one of the same sign). `limit` itself is
    /// among the values, so the bound is reached exactly.
    mutating func number(within limit: Double) -> Double {
        let value = number()
        return abs(value) <= limit ? value : value.truncatingRemainder(dividingBy: limit)
    }

    /// A number greater than 0 and at most `limit`: a ``number(within:)`` made positive,
    /// 0 becoming the smallest Double.
    mutating func positive(within limit: Double) -> Double {
        max(abs(number(within: limit)), .leastNonzeroMagnitude)
    }

    /// Like ``number()`` but NaN and the infinities too, for values handed to Render
    /// directly (a builder's caller may compute them).
    mutating func anyNumber() -> Double {
        switch byte() % 16 {
        case 0: .nan
        case 1: .infinity
        case 2: -.infinity
        default: number()
        }
    }

    /// A number in 0…1, in 256 steps: color components and alphas.
    mutating func unit() -> Double {
        Double(byte()) / 255
    }
}
