import Render

/// A 64-bit fingerprint of an image's size and pixels, so that an equal render can be told
/// from its reference without decoding the reference's PNG.
///
/// Equal images always have equal digests; different images have different ones except
/// with a chance of about 2⁻⁶⁴ (it is not a cryptographic hash: it guards against
/// accidents, not against someone forging a collision). The value is stable across runs and
/// platforms and may be stored beside a reference; its text form is
/// `<width>x<height>:<16 hex digits>`.
public struct PixelDigest: Sendable, Hashable, Codable, LosslessStringConvertible {
    // MARK: - Properties

    /// The image's width in pixels.
    public let width: Int
    /// The image's height in pixels.
    public let height: Int
    /// The hash of the pixels.
    public let hash: UInt64

    // MARK: - Initializers

    /// The digest of `image`'s size and pixels (its scale is not part of it).
    public init(of image: PixelImage) {
        width = image.width
        height = image.height
        hash = image.pixels.withUnsafeBufferPointer { Self.hash($0, width: image.width, height: image.height) }
    }

    /// A digest read back from storage.
    public init(width: Int, height: Int, hash: UInt64) {
        self.width = width
        self.height = height
        self.hash = hash
    }

    /// A digest from its ``description``, `1920x1080:0123456789abcdef`; `nil` for any
    /// other text.
    public init?(_ description: String) {
        let parts = description.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count == 16, let hash = UInt64(parts[1], radix: 16) else { return nil }
        let size = parts[0].split(separator: "x", omittingEmptySubsequences: false)
        guard size.count == 2, let width = Int(size[0]), let height = Int(size[1]), width >= 0, height >= 0 else { return nil }
        self.init(width: width, height: height, hash: hash)
    }

    // MARK: - Reading

    /// `1920x1080:0123456789abcdef`.
    public var description: String {
        let hex = String(hash, radix: 16)
        return "\(width)x\(height):\(String(repeating: "0", count: 16 - hex.count))\(hex)"
    }

    /// Whether `image` has this size and, but for a 2⁻⁶⁴ chance, these pixels.
    public func matches(_ image: PixelImage) -> Bool {
        image.width == width && image.height == height && PixelDigest(of: image).hash == hash
    }

    // MARK: - Hashing

    private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    private static let seeds: (UInt64, UInt64, UInt64, UInt64) =
        (0x243F_6A88_85A3_08D3, 0x1319_8A2E_0370_7344, 0xA409_3822_299F_31D0, 0x082E_FA98_EC4E_6C89)

    /// Four independent lanes take 8 pixels (32 bytes) a step, each folding its word in with
    /// an add, a multiply by an odd constant and a xor-shift, so the loop runs at memory
    /// speed; the lanes, the remaining pixels and the size are then mixed by a finalizer
    /// whose every input bit reaches every output bit.
    private static func hash(_ pixels: UnsafeBufferPointer<UInt32>, width: Int, height: Int) -> UInt64 {
        var (lane0, lane1, lane2, lane3) = seeds
        let count = pixels.count
        let blocks = count / 8
        if blocks > 0, let base = pixels.baseAddress {
            let bytes = UnsafeRawPointer(base)
            for block in 0..<blocks {
                let offset = block * 32
                lane0 = fold(lane0, UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
                lane1 = fold(lane1, UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)))
                lane2 = fold(lane2, UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)))
                lane3 = fold(lane3, UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)))
            }
        }
        for index in blocks * 8..<count {
            lane0 = fold(lane0, UInt64(pixels[index]))
        }
        var result = UInt64(truncatingIfNeeded: width) &* multiplier ^ UInt64(truncatingIfNeeded: height)
        result = fold(result, finalize(lane0))
        result = fold(result, finalize(lane1))
        result = fold(result, finalize(lane2))
        result = fold(result, finalize(lane3))
        return finalize(result ^ UInt64(truncatingIfNeeded: count))
    }

    @inline(__always)
    private static func fold(_ lane: UInt64, _ word: UInt64) -> UInt64 {
        let mixed = (lane &+ word) &* multiplier
        return mixed ^ (mixed >> 31)
    }

    /// A full-avalanche 64-bit mix (two multiply and xor-shift rounds).
    @inline(__always)
    private static func finalize(_ value: UInt64) -> UInt64 {
        var value = value ^ (value >> 33)
        value = value &* 0xFF51_AFD7_ED55_8CCD
        value ^= value >> 33
        value = value &* 0xC4CE_B9FE_1A85_EC53
        return value ^ (value >> 33)
    }
}
