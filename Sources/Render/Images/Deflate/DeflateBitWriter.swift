/// Writes deflate's bit stream (RFC 1951, least significant bit first) into memory the
/// caller has sized, four whole bytes at a time.
struct DeflateBitWriter {
    // MARK: - Properties

    /// Where the next whole bytes go; the caller moves it when the memory moves.
    var output: UnsafeMutablePointer<UInt8>
    /// Bits not yet stored, lowest first.
    private var pending: UInt64 = 0
    /// How many of `pending`'s bits count, 0 to 31 between calls.
    private var pendingCount = 0

    // MARK: - Initializers

    /// A writer that starts at `output`.
    init(output: UnsafeMutablePointer<UInt8>) {
        self.output = output
    }

    // MARK: - Writing

    /// Appends the low `count` bits of `bits` (at most 32; higher bits must be 0).
    @inline(__always)
    mutating func write(_ bits: UInt32, count: Int) {
        pending |= UInt64(bits) << UInt64(pendingCount)
        pendingCount += count
        if pendingCount >= 32 {
            UnsafeMutableRawPointer(output).storeBytes(of: UInt32(truncatingIfNeeded: pending).littleEndian, as: UInt32.self)
            output += 4
            pending >>= 32
            pendingCount -= 32
        }
    }

    /// Pads with zero bits to a whole byte and stores what is pending; returns the end of
    /// the written bytes.
    mutating func finish() -> UnsafeMutablePointer<UInt8> {
        while pendingCount > 0 {
            output.pointee = UInt8(truncatingIfNeeded: pending)
            output += 1
            pending >>= 8
            pendingCount = max(pendingCount - 8, 0)
        }
        return output
    }
}
