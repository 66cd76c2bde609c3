import Foundation

/// Writes the IHDR and image data of PNGs and APNG frames: turns each row of premultiplied
/// ARGB32 into filtered RGB or RGBA bytes (``PNGRows``), compresses the rows with the
/// options' deflate, and splits the stream into the output's chunks.
struct PNGEncoder {
    // MARK: - Types

    /// The chunks the compressed data goes into.
    enum DataChunks {
        /// IDAT: the still image, or an APNG's first frame.
        case imageData
        /// fdAT: a later APNG frame; each chunk takes the next sequence number.
        case frameData
    }

    // MARK: - Properties

    let options: PNGEncodingOptions

    /// The largest chunk the encoder writes; long streams are split over several.
    static let maximumChunkLength = 1 << 20

    // MARK: - Whole images

    /// Whether every pixel of `image` is opaque, so it can be written as RGB. Looks at
    /// 4,096 pixels at a time and stops at the first block with a translucent one.
    static func isOpaque(_ image: PixelImage) -> Bool {
        image.pixels.withUnsafeBufferPointer { pixels in
            var start = 0
            while start < pixels.count {
                let end = min(start + 4096, pixels.count)
                var all: UInt32 = 0xFF00_0000
                for index in start..<end {
                    all &= pixels[index]
                }
                if all < 0xFF00_0000 { return false }
                start = end
            }
            return true
        }
    }

    /// The signature and IHDR of a PNG of `width` × `height` 8-bit pixels with `channels` 3 (RGB) or 4 (RGBA).
    static func writeSignatureAndHeader(width: Int, height: Int, channels: Int, into buffer: PNGByteBuffer) throws(RenderError) {
        try buffer.append(PNGChunkType.signature)
        let start = try buffer.beginChunk(PNGChunkType.header)
        try buffer.appendUInt32(UInt32(width))
        try buffer.appendUInt32(UInt32(height))
        try buffer.append([8, channels == 4 ? 6 : 2, 0, 0, 0])
        try buffer.endChunk(startingAt: start)
    }

    /// Checks that `width` × `height` can be a PNG that Render reads back: 1 to
    /// ``Canvas/maximumPixels`` a side, the one limit ``PixelImage`` and the decoder use.
    /// Within it a row is at most 64 KiB, so every length handed to zlib fits its 32 bits.
    static func validateSize(width: Int, height: Int) throws(RenderError) {
        guard width > 0, height > 0 else { throw .invalidImage("a PNG needs at least one pixel, not \(width) × \(height)") }
        let limit = Canvas.maximumPixels
        guard width <= limit, height <= limit else { throw .invalidImage("\(width) × \(height) is larger than the \(limit) × \(limit) Render reads") }
    }

    /// Roughly how many bytes the image's compressed data can take, chunk headers included.
    static func dataBound(width: Int, height: Int, channels: Int) -> Int {
        let raw = height * (1 + width * channels)
        let deflated = raw + raw / 1000 + (raw >> 12) + (raw >> 14) + (raw >> 25) + 64
        return deflated + (deflated / maximumChunkLength + 1) * 16
    }

    // MARK: - Image data

    /// Compresses the filtered rows of `image` into IDAT or fdAT chunks of `buffer`.
    /// `sequence` is the next APNG sequence number, advanced for every fdAT.
    func writeImageData(
        _ image: PixelImage, channels: Int, into buffer: PNGByteBuffer, as chunks: DataChunks, sequence: inout UInt32
    ) throws(RenderError) {
        let stream = try compressedRows(of: image, channels: channels)
        try Self.appendChunks(of: stream, to: buffer, as: chunks, sequence: &sequence)
    }

    /// The zlib stream of `image`'s filtered rows.
    private func compressedRows(of image: PixelImage, channels: Int) throws(RenderError) -> PNGByteBuffer {
        switch options.compressor {
        case .runLength:
            return try runLengthStream(of: image, channels: channels)
        case .zlib(let level, let strategy):
            let filteredRowBytes = image.width * channels + 1
            let stream = try PNGByteBuffer(capacity: min(Self.dataBound(width: image.width, height: image.height, channels: channels), 1 << 16))
            let deflater = try ZlibDeflater(level: level, strategy: strategy, rowBytes: filteredRowBytes, output: stream)
            try addRows(0..<image.height, of: image, channels: channels, to: deflater)
            try deflater.finish()
            return stream
        }
    }

    /// Filters rows `rows` of `image` and adds them to `compressor`. The row before the
    /// first, if any, is converted first, for the filters that look up.
    func addRows(_ rows: Range<Int>, of image: PixelImage, channels: Int, to compressor: some PNGRowCompressor) throws(RenderError) {
        let width = image.width
        let rowBytes = width * channels
        let filteredRowBytes = rowBytes + 1
        // Scratch: the previous and current raw rows (the previous starts as zeros, as PNG
        // says for the first row), the filtered row, and five candidates for `.adaptive`.
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * rowBytes + 6 * filteredRowBytes)
        defer { scratch.deallocate() }
        scratch.initialize(repeating: 0, count: 2 * rowBytes)
        var previous = scratch
        var current = scratch + rowBytes
        let filtered = scratch + 2 * rowBytes
        let candidates = filtered + filteredRowBytes
        let filtersUp = options.filter == .up

        try image.pixels.withUnsafeBufferPointer { pixels throws(RenderError) in
            func convert(_ row: Int, into bytes: UnsafeMutablePointer<UInt8>) {
                if channels == 3 {
                    PNGRows.convertOpaqueRow(pixels.baseAddress! + row * width, width: width, into: bytes)
                } else {
                    PNGRows.convertTranslucentRow(pixels.baseAddress! + row * width, width: width, into: bytes)
                }
            }
            if rows.lowerBound > 0 { convert(rows.lowerBound - 1, into: previous) }
            for row in rows {
                let source = pixels.baseAddress! + row * width
                // Up makes a row equal to the one above all zeros; `previous` already holds it.
                if filtersUp, row > 0, memcmp(source, source - width, width * 4) == 0 {
                    try compressor.addZeroRow(filterType: 2, count: rowBytes)
                    continue
                }
                if filtersUp, row > 0 {
                    PNGRows.convertFilteringUp(source, above: source - width, width: width, channels: channels,
                                               previous: previous, into: current, output: filtered)
                } else {
                    convert(row, into: current)
                    PNGRows.filterRow(current, previous: previous, count: rowBytes, bytesPerPixel: channels,
                                      filter: options.filter, into: filtered, scratch: candidates)
                }
                try compressor.addRow(filtered, count: filteredRowBytes)
                swap(&previous, &current)
            }
        }
    }

    /// Appends `stream` to `buffer` as IDAT chunks, or fdAT chunks that each take the next
    /// sequence number, of at most ``maximumChunkLength`` bytes.
    private static func appendChunks(
        of stream: PNGByteBuffer, to buffer: PNGByteBuffer, as chunks: DataChunks, sequence: inout UInt32
    ) throws(RenderError) {
        var offset = 0
        repeat {
            let length = min(stream.count - offset, maximumChunkLength)
            let start: Int
            switch chunks {
            case .imageData:
                start = try buffer.beginChunk(PNGChunkType.imageData)
            case .frameData:
                start = try buffer.beginChunk(PNGChunkType.frameData)
                try buffer.appendUInt32(sequence)
                sequence += 1
            }
            try buffer.append(stream.base + offset, count: length)
            try buffer.endChunk(startingAt: start)
            offset += length
        } while offset < stream.count
    }
}
