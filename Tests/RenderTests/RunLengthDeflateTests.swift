import CZlib
import Foundation
@_spi(PNGReference) @testable import Render
import Testing

/// Render's own deflate: its checksum arithmetic, its length-limited Huffman codes, and PNGs
/// it writes for shapes that stress its runs, blocks and bands, read back by zlib (our
/// decoder inflates with it) and by Cairo.
@Suite("Run-length deflate")
struct RunLengthDeflateTests {
    // MARK: - Adler-32

    /// zlib's Adler-32 of `bytes`.
    private static func zlibAdler(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { UInt32(adler32(1, $0.baseAddress, uInt($0.count))) }
    }

    @Test func literalsGiveZlibsChecksum() {
        var generator = PNGTestImages.Generator(seed: 3)
        let bytes = (0..<70_000).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        var adler = Adler32()
        for (index, byte) in bytes.enumerated() {
            adler.add(byte)
            if index % 65_536 == 65_535 { adler.reduce() }
        }
        #expect(adler.value == Self.zlibAdler(bytes))
    }

    @Test(arguments: [3, 4])
    func aRunCountsAsItsBytes(period: Int) {
        var generator = PNGTestImages.Generator(seed: UInt64(period))
        for count in Array(0...40) + [255, 256, 257, 258, 1_000, 65_536, 1 << 20] {
            let head = (0..<7).map { _ in UInt8(truncatingIfNeeded: generator.next()) } + [255, 255, 255, 255]
            let pattern = Array(head.suffix(period))
            let run = (0..<count).map { pattern[$0 % period] }
            var adler = Adler32()
            for byte in head { adler.add(byte) }
            pattern.withUnsafeBufferPointer { adler.addRepeating($0.baseAddress!, period: period, count: count) }
            #expect(adler.value == Self.zlibAdler(head + run), "period \(period), count \(count)")
        }
    }

    // MARK: - Huffman codes

    /// Whether `lengths` make a complete prefix code (Kraft's sum exactly one).
    private static func isComplete(_ lengths: [UInt8]) -> Bool {
        let longest = Int(lengths.max() ?? 0)
        return lengths.filter { $0 > 0 }.reduce(0) { $0 + 1 << (longest - Int($1)) } == 1 << longest
    }

    @Test func lengthsStayWithinTheLimitAndTheCodeIsComplete() {
        // Fibonacci frequencies make the deepest Huffman tree: 30 symbols need 29 bits.
        var fibonacci: [UInt32] = [1, 1]
        while fibonacci.count < 30 { fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2]) }
        for limit in [7, 15] {
            let code = HuffmanCode(frequencies: fibonacci + [0, 0, 5], maximumLength: limit)
            #expect(code.lengths.max() == UInt8(limit))
            // The unused symbols get no code; the one of frequency 5 gets one.
            #expect(code.lengths[30] == 0 && code.lengths[31] == 0 && code.lengths[32] > 0)
            #expect(Self.isComplete(code.lengths))
        }
    }

    @Test func moreFrequentSymbolsNeverGetLongerCodes() {
        let frequencies: [UInt32] = [50, 1, 7, 7, 300, 2, 0, 90, 3]
        let code = HuffmanCode(frequencies: frequencies, maximumLength: 15)
        for a in frequencies.indices where frequencies[a] > 0 {
            for b in frequencies.indices where frequencies[b] > frequencies[a] {
                #expect(code.lengths[b] <= code.lengths[a])
            }
        }
        #expect(Self.isComplete(code.lengths))
    }

    @Test func oneSymbolGetsACompanionAndNoneGetsNothing() {
        let one = HuffmanCode(frequencies: [0, 0, 9, 0], maximumLength: 7)
        #expect(one.lengths == [1, 0, 1, 0])
        let zero = HuffmanCode(frequencies: [0, 0, 0], maximumLength: 7)
        #expect(zero.lengths == [0, 0, 0])
    }

    // MARK: - Streams

    /// Round trips through our decoder (zlib's inflate) and Cairo's, returning the PNG.
    @discardableResult
    private static func roundTrip(_ image: PixelImage, _ comment: Comment) throws -> Data {
        let png = try image.pngData()
        #expect(try PixelImage(pngData: png) == image, comment)
        #expect(try PixelImage(cairoPNGData: png) == image, comment)
        return png
    }

    private static func image(width: Int, height: Int, _ pixel: (Int, Int) -> UInt32) throws -> PixelImage {
        try PixelImage(width: width, height: height, pixels: (0..<width * height).map { pixel($0 % width, $0 / width) })
    }

    @Test func narrowAndShortRowsRoundTrip() throws {
        // Rows of one to nine pixels: runs shorter than a match, a match of exactly three.
        for width in 1...9 {
            for opaque in [true, false] {
                try Self.roundTrip(PNGTestImages.random(width: width, height: 3, opaque: opaque, seed: UInt64(width)), "\(width) wide")
                let flat = try Self.image(width: width, height: 4) { _, _ in opaque ? 0xFF10_2030 : 0x8008_1018 }
                try Self.roundTrip(flat, "flat, \(width) wide")
            }
        }
    }

    @Test func longRunsAndRepeatedRowsRoundTrip() throws {
        // One color: every row after the first is the zero row; each row a run of 16,383
        // pixels, split into matches of at most 258.
        try Self.roundTrip(try Self.image(width: 16_383, height: 3) { _, _ in 0xFF33_6699 }, "wide flat")
        // A vertical gradient: every row differs from the one above by the same step, a run
        // at one pixel's distance in the filtered row.
        try Self.roundTrip(try Self.image(width: 300, height: 256) { _, y in 0xFF00_0000 | UInt32(y) << 16 | UInt32(255 - y) }, "vertical")
        // A horizontal gradient with a translucent band: no run at all, then long ones.
        try Self.roundTrip(try Self.image(width: 256, height: 40) { x, y in
            y < 20 ? 0xFF00_0000 | UInt32(x) << 8 : 0x8000_0000 | UInt32(x / 2)
        }, "horizontal")
    }

    @Test func noiseSpansBlocksAndBandsAndRoundTrips() throws {
        // 1.4 MB of rows: five bands, each of several 32 K-token blocks, all literals.
        let image = PNGTestImages.random(width: 700, height: 500, opaque: false, seed: 77)
        #expect(PNGEncoder.bands(height: 500, filteredRowBytes: 700 * 4 + 1).count == 5)
        let png = try Self.roundTrip(image, "noise")
        #expect(PNGChunkNames.of(png).filter { $0 == "IDAT" }.count >= 2)
        // Noise does not compress, and the stream grows only by its codes' overhead.
        #expect(png.count < 700 * 500 * 4 * 103 / 100)
    }

    @Test func bandsCoverEveryRowOnceAndDependOnTheSizeAlone() {
        for (height, rowBytes) in [(1, 5), (3, 1 << 20), (500, 2_801), (16_384, 65_537), (1_120, 2_561)] {
            let bands = PNGEncoder.bands(height: height, filteredRowBytes: rowBytes)
            #expect(bands.first?.lowerBound == 0 && bands.last?.upperBound == height)
            #expect(zip(bands, bands.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound && !$0.isEmpty })
            #expect(bands.count <= PNGEncoder.maximumBands)
        }
        #expect(PNGEncoder.bands(height: 1_120, filteredRowBytes: 2_561).count == 10)
    }

    @Test func theSameImageGivesTheSameBytes() throws {
        let image = try Self.image(width: 640, height: 1_120) { x, y in (x / 40 + y / 30) % 3 == 0 ? 0xFFDD_E1E8 : 0x4020_2020 }
        let first = try image.pngData(), second = try image.pngData()
        #expect(first == second)
        #expect(try PixelImage(pngData: first) == image)
    }

    @Test func everyFilterRoundTripsThroughTheRunLengthDeflate() throws {
        for filter in PNGEncodingOptions.Filter.allCases {
            let options = PNGEncodingOptions(compressor: .runLength, filter: filter)
            for image in PNGTestImages.samples() + [PNGTestImages.random(width: 400, height: 700, opaque: true, seed: 9)] {
                #expect(try PixelImage(pngData: image.pngData(options: options), scale: image.scale) == image, "\(filter)")
            }
        }
    }

    @Test func animationsUseItForEveryFrame() throws {
        let frames = (0..<3).map { PNGTestImages.random(width: 300, height: 400, opaque: false, seed: UInt64(20 + $0)) }
        let data = try APNGWriter().data(frames: frames, framesPerSecond: 10)
        #expect(try APNGAnimation(pngData: data).frameImages() == frames)
    }
}
