import CZlib
import Foundation
@testable import Render
import Testing

/// The decoded-size limit, checked from the IHDR before anything is allocated, and the
/// inflater that never produces more than the header calls for.
@Suite("PNG decoding limit")
struct PNGDecodingLimitTests {
    /// A 1-bit gray PNG of `width` × `height` whose data is a single byte: far too little,
    /// so a decoder that got past the header would say so instead of refusing it.
    private func announcing(width: Int, height: Int, bitDepth: Int = 1) -> Data {
        HandBuiltPNG.png(width: width, height: height, bitDepth: bitDepth, colorType: 0, scanlines: [0])
    }

    /// The reason of the `invalidPNG` error decoding `data` with `limit` throws; `nil` if none.
    private func reason(decoding data: Data, limit: PNGDecodingLimit = .default) -> String? {
        do {
            _ = try PixelImage(pngData: data, limit: limit)
            return nil
        } catch {
            guard case .invalidPNG(let reason) = error else { return "\(error)" }
            return reason
        }
    }

    // MARK: - The limit

    @Test func aOneBitGibibyteImageIsRefusedFromItsHeader() {
        let bomb = announcing(width: 16_384, height: 16_384)
        #expect(bomb.count < 100)
        #expect(reason(decoding: bomb) == "16384 × 16384 pixels take 1024 MiB decoded, over the limit of 256 MiB")
    }

    @Test func theDefaultAllowsExactly256MiB() {
        #expect(PNGDecodingLimit.default.maximumDecodedBytes == 256 << 20)
        #expect(PNGDecodingLimit.default.refusal(width: 8_192, height: 8_192) == nil)
        #expect(PNGDecodingLimit.default.refusal(width: 16_384, height: 4_096) == nil)
        #expect(PNGDecodingLimit.default.refusal(width: 8_192, height: 8_193) == "8192 × 8193 pixels take 256.1 MiB decoded, over the limit of 256 MiB")
        #expect(PNGDecodingLimit.default.refusal(width: 16_385, height: 1) == "16385 × 1 pixels is larger than 16384 × 16384")
        #expect(PNGDecodingLimit.default.description == "256 MiB of decoded pixels, 16384 pixels a side")
    }

    @Test func aLargerLimitLetsDecodingGoOnToTheData() throws {
        let limit = try #require(PNGDecodingLimit(mebibytes: 1_024))
        // Past the limit the decoder reaches the data, which is far too short.
        #expect(reason(decoding: announcing(width: 16_384, height: 16_384), limit: limit)?.contains("too little image data") == true)
        let small = try #require(PNGDecodingLimit(mebibytes: 1))
        #expect(reason(decoding: announcing(width: 1_024, height: 512), limit: small) == "1024 × 512 pixels take 2 MiB decoded, over the limit of 1 MiB")
    }

    @Test(arguments: [0, -1, Int.max / 1_000])
    func aLimitMustBeAtLeastOneMiB(mebibytes: Int) {
        #expect(PNGDecodingLimit(mebibytes: mebibytes) == nil)
    }

    // MARK: - The header alone

    @Test func theHeaderIsReadFromItsFirstBytes() throws {
        let bomb = announcing(width: 16_384, height: 16_384)
        let header = try PNGImageHeader(pngData: bomb.prefix(PNGImageHeader.byteCount))
        #expect(header.width == 16_384 && header.height == 16_384)
        #expect(header.decodedBytes == 1 << 30)
        #expect(throws: RenderError.self) { try PNGImageHeader(pngData: bomb.prefix(PNGImageHeader.byteCount - 1)) }
        #expect(throws: RenderError.invalidPNG("bad signature: not a PNG file")) { try PNGImageHeader(pngData: Data("GIF89a".utf8) + bomb) }
    }

    @Test func theHeaderOfAFileReadsOnlyItsHeader() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("header-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        // Everything past the IHDR is garbage: the header is still read.
        try (announcing(width: 65, height: 64).prefix(PNGImageHeader.byteCount) + Data(repeating: 0xFF, count: 100)).write(to: file)
        let header = try PNGImageHeader(contentsOf: file)
        #expect(header.width == 65 && header.height == 64)
    }

    // MARK: - The inflater

    @Test func dataThatInflatesBeyondTheHeaderIsRefused() {
        // A 1 × 1 gray image calls for 2 bytes; the stream holds 4 MiB of zeros.
        let bomb = HandBuiltPNG.png(width: 1, height: 1, bitDepth: 8, colorType: 0, scanlines: [UInt8](repeating: 0, count: 4 << 20))
        #expect(bomb.count < 8_192)
        #expect(reason(decoding: bomb) == "more image data than 2 bytes the header calls for")
        let wide = HandBuiltPNG.png(width: 64, height: 64, bitDepth: 8, colorType: 6, scanlines: [UInt8](repeating: 0, count: 64 * 257 + 1))
        #expect(reason(decoding: wide) == "more image data than 16448 bytes the header calls for")
    }
}
