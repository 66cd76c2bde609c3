import Foundation
import Render
import Testing

/// `PNGRowEncoder`: a PNG written row by row reads back as the whole-image encoder's does.
@Suite("PNG row encoder")
struct PNGRowEncoderTests {
    /// `image` encoded row by row; the pieces handed out, in order.
    private func encodedByRows(_ image: PixelImage) throws -> [Data] {
        var pieces: [Data] = []
        let encoder = try PNGRowEncoder(width: image.width, height: image.height, opaque: image.isOpaque) { pieces.append(Data($0)) }
        try image.pixels.withUnsafeBufferPointer { pixels in
            for row in 0..<image.height {
                try encoder.addRow(pixels.baseAddress! + row * image.width)
            }
        }
        try encoder.finish()
        return pieces
    }

    @Test(arguments: PNGTestImages.samples().filter { $0.width > 0 })
    func readsBackAsTheWholeImageEncodersPNGDoes(image: PixelImage) throws {
        let streamed = try PixelImage(pngData: encodedByRows(image).reduce(Data(), +))
        #expect(streamed == (try PixelImage(pngData: image.pngData())))
    }

    @Test func largeDataIsHandedOutInChunksOfAboutAMebibyte() throws {
        let noise = PNGTestImages.random(width: 700, height: 700, opaque: true, seed: 24)
        let pieces = try encodedByRows(noise)
        // Signature and IHDR, at least two IDATs, IEND.
        #expect(pieces.count >= 4)
        #expect(pieces.dropFirst().dropLast().allSatisfy { $0.count <= (1 << 20) + 700 * 3 + 64 })
        #expect(try PixelImage(pngData: pieces.reduce(Data(), +)) == noise)
    }

    @Test func tooManyOrTooFewRowsAreErrors() throws {
        let pixels = [UInt32](repeating: 0xFF00_0000, count: 2)
        let encoder = try PNGRowEncoder(width: 2, height: 1, opaque: true) { _ in }
        #expect(throws: RenderError.invalidImage("the PNG was finished after 0 of its 1 rows")) { try encoder.finish() }
        try pixels.withUnsafeBufferPointer { row in
            try encoder.addRow(row.baseAddress!)
            #expect(throws: RenderError.invalidImage("the PNG has its 1 rows already; no more can be added")) { try encoder.addRow(row.baseAddress!) }
        }
        try encoder.finish()
        #expect(throws: RenderError.invalidImage("a PNG needs at least one pixel, not 0 × 1")) {
            try PNGRowEncoder(width: 0, height: 1, opaque: true) { _ in }
        }
    }
}
