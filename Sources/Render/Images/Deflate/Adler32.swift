/// The Adler-32 checksum that ends a zlib stream (RFC 1950), updated byte by byte for
/// literals and in a few steps for a run that repeats the bytes before it, so a long run of
/// repeated pixels costs no more than a short one.
struct Adler32 {
    // MARK: - Properties

    /// The largest prime below 2¹⁶ (a computed constant, so the compiler divides by multiplying).
    private static var modulus: UInt64 { 65521 }

    /// The sum of the bytes plus one, modulo 65521 when last reduced.
    private var sum: UInt64 = 1
    /// The sum of the running sums, modulo 65521 when last reduced.
    private var sumOfSums: UInt64 = 0

    /// The checksum of every byte added so far.
    var value: UInt32 {
        UInt32(truncatingIfNeeded: (sumOfSums % Self.modulus) << 16 | (sum % Self.modulus))
    }

    // MARK: - Adding bytes

    /// Adds one byte. Without ``reduce()`` the sums stay below 2⁴¹ for 65,536 bytes, far
    /// within 64 bits.
    @inline(__always)
    mutating func add(_ byte: UInt8) {
        sum &+= UInt64(byte)
        sumOfSums &+= sum
    }

    /// Adds `count` bytes that repeat `pattern` (its `period` bytes, the bytes just before
    /// the run): byte `i` of the run is `pattern[i % period]`. A few multiplications
    /// whatever the count; `count` is at most 2²⁰, so the sums stay within 64 bits.
    mutating func addRepeating(_ pattern: UnsafePointer<UInt8>, period: Int, count: Int) {
        // Byte `i` (from 0) adds itself to `sum`, and to `sumOfSums` once for each byte from
        // it to the run's end: its weight is `count - i`. The run is `wholePeriods` copies
        // of the pattern, then its first `remainder` bytes. Copy `k` weighs pattern byte `j`
        // `count - k·period - j`; summed over the copies that is
        // `patternSum·(wholePeriods·count - period·wholePeriods·(wholePeriods-1)/2) - wholePeriods·Σ j·p[j]`.
        let wholePeriods = period == 4 ? count >> 2 : count / period
        let remainder = count - wholePeriods * period
        var patternSum: UInt64 = 0
        var positionWeighted: UInt64 = 0
        var remainderSum: UInt64 = 0
        var remainderWeighted: UInt64 = 0
        for index in 0..<period {
            let value = UInt64(pattern[index])
            patternSum &+= value
            positionWeighted &+= UInt64(index) &* value
            if index < remainder {
                remainderSum &+= value
                remainderWeighted &+= UInt64(remainder - index) &* value
            }
        }
        let copies = UInt64(wholePeriods)
        let length = UInt64(count)
        let copyWeights = copies &* length &- UInt64(period) &* (copies &* (copies &- 1) / 2)
        let weighted = patternSum &* copyWeights &- copies &* positionWeighted &+ remainderWeighted
        sumOfSums = (sumOfSums % Self.modulus &+ length &* (sum % Self.modulus) &+ weighted) % Self.modulus
        sum = (sum &+ copies &* patternSum &+ remainderSum) % Self.modulus
    }

    /// Brings both sums below 65521; call at least every 65,536 bytes of ``add(_:)``.
    @inline(__always)
    mutating func reduce() {
        sum %= Self.modulus
        sumOfSums %= Self.modulus
    }
}
