/// A PNG's IHDR, checked.
struct PNGHeader {
    // MARK: - Properties

    let width: Int
    let height: Int
    let bitDepth: Int
    /// 0 gray, 2 RGB, 3 palette, 4 gray and alpha, 6 RGBA.
    let colorType: Int
    let interlaced: Bool

    /// The most decompressed image data decoded, filter bytes included.
    static let maximumDataBytes = 1 << 30

    // MARK: - Derived values

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

    // MARK: - Initializers

    init(width: Int, height: Int, bitDepth: Int, colorType: Int, interlaced: Bool) {
        self.width = width
        self.height = height
        self.bitDepth = bitDepth
        self.colorType = colorType
        self.interlaced = interlaced
    }

    /// Reads the first chunk of `bytes` with `reader` (just past the signature) and checks
    /// that it is a valid IHDR.
    static func first(in bytes: UnsafeRawBufferPointer, reader: inout PNGChunkReader) throws(RenderError) -> PNGHeader {
        guard let first = try reader.next() else { throw .invalidPNG("no chunks after the signature") }
        guard first.type == PNGChunkType.header else { throw .invalidPNG("the first chunk is \(PNGChunkType.name(first.type)), not IHDR") }
        return try PNGHeader(bytes, chunk: first, reader: reader)
    }

    /// Reads and checks the 13 bytes of an IHDR.
    init(_ bytes: UnsafeRawBufferPointer, chunk: PNGChunk, reader: PNGChunkReader) throws(RenderError) {
        guard chunk.data.count == 13 else { throw .invalidPNG("IHDR invalid: \(chunk.data.count) bytes instead of 13") }
        let start = chunk.data.lowerBound
        let width = Int(reader.readUInt32(at: start)), height = Int(reader.readUInt32(at: start + 4))
        let bitDepth = Int(bytes[start + 8]), colorType = Int(bytes[start + 9])
        guard width > 0, height > 0 else { throw .invalidPNG("IHDR invalid: the size \(width) × \(height) is empty") }
        // The one side limit of canvases, pixel images and the PNGs Render writes and reads.
        let limit = PNGDecodingLimit.maximumSide
        guard width <= limit, height <= limit else {
            throw .invalidPNG("IHDR invalid: \(width) × \(height) is larger than \(limit) × \(limit)")
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
