import Foundation
@testable import Render
import Testing

/// The internals behind the pixel and PNG fixes: one rounding rule, allocation failures as
/// errors, an APNG buffer that does not grow with the frame count, chunk type letters.
@Suite("Pixel math and PNG buffers")
struct PixelMathTests {
    // MARK: - Rounding

    @Test func multiplyRoundsToNearestForEveryPair() {
        for alpha in UInt32(0)...255 {
            for color in UInt32(0)...255 {
                let exact = (Double(color * alpha) / 255).rounded()
                guard Double(PixelMath.multiply(color, by: alpha)) == exact else {
                    Issue.record("\(color) × \(alpha) ÷ 255 gives \(PixelMath.multiply(color, by: alpha)), not \(exact)")
                    return
                }
            }
        }
    }

    @Test func unpremultiplyUndoesPremultiplyForValidPixels() {
        for alpha in UInt32(1)...255 {
            for color in UInt32(0)...alpha {
                let straight = PixelMath.unpremultiply(color, alpha: alpha)
                #expect(straight <= 255)
                #expect(PixelMath.multiply(straight, by: alpha) == color, "\(color) at alpha \(alpha)")
            }
        }
        #expect(PixelMath.unpremultiplyTable[0x10 << 8 | 0xFF] == UInt8(truncatingIfNeeded: (0xFF * 255 + 8) / 0x10))
    }

    @Test func premultipliedMatchesCairosReader() {
        for alpha in UInt8(0)...255 {
            for color in UInt8(0)...255 {
                let (red, green, blue) = (color, 255 - color, color / 2)
                guard PixelMath.premultiplied(red, green, blue, alpha) == HandBuiltPNG.premultiplied(red, green, blue, alpha) else {
                    Issue.record("(\(red), \(green), \(blue)) at alpha \(alpha) differs from Cairo's reader")
                    return
                }
            }
        }
        #expect(PixelMath.premultiplied(1, 2, 3, 0) == 0)
        #expect(PixelMath.premultiplied(1, 2, 3, 255) == 0xFF01_0203)
    }

    // MARK: - PNG buffers

    @Test func aFailedAllocationIsAnError() throws {
        #expect(throws: RenderError.invalidImage("no memory for \(Int.max) bytes of PNG data")) { try PNGByteBuffer(capacity: Int.max) }
        let buffer = try PNGByteBuffer(capacity: 16)
        try buffer.append([1, 2, 3])
        #expect(throws: RenderError.self) { try buffer.reserve(Int.max - 1) }
        #expect(throws: RenderError.self) { try buffer.reserve(Int.max / 2) }
        // The buffer keeps what it had and still works.
        try buffer.appendUInt16(0x0405)
        #expect(Array(buffer.takeData()) == [1, 2, 3, 4, 5])
    }

    @Test func anAPNGBufferStartsAtAboutOneFrame() {
        // 3,000 frames of 4096² used to reserve 3,000 frame bounds (201 GB) up front.
        let oneFrame = PNGEncoder.dataBound(width: 4096, height: 4096, channels: 4)
        #expect(APNGWriter.initialCapacity(width: 4096, height: 4096, channels: 4) < oneFrame + 1024)
    }

    @Test func manyFramesSharingOnePixelBufferWrite() throws {
        let frame = try PixelImage(width: 256, height: 256, pixels: Array(repeating: 0x8040_2010, count: 256 * 256))
        let png = try APNGWriter().data(frames: Array(repeating: frame, count: 300), framesPerSecond: 30)
        let animation = try APNGAnimation(pngData: png)
        #expect(animation.frames.count == 300)
        #expect(png.count < 300 * 4096)
    }

    // MARK: - Chunk types

    @Test func chunkTypesAreFourLetters() {
        #expect(PNGChunkType.isValid(PNGChunkType.header) && PNGChunkType.isValid(0x7465_5374)) // teSt
        #expect(!PNGChunkType.isValid(0x4944_4140)) // IDA@
        #expect(!PNGChunkType.isValid(0x4944_415B)) // IDA[
        #expect(PNGChunkType.name(0x4944_4154) == "IDAT")
        #expect(PNGChunkType.name(0x4944_0054) == "49440054")
    }
}
