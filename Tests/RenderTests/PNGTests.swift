import CZlib
import Foundation
@_spi(PNGReference) import Render
import Testing
import TokenValues

// MARK: - Test images

/// Deterministic images for the PNG tests: random opaque and translucent premultiplied
/// pixels, odd sizes, fully transparent, and a drawn canvas.
enum PNGTestImages {
    /// A 64-bit linear congruential generator, so every run sees the same pixels.
    struct Generator {
        var state: UInt64

        init(seed: UInt64) {
            state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
        }

        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 29
        }
    }

    /// Random valid premultiplied pixels (each color at most its alpha); `opaque` makes every alpha 255.
    static func random(width: Int, height: Int, opaque: Bool, seed: UInt64) -> PixelImage {
        var generator = Generator(seed: seed)
        let pixels = (0..<width * height).map { _ -> UInt32 in
            let random = generator.next(), more = generator.next()
            let alpha: UInt32 = opaque ? 255 : [0, 255, UInt32(random & 0xFF)][Int((random >> 8) % 3)]
            func channel(_ bits: UInt64) -> UInt32 { alpha == 0 ? 0 : UInt32(bits & 0xFF) % (alpha + 1) }
            return alpha << 24 | channel(random >> 16) << 16 | channel(random >> 24) << 8 | channel(more)
        }
        return try! PixelImage(width: width, height: height, pixels: pixels)
    }

    static func drawn() throws -> PixelImage {
        let canvas = try Canvas(size: CGSize(width: 40, height: 24), scale: 2)
        canvas.fill(CGRect(x: 2, y: 2, width: 36, height: 20), color: Color(srgbHex: 0x1F6FEB), cornerRadius: 6)
        canvas.fill(CGRect(x: 10, y: 6, width: 20, height: 12), color: Color(srgbHex: 0xF97316, alpha: 0.5), cornerRadius: 4)
        canvas.draw(try TextLayout(text: "Ag", style: TextStyle(typography: Typography(fontFamily: ["Inter"], fontSize: 11))), at: CGPoint(x: 4, y: 4))
        return try canvas.makeImage()
    }

    /// Every kind the round trips cover.
    static func samples() -> [PixelImage] {
        var images = [
            random(width: 1, height: 1, opaque: true, seed: 1),
            random(width: 1, height: 1, opaque: false, seed: 2),
            random(width: 7, height: 5, opaque: true, seed: 3),
            random(width: 13, height: 1, opaque: false, seed: 4),
            random(width: 1, height: 9, opaque: false, seed: 5),
            random(width: 33, height: 17, opaque: false, seed: 6),
            random(width: 64, height: 40, opaque: true, seed: 7),
            try! PixelImage(width: 5, height: 3, pixels: Array(repeating: 0, count: 15)),
        ]
        if let drawn = try? drawn() { images.append(drawn) }
        return images
    }
}

// MARK: - Encoding and round trips

@Suite("PNG")
struct PNGTests {
    @Test func roundTripsPixelsExactly() throws {
        let canvas = try Canvas(size: CGSize(width: 8, height: 4))
        canvas.fill(CGRect(x: 0, y: 0, width: 4, height: 4), color: Color(srgbHex: 0x1F6FEB))
        canvas.fill(CGRect(x: 4, y: 0, width: 4, height: 4), color: Color(srgbHex: 0xF97316, alpha: 0.5))
        let image = try canvas.makeImage()
        let decoded = try PixelImage(pngData: image.pngData())
        #expect(decoded == image)
        let digest = try Golden.crc(image.pngData())
        #expect(digest == Golden.drawnPNG)
    }

    @Test func randomAndOddImagesRoundTrip() throws {
        for (index, image) in PNGTestImages.samples().enumerated() {
            let decoded = try PixelImage(pngData: image.pngData(), scale: image.scale)
            #expect(decoded == image, "sample \(index): \(image.width) × \(image.height)")
        }
    }

    @Test(arguments: PNGEncodingOptions.Filter.allCases)
    func everyFilterRoundTrips(filter: PNGEncodingOptions.Filter) throws {
        for strategy in PNGEncodingOptions.Strategy.allCases {
            for level in [0, 1, 6, 9] {
                let options = PNGEncodingOptions(compressionLevel: level, filter: filter, strategy: strategy)
                for image in [PNGTestImages.random(width: 19, height: 11, opaque: false, seed: 11),
                              PNGTestImages.random(width: 6, height: 4, opaque: true, seed: 12)] {
                    #expect(try PixelImage(pngData: image.pngData(options: options)) == image, "\(options)")
                }
            }
        }
    }

    @Test func cairoReadsOurFilesAsItReadsItsOwn() throws {
        for (index, image) in PNGTestImages.samples().enumerated() {
            let ours = try PixelImage(cairoPNGData: image.pngData())
            let cairos = try PixelImage(cairoPNGData: image.cairoPNGData())
            #expect(ours == cairos, "sample \(index)")
        }
    }

    @Test func invalidPremultipliedPixelsAreWrittenAsCairoWritesThem() throws {
        // Color above alpha is not valid premultiplied data; both writers keep the low byte.
        let image = try PixelImage(width: 3, height: 1, pixels: [0x10FF_8040, 0x0102_0304, 0x8090_A0B0])
        #expect(try PixelImage(cairoPNGData: image.pngData()) == PixelImage(cairoPNGData: image.cairoPNGData()))
    }

    @Test func opaqueImagesAreRGBAndTranslucentOnesRGBA() throws {
        let opaque = try PNGTestImages.random(width: 4, height: 4, opaque: true, seed: 21).pngData()
        let translucent = try PNGTestImages.random(width: 4, height: 4, opaque: false, seed: 22).pngData()
        // The IHDR's data starts at byte 16: width, height, bit depth, then the color type.
        #expect(opaque[24] == 8 && opaque[25] == 2)
        #expect(translucent[24] == 8 && translucent[25] == 6)
    }

    @Test func largeImagesSpanSeveralImageDataChunks() throws {
        // Noise does not compress: 1.4 MB of RGBA needs two IDAT chunks of at most 1 MiB.
        let image = PNGTestImages.random(width: 700, height: 500, opaque: false, seed: 31)
        let png = try image.pngData(options: PNGEncodingOptions(compressionLevel: 1))
        #expect(PNGChunkNames.of(png).filter { $0 == "IDAT" }.count >= 2)
        #expect(try PixelImage(pngData: png) == image)
        #expect(try PixelImage(cairoPNGData: png) == image)
    }

    /// CRC-32s of the encoder's output for fixed images, checked in: a change in what the
    /// encoder writes (filters, chunking, the deflate) fails here and needs new digests.
    /// The default deflate is Render's own, so its digests hold with any zlib; `.compact`'s
    /// is zlib's, whose output can differ between versions (Debian 12's 1.2.13 made it).
    enum Golden {
        static let drawnPNG: UInt32 = 0x6BDF_8549
        static let randomPNG: UInt32 = 0x4B17_8A7A
        static let randomCompactPNG: UInt32 = 0xDC3F_5F6B
        static let randomAPNG: UInt32 = 0xD289_EAC5

        static func crc(_ data: Data) -> UInt32 {
            data.withUnsafeBytes { UInt32(crc32(0, $0.bindMemory(to: UInt8.self).baseAddress, uInt($0.count))) }
        }
    }

    @Test func bytesMatchTheCheckedInDigests() throws {
        let image = PNGTestImages.random(width: 33, height: 17, opaque: false, seed: 41)
        let other = PNGTestImages.random(width: 33, height: 17, opaque: false, seed: 42)
        let png = try Golden.crc(image.pngData())
        let compact = try Golden.crc(image.pngData(options: .compact))
        let apng = try Golden.crc(APNGWriter(loopCount: 2).data(frames: [image, other, image], framesPerSecond: 10))
        #expect(png == Golden.randomPNG)
        #expect(compact == Golden.randomCompactPNG)
        #expect(apng == Golden.randomAPNG)
    }

    @Test func writesAtomicallyToAFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("png-test-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        let image = PNGTestImages.random(width: 5, height: 5, opaque: false, seed: 51)
        try image.writePNG(to: url)
        #expect(try PixelImage(pngData: Data(contentsOf: url)) == image)
    }

    @Test func anEmptyImageIsAnError() {
        #expect(throws: RenderError.self) { try PixelImage(width: 0, height: 0, pixels: []).pngData() }
    }
}

/// The chunk types of a PNG, read without checking anything.
enum PNGChunkNames {
    static func of(_ png: Data) -> [String] {
        var names: [String] = []
        var offset = 8
        let bytes = [UInt8](png)
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            names.append(String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self))
            offset += 12 + length
        }
        return names
    }
}
