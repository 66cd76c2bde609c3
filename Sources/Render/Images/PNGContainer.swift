import Foundation

// MARK: - Header

/// A PNG's IHDR, checked.
struct PNGHeader {
    let width: Int
    let height: Int
    let bitDepth: Int
    /// 0 gray, 2 RGB, 3 palette, 4 gray and alpha, 6 RGBA.
    let colorType: Int
    let interlaced: Bool

    /// The largest width and height decoded.
    static let maximumDimension = 16_384
    /// The most decompressed image data decoded, filter bytes included.
    static let maximumDataBytes = 1 << 30

    /// Samples per pixel.
    var channels: Int {
        switch colorType {
        case 2: 3
        case 4: 2
        case 6: 4
        default: 1
        }
    }

    var bitsPerPixel: Int { channels * bitDepth }
    /// The distance in bytes to the corresponding byte of the pixel to the left, for the filters.
    var filterDistance: Int { max(1, bitsPerPixel / 8) }

    func rowBytes(forWidth width: Int) -> Int {
        (width * bitsPerPixel + 7) / 8
    }

    /// The same format at another size: an APNG frame's.
    func resized(width: Int, height: Int) -> PNGHeader {
        PNGHeader(width: width, height: height, bitDepth: bitDepth, colorType: colorType, interlaced: interlaced)
    }

    /// The sub-images the data holds: one, or Adam7's seven passes (some possibly empty),
    /// each as its first pixel, spacing and size.
    var passes: [(x: Int, y: Int, dx: Int, dy: Int, width: Int, height: Int)] {
        guard interlaced else { return [(0, 0, 1, 1, width, height)] }
        let adam7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        return adam7.map { x, y, dx, dy in
            (x, y, dx, dy, width > x ? (width - x + dx - 1) / dx : 0, height > y ? (height - y + dy - 1) / dy : 0)
        }
    }

    /// The size of the decompressed data: every non-empty pass's rows with their filter bytes.
    var dataBytes: Int {
        passes.reduce(0) { total, pass in
            pass.width == 0 || pass.height == 0 ? total : total + pass.height * (1 + rowBytes(forWidth: pass.width))
        }
    }

    init(width: Int, height: Int, bitDepth: Int, colorType: Int, interlaced: Bool) {
        self.width = width
        self.height = height
        self.bitDepth = bitDepth
        self.colorType = colorType
        self.interlaced = interlaced
    }

    /// Reads and checks the 13 bytes of an IHDR.
    init(_ bytes: UnsafeRawBufferPointer, chunk: PNGChunk, reader: PNGChunkReader) throws(RenderError) {
        guard chunk.data.count == 13 else { throw .invalidPNG("IHDR invalid: \(chunk.data.count) bytes instead of 13") }
        let start = chunk.data.lowerBound
        let width = Int(reader.readUInt32(at: start)), height = Int(reader.readUInt32(at: start + 4))
        let bitDepth = Int(bytes[start + 8]), colorType = Int(bytes[start + 9])
        guard width > 0, height > 0 else { throw .invalidPNG("IHDR invalid: the size \(width) × \(height) is empty") }
        guard width <= Self.maximumDimension, height <= Self.maximumDimension else {
            throw .invalidPNG("IHDR invalid: \(width) × \(height) is larger than \(Self.maximumDimension) × \(Self.maximumDimension)")
        }
        let allowedDepths: [Int] = switch colorType {
        case 0: [1, 2, 4, 8, 16]
        case 3: [1, 2, 4, 8]
        case 2, 4, 6: [8, 16]
        default: []
        }
        guard !allowedDepths.isEmpty else { throw .invalidPNG("IHDR invalid: unknown color type \(colorType)") }
        guard allowedDepths.contains(bitDepth) else { throw .invalidPNG("IHDR invalid: bit depth \(bitDepth) with color type \(colorType)") }
        guard bytes[start + 10] == 0 else { throw .invalidPNG("IHDR invalid: unknown compression method \(bytes[start + 10])") }
        guard bytes[start + 11] == 0 else { throw .invalidPNG("IHDR invalid: unknown filter method \(bytes[start + 11])") }
        guard bytes[start + 12] <= 1 else { throw .invalidPNG("IHDR invalid: unknown interlace method \(bytes[start + 12])") }
        self.init(width: width, height: height, bitDepth: bitDepth, colorType: colorType, interlaced: bytes[start + 12] == 1)
        guard dataBytes <= Self.maximumDataBytes else {
            throw .invalidPNG("IHDR invalid: \(width) × \(height) at \(bitsPerPixel) bits a pixel is more than \(Self.maximumDataBytes >> 20) MiB of data")
        }
    }
}

// MARK: - Container

/// The chunks of a PNG (or APNG) that decoding needs, read in one pass with their order checked.
struct PNGContainer {
    let header: PNGHeader
    /// PLTE's data, if any.
    let palette: Range<Int>?
    /// tRNS's data, if any.
    let transparency: Range<Int>?
    /// The IDAT chunks' data, in order.
    let imageData: [Range<Int>]
    /// acTL, fcTL and fdAT in file order, each with whether it came after the IDATs.
    let animationChunks: [(chunk: PNGChunk, afterImageData: Bool)]

    init(_ bytes: UnsafeRawBufferPointer) throws(RenderError) {
        var reader = try PNGChunkReader(bytes)
        guard let first = try reader.next() else { throw .invalidPNG("no chunks after the signature") }
        guard first.type == PNGChunkType.header else { throw .invalidPNG("the first chunk is \(PNGChunkType.name(first.type)), not IHDR") }
        let header = try PNGHeader(bytes, chunk: first, reader: reader)
        var palette: Range<Int>?
        var transparency: Range<Int>?
        var imageData: [Range<Int>] = []
        var imageDataEnded = false
        var animationChunks: [(chunk: PNGChunk, afterImageData: Bool)] = []
        var sawEnd = false
        while let chunk = try reader.next() {
            if !imageData.isEmpty && chunk.type != PNGChunkType.imageData { imageDataEnded = true }
            switch chunk.type {
            case PNGChunkType.header:
                throw .invalidPNG("a second IHDR chunk")
            case PNGChunkType.palette:
                guard palette == nil else { throw .invalidPNG("a second PLTE chunk") }
                guard imageData.isEmpty else { throw .invalidPNG("PLTE after IDAT") }
                guard header.colorType != 0, header.colorType != 4 else { throw .invalidPNG("a PLTE chunk in a grayscale image") }
                let entries = chunk.data.count / 3
                guard chunk.data.count % 3 == 0, entries >= 1, entries <= 256 else {
                    throw .invalidPNG("PLTE invalid: \(chunk.data.count) bytes is not 1 to 256 colors")
                }
                guard header.colorType != 3 || entries <= 1 << header.bitDepth else {
                    throw .invalidPNG("PLTE invalid: \(entries) colors for a bit depth of \(header.bitDepth)")
                }
                palette = chunk.data
            case PNGChunkType.transparency:
                guard imageData.isEmpty else { break }
                transparency = chunk.data
            case PNGChunkType.imageData:
                guard !imageDataEnded else { throw .invalidPNG("IDAT chunks are not consecutive") }
                imageData.append(chunk.data)
            case PNGChunkType.end:
                sawEnd = true
            case PNGChunkType.animationControl, PNGChunkType.frameControl, PNGChunkType.frameData:
                animationChunks.append((chunk, !imageData.isEmpty))
            default:
                guard !PNGChunkType.isCritical(chunk.type) else {
                    throw .invalidPNG("unknown critical chunk \(PNGChunkType.name(chunk.type))")
                }
            }
            if sawEnd { break }
        }
        guard !imageData.isEmpty else { throw .invalidPNG(sawEnd ? "missing IDAT: no image data" : "truncated: no image data before the end of the file") }
        guard sawEnd else { throw .invalidPNG("truncated: the file ends without an IEND chunk") }
        guard header.colorType != 3 || palette != nil else { throw .invalidPNG("missing PLTE in a palette image") }
        self.header = header
        self.palette = palette
        self.transparency = transparency
        self.imageData = imageData
        self.animationChunks = animationChunks
    }
}

// MARK: - Bytes of Data

/// Runs `body` on `data`'s bytes, keeping `body`'s typed error.
func withPNGBytes<Result>(
    of data: Data, _ body: (UnsafeRawBufferPointer) throws(RenderError) -> Result
) throws(RenderError) -> Result {
    let outcome: Swift.Result<Result, RenderError> = data.withUnsafeBytes { bytes in
        Swift.Result { () throws(RenderError) -> Result in try body(bytes) }
    }
    return try outcome.get()
}
