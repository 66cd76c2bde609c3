import CZlib
import Foundation

/// Writes the IHDR and image data of PNGs and APNG frames: converts premultiplied ARGB32 to
/// straight RGB or RGBA bytes as Cairo's writer does, filters each row, and deflates the rows
/// straight into the output's chunks.
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
    /// Rows are filtered in batches of about this many bytes before zlib sees them, so the
    /// batch stays in cache.
    private static let batchBytes = 1 << 17

    // MARK: - Whole images

    /// Whether every pixel of `image` is opaque, so it can be written as RGB.
    static func isOpaque(_ image: PixelImage) -> Bool {
        image.pixels.withUnsafeBufferPointer { pixels in
            var all: UInt32 = 0xFF00_0000
            for pixel in pixels {
                all &= pixel
            }
            return all >= 0xFF00_0000
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

    /// Deflates the filtered rows of `image` into IDAT or fdAT chunks of `buffer`.
    /// `sequence` is the next APNG sequence number, advanced for every fdAT.
    func writeImageData(
        _ image: PixelImage, channels: Int, into buffer: PNGByteBuffer, as chunks: DataChunks, sequence: inout UInt32
    ) throws(RenderError) {
        let width = image.width
        let rowBytes = width * channels
        let filteredRowBytes = rowBytes + 1
        let rowsPerBatch = max(1, Self.batchBytes / filteredRowBytes)
        try buffer.reserve(Self.dataBound(width: width, height: image.height, channels: channels))

        var stream = z_stream()
        let level = Int32(min(max(options.compressionLevel, 0), 9))
        let status = deflateInit2_(&stream, level, Z_DEFLATED, 15, 8, options.strategy.zlibValue, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else { throw .invalidImage("zlib could not start compressing (status \(status))") }
        defer { deflateEnd(&stream) }

        // Scratch: the previous and current raw rows (the previous starts as zeros, as PNG
        // says for the first row), and a batch of filtered rows.
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * rowBytes + rowsPerBatch * filteredRowBytes + 5 * filteredRowBytes)
        defer { scratch.deallocate() }
        scratch.initialize(repeating: 0, count: 2 * rowBytes)
        var previous = scratch
        var current = scratch + rowBytes
        let batch = scratch + 2 * rowBytes
        let candidates = batch + rowsPerBatch * filteredRowBytes

        var chunkStart = -1
        var chunkSpace = 0
        func openChunk() throws(RenderError) {
            switch chunks {
            case .imageData:
                chunkStart = try buffer.beginChunk(PNGChunkType.imageData)
            case .frameData:
                chunkStart = try buffer.beginChunk(PNGChunkType.frameData)
                try buffer.appendUInt32(sequence)
                sequence += 1
            }
            chunkSpace = Self.maximumChunkLength
        }

        /// Compresses `count` bytes at `input`, writing everything zlib gives back into chunks.
        /// `count` is one batch, at most `batchBytes` or one filtered row (64 KiB + 1 within
        /// ``validateSize(width:height:)``), so it fits zlib's 32-bit `uInt`.
        func compress(_ input: UnsafeMutablePointer<UInt8>, count: Int, finish: Bool) throws(RenderError) {
            stream.next_in = input
            stream.avail_in = uInt(count)
            while true {
                if chunkSpace == 0 {
                    if chunkStart >= 0 { try buffer.endChunk(startingAt: chunkStart) }
                    try openChunk()
                }
                if buffer.freeCapacity == 0 { try buffer.reserve(1 << 16) }
                let available = min(chunkSpace, buffer.freeCapacity)
                stream.next_out = buffer.base + buffer.count
                stream.avail_out = uInt(available)
                let result = deflate(&stream, finish ? Z_FINISH : Z_NO_FLUSH)
                let produced = available - Int(stream.avail_out)
                buffer.count += produced
                chunkSpace -= produced
                if finish {
                    if result == Z_STREAM_END { break }
                    guard result == Z_OK || result == Z_BUF_ERROR else { throw .invalidImage("zlib failed to compress (status \(result))") }
                } else {
                    guard result == Z_OK || result == Z_BUF_ERROR else { throw .invalidImage("zlib failed to compress (status \(result))") }
                    if stream.avail_out != 0 && stream.avail_in == 0 { break }
                }
            }
        }

        try image.pixels.withUnsafeBufferPointer { pixels throws(RenderError) in
            var row = 0
            while row < image.height {
                let rowsNow = min(rowsPerBatch, image.height - row)
                for index in 0..<rowsNow {
                    let source = pixels.baseAddress! + (row + index) * width
                    if channels == 3 {
                        Self.convertOpaqueRow(source, width: width, into: current)
                    } else {
                        Self.convertTranslucentRow(source, width: width, into: current)
                    }
                    Self.filterRow(current, previous: previous, count: rowBytes, bytesPerPixel: channels,
                                   filter: options.filter, into: batch + index * filteredRowBytes, scratch: candidates)
                    swap(&previous, &current)
                }
                row += rowsNow
                try compress(batch, count: rowsNow * filteredRowBytes, finish: row == image.height)
            }
        }
        try buffer.endChunk(startingAt: chunkStart)
    }

    // MARK: - Pixel conversion

    /// Writes one row of opaque pixels as RGB bytes.
    private static func convertOpaqueRow(_ source: UnsafePointer<UInt32>, width: Int, into row: UnsafeMutablePointer<UInt8>) {
        var output = row
        for index in 0..<width {
            let pixel = source[index]
            output[0] = UInt8(truncatingIfNeeded: pixel >> 16)
            output[1] = UInt8(truncatingIfNeeded: pixel >> 8)
            output[2] = UInt8(truncatingIfNeeded: pixel)
            output += 3
        }
    }

    /// Writes one row of premultiplied pixels as straight RGBA bytes, divided by alpha as
    /// Cairo's writer divides (``PixelMath/unpremultiplyTable``); alpha 0 is all zeros.
    private static func convertTranslucentRow(_ source: UnsafePointer<UInt32>, width: Int, into row: UnsafeMutablePointer<UInt8>) {
        PixelMath.unpremultiplyTable.withUnsafeBufferPointer { table in
            var output = row
            for index in 0..<width {
                let pixel = source[index]
                let alpha = Int(pixel >> 24)
                if alpha == 255 {
                    output[0] = UInt8(truncatingIfNeeded: pixel >> 16)
                    output[1] = UInt8(truncatingIfNeeded: pixel >> 8)
                    output[2] = UInt8(truncatingIfNeeded: pixel)
                    output[3] = 255
                } else {
                    let offset = alpha << 8
                    output[0] = table[offset | Int((pixel >> 16) & 0xFF)]
                    output[1] = table[offset | Int((pixel >> 8) & 0xFF)]
                    output[2] = table[offset | Int(pixel & 0xFF)]
                    output[3] = UInt8(alpha)
                }
                output += 4
            }
        }
    }

    // MARK: - Filters

    /// Writes the filter type byte and the filtered bytes of `row` to `output`.
    /// `scratch` holds five filtered rows for the adaptive choice.
    private static func filterRow(
        _ row: UnsafeMutablePointer<UInt8>, previous: UnsafeMutablePointer<UInt8>, count: Int, bytesPerPixel: Int,
        filter: PNGEncodingOptions.Filter, into output: UnsafeMutablePointer<UInt8>, scratch: UnsafeMutablePointer<UInt8>
    ) {
        switch filter {
        case .none:
            output[0] = 0
            (output + 1).update(from: row, count: count)
        case .sub:
            output[0] = 1
            filterSub(row, count: count, bytesPerPixel: bytesPerPixel, into: output + 1)
        case .up:
            output[0] = 2
            filterUp(row, previous: previous, count: count, into: output + 1)
        case .average:
            output[0] = 3
            filterAverage(row, previous: previous, count: count, bytesPerPixel: bytesPerPixel, into: output + 1)
        case .paeth:
            output[0] = 4
            filterPaeth(row, previous: previous, count: count, bytesPerPixel: bytesPerPixel, into: output + 1)
        case .adaptive:
            let stride = count + 1
            for type in 0..<5 {
                filterRow(row, previous: previous, count: count, bytesPerPixel: bytesPerPixel,
                          filter: [.none, .sub, .up, .average, .paeth][type], into: scratch + type * stride, scratch: scratch)
            }
            var best = 0
            var bestSum = Int.max
            for type in 0..<5 {
                let candidate = scratch + type * stride + 1
                var sum = 0
                for index in 0..<count {
                    let value = Int(Int8(bitPattern: candidate[index]))
                    sum &+= value < 0 ? -value : value
                }
                if sum < bestSum {
                    bestSum = sum
                    best = type
                }
            }
            output.update(from: scratch + best * stride, count: stride)
        }
    }

    private static func filterSub(_ row: UnsafePointer<UInt8>, count: Int, bytesPerPixel: Int, into output: UnsafeMutablePointer<UInt8>) {
        let head = min(bytesPerPixel, count)
        for index in 0..<head {
            output[index] = row[index]
        }
        var index = head
        while index < count {
            output[index] = row[index] &- row[index - bytesPerPixel]
            index += 1
        }
    }

    private static func filterUp(_ row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int, into output: UnsafeMutablePointer<UInt8>) {
        for index in 0..<count {
            output[index] = row[index] &- previous[index]
        }
    }

    private static func filterAverage(
        _ row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int, bytesPerPixel: Int, into output: UnsafeMutablePointer<UInt8>
    ) {
        for index in 0..<count {
            let left = index >= bytesPerPixel ? UInt16(row[index - bytesPerPixel]) : 0
            output[index] = row[index] &- UInt8((left + UInt16(previous[index])) >> 1)
        }
    }

    private static func filterPaeth(
        _ row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int, bytesPerPixel: Int, into output: UnsafeMutablePointer<UInt8>
    ) {
        let head = min(bytesPerPixel, count)
        for index in 0..<head {
            output[index] = row[index] &- previous[index]
        }
        var index = head
        while index < count {
            output[index] = row[index] &- paethPredictor(row[index - bytesPerPixel], previous[index], previous[index - bytesPerPixel])
            index += 1
        }
    }
}
