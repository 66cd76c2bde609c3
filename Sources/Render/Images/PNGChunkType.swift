import Foundation

/// The four-letter chunk types the PNG and APNG code reads and writes, as big-endian numbers.
enum PNGChunkType {
    // MARK: - Types

    static let header: UInt32 = 0x4948_4452 // IHDR
    static let palette: UInt32 = 0x504C_5445 // PLTE
    static let transparency: UInt32 = 0x7452_4E53 // tRNS
    static let imageData: UInt32 = 0x4944_4154 // IDAT
    static let end: UInt32 = 0x4945_4E44 // IEND
    static let animationControl: UInt32 = 0x6163_544C // acTL
    static let frameControl: UInt32 = 0x6663_544C // fcTL
    static let frameData: UInt32 = 0x6664_4154 // fdAT

    /// The eight bytes every PNG starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    // MARK: - Properties of a type

    /// Whether a chunk of `type` is critical: a decoder must understand it (bit 5 of the first letter is clear).
    static func isCritical(_ type: UInt32) -> Bool {
        type & 0x2000_0000 == 0
    }

    /// Whether all four bytes of `type` are ASCII letters, as PNG requires.
    static func isValid(_ type: UInt32) -> Bool {
        letters(of: type).allSatisfy { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
    }

    /// The type as its four letters, or as hexadecimal when it is not four letters, for error messages.
    static func name(_ type: UInt32) -> String {
        let bytes = letters(of: type)
        guard isValid(type) else { return bytes.map { String(format: "%02X", $0) }.joined() }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: - Private

    private static func letters(of type: UInt32) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: type >> UInt32($0)) }
    }
}
