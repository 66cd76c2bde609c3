import Foundation
import Render
import Testing

/// Malformed PNGs: every one is a `RenderError.invalidPNG` naming the problem, never a crash.
@Suite("PNG corruption")
struct PNGCorruptionTests {
    private let png = try! PNGTestImages.random(width: 5, height: 3, opaque: false, seed: 61).pngData()

    /// The reason of the `invalidPNG` error decoding `data` throws; `nil` if it decodes or throws something else.
    private func reason(decoding data: Data) -> String? {
        do {
            _ = try PixelImage(pngData: data)
            return nil
        } catch {
            guard case .invalidPNG(let reason) = error else { return nil }
            return reason
        }
    }

    private func expectReason(_ data: Data, contains text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let reason = reason(decoding: data)
        #expect(reason?.contains(text) == true, "reason: \(reason ?? "none")", sourceLocation: sourceLocation)
    }

    @Test func everyTruncationIsAnError() {
        for length in 0..<png.count {
            #expect(reason(decoding: png.prefix(length)) != nil, "truncated to \(length) of \(png.count) bytes")
        }
    }

    @Test func everyFlippedByteIsAnError() {
        // Past the signature every byte is covered by a length, a type or a CRC.
        for offset in 8..<png.count {
            var corrupt = png
            corrupt[offset] ^= 0x20
            #expect(reason(decoding: corrupt) != nil, "byte \(offset) flipped")
        }
    }

    @Test func aFlippedDataByteIsACRCMismatch() {
        var corrupt = png
        corrupt[20] ^= 0x01 // inside IHDR's width
        expectReason(corrupt, contains: "CRC mismatch in the IHDR")
        var imageData = png
        imageData[imageData.count - 20] ^= 0x01 // inside the IDAT
        expectReason(imageData, contains: "CRC mismatch in the IDAT")
    }

    @Test func badSignatureAndTooShortData() {
        expectReason(Data("not a png at all".utf8), contains: "bad signature")
        expectReason(Data(), contains: "too few")
        expectReason(png.prefix(8), contains: "no chunks")
        expectReason(png.prefix(20), contains: "truncated")
    }

    @Test func hugeDimensionsAreRejectedBeforeAnyAllocation() {
        let huge = HandBuiltPNG.png(width: 1_000_000, height: 1_000_000, bitDepth: 8, colorType: 6, scanlines: [0])
        expectReason(huge, contains: "larger than 16384 × 16384")
        let tooMuchData = HandBuiltPNG.png(width: 16_384, height: 16_384, bitDepth: 16, colorType: 6, scanlines: [0])
        expectReason(tooMuchData, contains: "MiB of data")
        // Within the limits (256 MiB decoded) but with almost no data: the decoder stops at the data's end.
        let promise = HandBuiltPNG.png(width: 8_192, height: 8_192, bitDepth: 8, colorType: 2, scanlines: [0, 1, 2, 3])
        expectReason(promise, contains: "too little image data")
    }

    @Test func invalidHeaders() {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        func file(_ header: [UInt8]) -> Data {
            Data(signature + header + HandBuiltPNG.chunk("IDAT", HandBuiltPNG.zlib([0, 0])) + HandBuiltPNG.chunk("IEND", []))
        }
        expectReason(file(HandBuiltPNG.header(width: 0, height: 1, bitDepth: 8, colorType: 0)), contains: "empty")
        expectReason(file(HandBuiltPNG.header(width: 1, height: 1, bitDepth: 3, colorType: 0)), contains: "bit depth 3")
        expectReason(file(HandBuiltPNG.header(width: 1, height: 1, bitDepth: 8, colorType: 5)), contains: "color type 5")
        expectReason(file(HandBuiltPNG.header(width: 1, height: 1, bitDepth: 8, colorType: 0, interlace: 2)), contains: "interlace")
        expectReason(file(HandBuiltPNG.chunk("IHDR", [0, 0, 0, 1])), contains: "IHDR invalid")
        expectReason(Data(signature + HandBuiltPNG.chunk("IEND", [])), contains: "not IHDR")
    }

    @Test func missingOrMisplacedChunks() {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let header = HandBuiltPNG.header(width: 1, height: 1, bitDepth: 8, colorType: 0)
        let imageData = HandBuiltPNG.chunk("IDAT", HandBuiltPNG.zlib([0, 7]))
        let end = HandBuiltPNG.chunk("IEND", [])
        expectReason(Data(signature + header + end), contains: "missing IDAT")
        expectReason(Data(signature + header + imageData), contains: "without an IEND")
        expectReason(Data(signature + header + HandBuiltPNG.chunk("ABCD", []) + imageData + end), contains: "unknown critical chunk ABCD")
        expectReason(Data(signature + header + imageData + HandBuiltPNG.chunk("teXt", []) + imageData + end), contains: "not consecutive")
        let paletteHeader = HandBuiltPNG.header(width: 1, height: 1, bitDepth: 8, colorType: 3)
        expectReason(Data(signature + paletteHeader + imageData + end), contains: "missing PLTE")
        expectReason(Data(signature + paletteHeader + HandBuiltPNG.chunk("PLTE", [1, 2]) + imageData + end), contains: "PLTE invalid")
    }

    @Test func badImageData() {
        func file(_ compressed: [UInt8]) -> Data {
            Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + HandBuiltPNG.header(width: 2, height: 2, bitDepth: 8, colorType: 0)
                + HandBuiltPNG.chunk("IDAT", compressed) + HandBuiltPNG.chunk("IEND", []))
        }
        expectReason(file([0xDE, 0xAD, 0xBE, 0xEF, 0x00, 0x11]), contains: "inflate error")
        expectReason(file(HandBuiltPNG.zlib([0, 1, 2])), contains: "too little image data")
        expectReason(file(HandBuiltPNG.zlib([0, 1, 2, 0, 3, 4, 0])), contains: "more image data")
        expectReason(file(Array(HandBuiltPNG.zlib([0, 1, 2, 0, 3, 4]).dropLast(4))), contains: "ends early")
        expectReason(file(HandBuiltPNG.zlib([5, 1, 2, 0, 3, 4])), contains: "unknown filter type 5")
    }
}
