import CZlib
import Foundation
@_spi(PNGReference) @testable import Render
import Testing

/// Render's own deflate (`RunLengthDeflater`, the default) against zlib's on the same rows:
/// seeded images of every kind the writer meets (noise, flat areas, gradients, interface-like
/// blocks; one pixel to several bands) under every row filter. Both streams inflate, through
/// zlib's own `uncompress`, to exactly the filtered rows the encoder handed the deflaters, and
/// both PNGs decode to the image, pixel for pixel (issue 25: each fast path proves it equals
/// its plain path).
@Suite("Deflate: Render's own against zlib's")
struct DeflateEquivalenceTests {
    // MARK: - Nested types

    /// Keeps the filtered rows the encoder hands a deflater: the input both deflaters get.
    private final class RowRecorder: PNGRowCompressor {
        var bytes: [UInt8] = []

        func addRow(_ row: UnsafePointer<UInt8>, count: Int) throws(RenderError) {
            bytes.append(contentsOf: UnsafeBufferPointer(start: row, count: count))
        }

        func addZeroRow(filterType: UInt8, count: Int) throws(RenderError) {
            bytes.append(filterType)
            bytes.append(contentsOf: repeatElement(0, count: count))
        }
    }

    /// A seeded image: one of the kinds, at a size.
    struct Sample: CustomTestStringConvertible, Sendable {
        enum Kind: String, CaseIterable, Sendable {
            case opaqueNoise, translucentNoise, flat, horizontalGradient, verticalGradient, blocks
        }

        let kind: Kind
        let width: Int
        let height: Int
        let seed: UInt64

        var testDescription: String { "\(kind.rawValue) \(width) × \(height), seed \(seed)" }

        func image() throws -> PixelImage {
            var generator = PNGTestImages.Generator(seed: seed)
            switch kind {
            case .opaqueNoise:
                return PNGTestImages.random(width: width, height: height, opaque: true, seed: seed)
            case .translucentNoise:
                return PNGTestImages.random(width: width, height: height, opaque: false, seed: seed)
            case .flat:
                let alpha = UInt32(generator.next() % 2 == 0 ? 255 : 128)
                let pixel = alpha << 24 | UInt32(generator.next() % (UInt64(alpha) + 1)) << 8
                return try PixelImage(width: width, height: height, pixels: Array(repeating: pixel, count: width * height))
            case .horizontalGradient, .verticalGradient:
                let step = UInt32(generator.next() % 7 + 1)
                return try pixels { x, y in
                    let position = UInt32(kind == .horizontalGradient ? x : y)
                    let red: UInt32 = (position * step) & 0xFF, green: UInt32 = 255 - (position & 0xFF), blue = UInt32(y % 3) * 60
                    return 0xFF00_0000 | red << 16 | green << 8 | blue
                }
            case .blocks:
                // An interface: flat cards, a translucent band, a one-pixel border, a stripe of noise.
                let noise = PNGTestImages.random(width: width, height: height, opaque: false, seed: seed)
                let cardColor = UInt32(truncatingIfNeeded: generator.next()) | 0xFF00_0000
                return try pixels { x, y in
                    if y % 37 == 0 || x % 53 == 0 { return 0xFF20_2020 }
                    if (x / 20 + y / 12) % 3 == 0 { return cardColor }
                    if y % 50 < 4 { return noise.pixels[y * width + x] }
                    return y % 9 < 3 ? 0x8040_2010 : 0xFFFF_FFFF
                }
            }
        }

        private func pixels(_ pixel: (Int, Int) -> UInt32) throws -> PixelImage {
            try PixelImage(width: width, height: height, pixels: (0..<width * height).map { pixel($0 % width, $0 / width) })
        }
    }

    // MARK: - Properties

    /// Every kind at small sizes (one pixel, a row, a column, rows shorter than a match) and
    /// large ones (a 1 MB image splits into several bands, which compress on every core).
    static let samples: [Sample] = {
        let sizes = [(1, 1), (2, 1), (1, 7), (3, 3), (9, 4), (31, 17), (257, 3), (200, 150), (1_100, 400)]
        var samples: [Sample] = []
        for (index, size) in sizes.enumerated() {
            for kind in Sample.Kind.allCases {
                samples.append(Sample(kind: kind, width: size.0, height: size.1, seed: UInt64(index * 10 + Sample.Kind.allCases.firstIndex(of: kind)!)))
            }
        }
        return samples
    }()

    /// zlib at the fast level the writer used before its own deflate, and at Cairo's level.
    static let zlibOptions: [(level: Int, strategy: PNGEncodingOptions.Strategy)] = [(2, .default), (6, .default), (1, .runLength)]

    // MARK: - Tests

    @Test(arguments: samples)
    func bothDeflatersInflateToTheirInputAndDecodeToTheImage(_ sample: Sample) throws {
        let image = try sample.image()
        let channels = image.isOpaque ? 3 : 4
        for filter in PNGEncodingOptions.Filter.allCases {
            let input = try Self.filteredRows(of: image, channels: channels, filter: filter)
            #expect(input.count == image.height * (1 + image.width * channels))
            let ours = try image.pngData(options: PNGEncodingOptions(compressor: .runLength, filter: filter))
            #expect(try Self.inflatedImageData(of: ours, expectedCount: input.count) == input, "ours, \(filter)")
            #expect(try PixelImage(pngData: ours) == image, "ours, \(filter)")
            for (level, strategy) in Self.zlibOptions {
                let theirs = try image.pngData(options: PNGEncodingOptions(compressionLevel: level, filter: filter, strategy: strategy))
                #expect(try Self.inflatedImageData(of: theirs, expectedCount: input.count) == input, "zlib \(level) \(strategy), \(filter)")
                #expect(try PixelImage(pngData: theirs) == PixelImage(pngData: ours), "zlib \(level) \(strategy), \(filter)")
            }
        }
    }

    @Test func theLargeSamplesSpanSeveralBands() throws {
        let large = Self.samples.filter { $0.width == 1_100 }
        #expect(!large.isEmpty)
        for sample in large {
            let channels = try sample.image().isOpaque ? 3 : 4
            #expect(PNGEncoder.bands(height: sample.height, filteredRowBytes: sample.width * channels + 1).count > 1, "\(sample.testDescription)")
        }
    }

    // MARK: - Private

    /// The filtered rows the encoder hands its deflater for `image` under `filter`.
    private static func filteredRows(of image: PixelImage, channels: Int, filter: PNGEncodingOptions.Filter) throws -> [UInt8] {
        let recorder = RowRecorder()
        try PNGEncoder(options: PNGEncodingOptions(filter: filter)).addRows(0..<image.height, of: image, channels: channels, to: recorder)
        return recorder.bytes
    }

    /// The IDAT chunks of `png`, joined and inflated by zlib's `uncompress`, which checks the
    /// stream's Adler-32; `expectedCount` bytes are wanted, and one more would be an error.
    private static func inflatedImageData(of png: Data, expectedCount: Int) throws -> [UInt8] {
        var stream: [UInt8] = []
        try png.withUnsafeBytes { bytes in
            var reader = try PNGChunkReader(bytes)
            while let chunk = try reader.next() {
                if chunk.type == PNGChunkType.imageData { stream.append(contentsOf: bytes[chunk.data]) }
            }
        }
        var output = [UInt8](repeating: 0, count: expectedCount + 1)
        var length = uLongf(output.count)
        let status = output.withUnsafeMutableBufferPointer { output in
            stream.withUnsafeBufferPointer { uncompress(output.baseAddress, &length, $0.baseAddress, uLong($0.count)) }
        }
        #expect(status == Z_OK, "zlib's inflate: status \(status)")
        return Array(output.prefix(Int(length)))
    }
}
