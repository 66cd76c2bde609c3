import CZlib

/// The CRC-32 of `count` bytes at `bytes` (zlib's, which is PNG's).
func pngCRC(_ bytes: UnsafeRawPointer, count: Int) -> UInt32 {
    var crc: UInt = 0
    var pointer = bytes.assumingMemoryBound(to: UInt8.self)
    var remaining = count
    while remaining > 0 {
        let step = min(remaining, 1 << 30)
        crc = crc32(crc, pointer, uInt(step))
        pointer += step
        remaining -= step
    }
    return UInt32(truncatingIfNeeded: crc)
}
