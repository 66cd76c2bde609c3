/// A 128-bit hash, two 64-bit FNV-1a lanes with different offsets and primes over the same
/// bytes, that is the same in every process and on every machine (Swift's `Hasher` is
/// seeded per process), for the content keys of pictures. Not cryptographic: it names
/// pictures, it does not guard them.
struct StableHash {
    // MARK: - Properties

    private var low: UInt64 = 0xcbf2_9ce4_8422_2325
    private var high: UInt64 = 0x6c62_272e_07bb_0142

    /// How many hex digits ``hex`` has.
    static let hexLength = 32

    // MARK: - Hashing

    mutating func combine(_ text: String) {
        for byte in text.utf8 { combine(byte) }
        // A separator that UTF-8 never produces, so ("ab", "c") and ("a", "bc") differ.
        combine(0xFF)
    }

    /// 32 lowercase hex digits.
    var hex: String {
        [high, low].map { lane in
            let digits = String(lane, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined()
    }

    /// The hash of `parts`, in order.
    static func hex(_ parts: String...) -> String {
        var hash = StableHash()
        for part in parts { hash.combine(part) }
        return hash.hex
    }

    // MARK: - Private

    private mutating func combine(_ byte: UInt8) {
        // The high lane's prime is not FNV's; it only has to differ from the low one's.
        low = (low ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        high = (high ^ UInt64(byte)) &* 0x0000_0100_0000_0233
    }
}
