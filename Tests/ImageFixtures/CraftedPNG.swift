import Foundation

/// PNGs built byte by byte, for tests of what the readers refuse: a header that announces
/// any size over a few bytes of image data, as a hostile or broken file would.
public enum CraftedPNG {
    // MARK: - Files

    /// A gray PNG whose IHDR announces `width` × `height` pixels of `bitDepth` bits, with
    /// one IDAT holding `imageData` in a stored (uncompressed) zlib stream. The default
    /// data, a single zero byte, is far too little for any size over one pixel, so a reader
    /// that got past the header would say "too little image data" rather than refuse it.
    /// A 1-bit 16,384 × 16,384 one takes 69 bytes and would decode to 1 GiB.
    public static func gray(width: Int, height: Int, bitDepth: Int = 1, imageData: [UInt8] = [0]) -> Data {
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [UInt8(bitDepth), 0, 0, 0, 0]
        return Data(signature + chunk("IHDR", header) + chunk("IDAT", storedZlib(imageData)) + chunk("IEND", []))
    }

    // MARK: - Pieces

    /// PNG's eight signature bytes.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A chunk: length, type, data and CRC-32.
    public static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    /// A zlib stream of `bytes` in one stored deflate block (at most 65,535 bytes).
    public static func storedZlib(_ bytes: [UInt8]) -> [UInt8] {
        precondition(bytes.count <= 0xFFFF)
        let length = UInt16(bytes.count)
        let lengths = [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
        return [0x78, 0x01, 0x01] + lengths + bytes + bigEndian(adler32(bytes))
    }

    // MARK: - Private

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> UInt32($0)) }
    }

    /// CRC-32 as PNG and zlib define it, bit by bit: slow, and plenty for a few bytes.
    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 {
                crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
            }
        }
        return ~crc
    }

    private static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }
}
