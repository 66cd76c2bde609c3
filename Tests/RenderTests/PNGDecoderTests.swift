import CZlib
import Foundation
@_spi(PNGReference) import Render
import Testing

// MARK: - Building PNGs by hand

/// PNGs assembled byte by byte, with zlib, for the decoder and corruption tests.
enum HandBuiltPNG {
    /// A chunk: length, type, data, CRC.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        let body = typeBytes + data
        let crc = body.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc)
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> UInt32($0)) }
    }

    static func header(width: Int, height: Int, bitDepth: Int, colorType: Int, interlace: Int = 0) -> [UInt8] {
        chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [UInt8(bitDepth), UInt8(colorType), 0, 0, UInt8(interlace)])
    }

    static func zlib(_ raw: [UInt8]) -> [UInt8] {
        var length = compressBound(uLong(raw.count))
        var output = [UInt8](repeating: 0, count: Int(length))
        let status = compress2(&output, &length, raw, uLong(raw.count), 9)
        precondition(status == Z_OK)
        return Array(output.prefix(Int(length)))
    }

    /// A whole PNG: signature, IHDR, `extra` chunks, one IDAT of `scanlines` compressed, IEND.
    static func png(width: Int, height: Int, bitDepth: Int, colorType: Int, interlace: Int = 0,
                    extra: [[UInt8]] = [], scanlines: [UInt8]) -> Data {
        Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + header(width: width, height: height, bitDepth: bitDepth, colorType: colorType, interlace: interlace)
            + extra.flatMap { $0 } + chunk("IDAT", zlib(scanlines)) + chunk("IEND", []))
    }

    /// Rows with filter type 0 in front of each.
    static func unfiltered(_ rows: [[UInt8]]) -> [UInt8] {
        rows.flatMap { [0] + $0 }
    }

    /// Rows filtered with the given types in turn (reference code, byte by byte).
    static func filtered(_ rows: [[UInt8]], bytesPerPixel: Int, types: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        for (index, row) in rows.enumerated() {
            let type = types[index % types.count]
            let above = index > 0 ? rows[index - 1] : [UInt8](repeating: 0, count: row.count)
            output.append(type)
            for i in row.indices {
                let a = i >= bytesPerPixel ? Int(row[i - bytesPerPixel]) : 0
                let b = Int(above[i])
                let c = i >= bytesPerPixel ? Int(above[i - bytesPerPixel]) : 0
                let predictor: Int = switch type {
                case 1: a
                case 2: b
                case 3: (a + b) / 2
                case 4: {
                    let p = a + b - c
                    let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                }()
                default: 0
                }
                output.append(UInt8(truncatingIfNeeded: Int(row[i]) - predictor))
            }
        }
        return output
    }

    /// Opaque gray as Cairo's ARGB32.
    static func gray(_ value: UInt8) -> UInt32 {
        0xFF00_0000 | UInt32(value) << 16 | UInt32(value) << 8 | UInt32(value)
    }

    /// Premultiplied the way Cairo premultiplies when it reads a PNG.
    static func premultiplied(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> UInt32 {
        func multiply(_ c: UInt8) -> UInt32 {
            let t = UInt32(a) * UInt32(c) + 0x80
            return (t + (t >> 8)) >> 8
        }
        if a == 0 { return 0 }
        return UInt32(a) << 24 | multiply(r) << 16 | multiply(g) << 8 | multiply(b)
    }
}

// MARK: - Decoding every kind of PNG

@Suite("PNG decoder")
struct PNGDecoderTests {
    /// Decodes with ours and with Cairo's reader, expects both to give `expected`.
    private func expectDecodes(_ png: Data, width: Int, height: Int, to expected: [UInt32], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let ours = try PixelImage(pngData: png)
        #expect(ours.width == width && ours.height == height, sourceLocation: sourceLocation)
        #expect(ours.pixels == expected, sourceLocation: sourceLocation)
        let cairo = try PixelImage(cairoPNGData: png)
        #expect(ours == cairo, "Cairo's reader decodes it differently", sourceLocation: sourceLocation)
    }

    @Test func gray8Bit() throws {
        let rows: [[UInt8]] = [[0, 128, 255], [10, 20, 30]]
        let png = HandBuiltPNG.png(width: 3, height: 2, bitDepth: 8, colorType: 0, scanlines: HandBuiltPNG.unfiltered(rows))
        try expectDecodes(png, width: 3, height: 2, to: rows.flatMap { $0.map(HandBuiltPNG.gray) })
    }

    @Test(arguments: [1, 2, 4])
    func grayLowBitDepths(bitDepth: Int) throws {
        // Ten pixels a row, so a row ends inside a byte; samples cycle through every value.
        let width = 10, height = 3, maximum = (1 << bitDepth) - 1
        var samples: [[Int]] = []
        var rows: [[UInt8]] = []
        for y in 0..<height {
            let row = (0..<width).map { ($0 + y * 3) % (maximum + 1) }
            samples.append(row)
            var bytes = [UInt8](repeating: 0, count: (width * bitDepth + 7) / 8)
            for (x, sample) in row.enumerated() {
                let bit = x * bitDepth
                bytes[bit / 8] |= UInt8(sample << (8 - bitDepth - bit % 8))
            }
            rows.append(bytes)
        }
        let png = HandBuiltPNG.png(width: width, height: height, bitDepth: bitDepth, colorType: 0, scanlines: HandBuiltPNG.unfiltered(rows))
        try expectDecodes(png, width: width, height: height, to: samples.flatMap { $0.map { HandBuiltPNG.gray(UInt8($0 * 255 / maximum)) } })
    }

    @Test func grayWithTransparentValue() throws {
        let tRNS = HandBuiltPNG.chunk("tRNS", [0, 77])
        let png = HandBuiltPNG.png(width: 3, height: 1, bitDepth: 8, colorType: 0, extra: [tRNS], scanlines: [0, 76, 77, 78])
        try expectDecodes(png, width: 3, height: 1, to: [HandBuiltPNG.gray(76), 0, HandBuiltPNG.gray(78)])
    }

    @Test func grayAndAlpha() throws {
        let png = HandBuiltPNG.png(width: 3, height: 1, bitDepth: 8, colorType: 4, scanlines: [0, 200, 128, 50, 255, 90, 0])
        try expectDecodes(png, width: 3, height: 1, to: [HandBuiltPNG.premultiplied(200, 200, 200, 128), HandBuiltPNG.gray(50), 0])
    }

    @Test func paletteWithTransparency() throws {
        let palette = HandBuiltPNG.chunk("PLTE", [255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30])
        let tRNS = HandBuiltPNG.chunk("tRNS", [0, 128])
        // 2-bit indices 0 1 2 3 | 3 2 1 0, five pixels a row.
        let rows: [[UInt8]] = [[0b0001_1011, 0b0000_0000], [0b1110_0100, 0b1100_0000]]
        let png = HandBuiltPNG.png(width: 5, height: 2, bitDepth: 2, colorType: 3, extra: [palette, tRNS], scanlines: HandBuiltPNG.unfiltered(rows))
        let colors: [UInt32] = [0, HandBuiltPNG.premultiplied(0, 255, 0, 128), 0xFF00_00FF, 0xFF0A_141E]
        try expectDecodes(png, width: 5, height: 2, to: [colors[0], colors[1], colors[2], colors[3], colors[0],
                                                         colors[3], colors[2], colors[1], colors[0], colors[3]])
    }

    @Test func sixteenBitRGBAUsesTheHighByte() throws {
        let rows: [[UInt8]] = [[0x12, 0x34, 0xAB, 0xCD, 0xFF, 0x01, 0x80, 0x7F, /**/ 0x00, 0x00, 0x10, 0x00, 0x20, 0x00, 0xFF, 0xFF]]
        let png = HandBuiltPNG.png(width: 2, height: 1, bitDepth: 16, colorType: 6, scanlines: HandBuiltPNG.unfiltered(rows))
        try expectDecodes(png, width: 2, height: 1, to: [HandBuiltPNG.premultiplied(0x12, 0xAB, 0xFF, 0x80), 0xFF00_1020])
    }

    @Test func sixteenBitRGBWithTransparentColor() throws {
        let tRNS = HandBuiltPNG.chunk("tRNS", [0x01, 0x02, 0x03, 0x04, 0x05, 0x06])
        let rows: [[UInt8]] = [[0x01, 0x02, 0x03, 0x04, 0x05, 0x06, /**/ 0x01, 0x02, 0x03, 0x04, 0x05, 0x07]]
        let png = HandBuiltPNG.png(width: 2, height: 1, bitDepth: 16, colorType: 2, extra: [tRNS], scanlines: HandBuiltPNG.unfiltered(rows))
        try expectDecodes(png, width: 2, height: 1, to: [0, 0xFF01_0305])
    }

    @Test func sixteenBitGray() throws {
        let png = HandBuiltPNG.png(width: 2, height: 1, bitDepth: 16, colorType: 0, scanlines: [0, 0xFE, 0xFF, 0x01, 0x00])
        try expectDecodes(png, width: 2, height: 1, to: [HandBuiltPNG.gray(0xFE), HandBuiltPNG.gray(0x01)])
    }

    @Test func everyFilterType() throws {
        let (rows, expected) = Self.randomRGBA(width: 9, height: 10, seed: 7)
        let png = HandBuiltPNG.png(width: 9, height: 10, bitDepth: 8, colorType: 6,
                                   scanlines: HandBuiltPNG.filtered(rows, bytesPerPixel: 4, types: [0, 1, 2, 3, 4, 4, 3, 2, 1]))
        try expectDecodes(png, width: 9, height: 10, to: expected)
    }

    @Test(arguments: [(1, 1), (3, 3), (8, 8), (11, 7), (17, 13)])
    func adam7Interlace(width: Int, height: Int) throws {
        let (rows, expected) = Self.randomRGBA(width: width, height: height, seed: UInt64(width * 100 + height))
        let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        var scanlines: [UInt8] = []
        for (x0, y0, dx, dy) in passes {
            let passRows = stride(from: y0, to: height, by: dy).map { y in
                stride(from: x0, to: width, by: dx).flatMap { x in rows[y][x * 4..<x * 4 + 4] }
            }
            guard let first = passRows.first, !first.isEmpty else { continue }
            scanlines += HandBuiltPNG.filtered(passRows, bytesPerPixel: 4, types: [4, 1, 2, 3, 0])
        }
        let png = HandBuiltPNG.png(width: width, height: height, bitDepth: 8, colorType: 6, interlace: 1, scanlines: scanlines)
        try expectDecodes(png, width: width, height: height, to: expected)
    }

    @Test func unknownAncillaryChunksAreIgnored() throws {
        let png = HandBuiltPNG.png(width: 1, height: 1, bitDepth: 8, colorType: 0, extra: [HandBuiltPNG.chunk("teSt", [1, 2, 3])], scanlines: [0, 9])
        try expectDecodes(png, width: 1, height: 1, to: [HandBuiltPNG.gray(9)])
    }

    @Test func decodesWhatCairoWrote() throws {
        for (index, image) in PNGTestImages.samples().enumerated() {
            let png = try image.cairoPNGData()
            #expect(try PixelImage(pngData: png) == PixelImage(cairoPNGData: png), "sample \(index)")
        }
    }

    /// Random straight RGBA rows and the premultiplied pixels Cairo would make of them.
    static func randomRGBA(width: Int, height: Int, seed: UInt64) -> (rows: [[UInt8]], pixels: [UInt32]) {
        var generator = PNGTestImages.Generator(seed: seed)
        var rows: [[UInt8]] = []
        var pixels: [UInt32] = []
        for _ in 0..<height {
            var row: [UInt8] = []
            for _ in 0..<width {
                let rgba = (0..<4).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
                let alpha = [0, 255, rgba[3]][Int(generator.next() % 3)]
                row += [rgba[0], rgba[1], rgba[2], alpha]
                pixels.append(HandBuiltPNG.premultiplied(rgba[0], rgba[1], rgba[2], alpha))
            }
            rows.append(row)
        }
        return (rows, pixels)
    }
}

// MARK: - tRNS as libpng reads it

/// tRNS chunks libpng (so Cairo's reader) ignores, leaving the pixels opaque: the wrong
/// length for the color type, too many palette entries, out of place, or a second one.
extension PNGDecoderTests {
    private static let twoColors = HandBuiltPNG.chunk("PLTE", [255, 0, 0, 0, 0, 255])

    @Test func aPaletteTransparencyLongerThanThePaletteIsIgnored() throws {
        let tRNS = HandBuiltPNG.chunk("tRNS", [0, 128, 7])
        let png = HandBuiltPNG.png(width: 2, height: 1, bitDepth: 8, colorType: 3, extra: [Self.twoColors, tRNS], scanlines: [0, 0, 1])
        try expectDecodes(png, width: 2, height: 1, to: [0xFFFF_0000, 0xFF00_00FF])
    }

    @Test func anEmptyPaletteTransparencyIsIgnored() throws {
        let png = HandBuiltPNG.png(width: 2, height: 1, bitDepth: 8, colorType: 3,
                                   extra: [Self.twoColors, HandBuiltPNG.chunk("tRNS", [])], scanlines: [0, 0, 1])
        try expectDecodes(png, width: 2, height: 1, to: [0xFFFF_0000, 0xFF00_00FF])
    }

    @Test func aPaletteTransparencyBeforeThePaletteIsIgnored() throws {
        let png = HandBuiltPNG.png(width: 2, height: 1, bitDepth: 8, colorType: 3,
                                   extra: [HandBuiltPNG.chunk("tRNS", [0]), Self.twoColors], scanlines: [0, 0, 1])
        try expectDecodes(png, width: 2, height: 1, to: [0xFFFF_0000, 0xFF00_00FF])
    }

    @Test(arguments: [[UInt8](), [77], [0, 77, 0], [0, 77, 0, 77]])
    func aGrayTransparencyNotTwoBytesLongIsIgnored(bytes: [UInt8]) throws {
        let png = HandBuiltPNG.png(width: 2, height: 1, bitDepth: 8, colorType: 0,
                                   extra: [HandBuiltPNG.chunk("tRNS", bytes)], scanlines: [0, 77, 78])
        try expectDecodes(png, width: 2, height: 1, to: [HandBuiltPNG.gray(77), HandBuiltPNG.gray(78)])
    }

    @Test(arguments: [[UInt8](), [0, 1, 0, 2], [0, 1, 0, 2, 0, 3, 0], [0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6]])
    func anRGBTransparencyNotSixBytesLongIsIgnored(bytes: [UInt8]) throws {
        let png = HandBuiltPNG.png(width: 1, height: 1, bitDepth: 8, colorType: 2,
                                   extra: [HandBuiltPNG.chunk("tRNS", bytes)], scanlines: [0, 1, 2, 3])
        try expectDecodes(png, width: 1, height: 1, to: [0xFF01_0203])
    }

    @Test func onlyTheFirstTransparencyCounts() throws {
        let first = HandBuiltPNG.chunk("tRNS", [0, 77]), second = HandBuiltPNG.chunk("tRNS", [0, 78])
        let png = HandBuiltPNG.png(width: 2, height: 1, bitDepth: 8, colorType: 0, extra: [first, second], scanlines: [0, 77, 78])
        try expectDecodes(png, width: 2, height: 1, to: [0, HandBuiltPNG.gray(78)])
    }

    @Test func aTransparencyWithAnAlphaChannelIsIgnored() throws {
        let png = HandBuiltPNG.png(width: 1, height: 1, bitDepth: 8, colorType: 4,
                                   extra: [HandBuiltPNG.chunk("tRNS", [0, 9])], scanlines: [0, 9, 255])
        try expectDecodes(png, width: 1, height: 1, to: [HandBuiltPNG.gray(9)])
    }
}
