import Foundation

/// The chunks of a PNG (or APNG) that decoding needs, read in one pass with their order checked.
struct PNGContainer {
    // MARK: - Properties

    let header: PNGHeader
    /// PLTE's data, if any.
    let palette: Range<Int>?
    /// tRNS's data, if any valid one: libpng ignores the others, and so does Render.
    let transparency: Range<Int>?
    /// The IDAT chunks' data, in order.
    let imageData: [Range<Int>]
    /// acTL, fcTL and fdAT in file order, each with whether it came after the IDATs.
    let animationChunks: [(chunk: PNGChunk, afterImageData: Bool)]

    // MARK: - Initializers

    /// Reads the chunks of `bytes`, checking their order; malformed data is ``RenderError/invalidPNG(_:)``.
    init(_ bytes: UnsafeRawBufferPointer) throws(RenderError) {
        var reader = try PNGChunkReader(bytes)
        let header = try PNGHeader.first(in: bytes, reader: &reader)
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
                // As libpng (so Cairo): only the first valid tRNS before IDAT counts.
                if transparency == nil, imageData.isEmpty,
                   Self.isValidTransparency(length: chunk.data.count, header: header, palette: palette) {
                    transparency = chunk.data
                }
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

    // MARK: - Private

    /// Whether libpng would use a tRNS of `length` bytes: for a palette image 1 to the
    /// palette's entry count (after PLTE), exactly 2 for gray, exactly 6 for RGB, never with
    /// an alpha channel. libpng ignores any other, leaving the pixels opaque.
    private static func isValidTransparency(length: Int, header: PNGHeader, palette: Range<Int>?) -> Bool {
        switch header.colorType {
        case 0: length == 2
        case 2: length == 6
        case 3: palette.map { (1...$0.count / 3).contains(length) } ?? false
        default: false
        }
    }
}
