import Foundation

/// Encodes a PNG row by row and hands its bytes out as they are made, so an image can be
/// written to a file while it is being drawn, never held whole in memory (pixels or PNG).
///
/// Rows are Up-filtered and compressed with zlib's fast run-length level; the bytes go to
/// `output` in pieces of at most about ``PNGEncoder/maximumChunkLength`` (a chunk each):
/// the signature and IHDR first, IDAT chunks as the compressed data fills them, and the last
/// IDAT and IEND from ``finish()``. Opaque images are written as RGB, others as RGBA, with
/// color un-premultiplied as ``PixelImage/pngData(options:)`` does.
///
/// ```swift
/// let encoder = try PNGRowEncoder(width: 300, height: 100, opaque: true) { try file.write(contentsOf: $0) }
/// for row in rows { try encoder.addRow(row) }
/// try encoder.finish()
/// ```
package final class PNGRowEncoder {
    // MARK: - Properties

    /// The width in pixels.
    package let width: Int
    /// The height in pixels: how many rows ``addRow(_:)`` takes.
    package let height: Int
    private let channels: Int
    private let output: (UnsafeRawBufferPointer) throws -> Void
    /// Compressed data not yet handed out.
    private let stream: PNGByteBuffer
    private let deflater: ZlibDeflater
    /// The previous and current rows as bytes (the previous starts as zeros, as PNG says
    /// for the first row), then the filtered row.
    private let scratch: UnsafeMutablePointer<UInt8>
    private var previous: UnsafeMutablePointer<UInt8>
    private var current: UnsafeMutablePointer<UInt8>
    private var rowsAdded = 0
    private var finished = false

    private var rowBytes: Int { width * channels }

    // MARK: - Initializers

    /// An encoder of a `width` × `height` PNG (RGB when `opaque`, else RGBA) that hands its
    /// bytes to `output`, starting with the signature and IHDR at once. A size Render
    /// cannot read back (over ``Canvas/maximumPixels`` a side, or empty) is
    /// ``RenderError/invalidImage(_:)``; what `output` throws is rethrown.
    package init(width: Int, height: Int, opaque: Bool, output: @escaping (UnsafeRawBufferPointer) throws -> Void) throws {
        try PNGEncoder.validateSize(width: width, height: height)
        self.width = width
        self.height = height
        self.output = output
        channels = opaque ? 3 : 4
        let rowBytes = width * channels
        stream = try PNGByteBuffer(capacity: PNGEncoder.maximumChunkLength + max(1 << 16, rowBytes + 1))
        _ = try stream.beginChunk(PNGChunkType.imageData)
        deflater = try ZlibDeflater(level: 1, strategy: .runLength, rowBytes: rowBytes + 1, output: stream)
        scratch = .allocate(capacity: 3 * rowBytes + 1)
        scratch.initialize(repeating: 0, count: 3 * rowBytes + 1)
        previous = scratch
        current = scratch + rowBytes
        let header = try PNGByteBuffer(capacity: 64)
        try PNGEncoder.writeSignatureAndHeader(width: width, height: height, channels: channels, into: header)
        try output(UnsafeRawBufferPointer(start: header.base, count: header.count))
    }

    deinit {
        scratch.deallocate()
    }

    // MARK: - Adding rows

    /// Adds the next row: ``width`` premultiplied ARGB32 pixels. More than ``height`` rows,
    /// or a row after ``finish()``, is ``RenderError/invalidImage(_:)``.
    package func addRow(_ pixels: UnsafePointer<UInt32>) throws {
        guard !finished, rowsAdded < height else { throw RenderError.invalidImage("the PNG has its \(height) rows already; no more can be added") }
        if channels == 3 {
            PNGRows.convertOpaqueRow(pixels, width: width, into: current)
        } else {
            PNGRows.convertTranslucentRow(pixels, width: width, into: current)
        }
        let filtered = scratch + 2 * rowBytes
        PNGRows.filterRow(current, previous: previous, count: rowBytes, bytesPerPixel: channels, filter: .up,
                          into: filtered, scratch: filtered)
        try deflater.addRow(filtered, count: rowBytes + 1)
        swap(&previous, &current)
        rowsAdded += 1
        if stream.count >= PNGEncoder.maximumChunkLength { try handOutImageData() }
    }

    /// Hands out the rest of the image data and IEND. Fewer rows than ``height`` is
    /// ``RenderError/invalidImage(_:)``.
    package func finish() throws {
        guard !finished else { return }
        guard rowsAdded == height else { throw RenderError.invalidImage("the PNG was finished after \(rowsAdded) of its \(height) rows") }
        finished = true
        try deflater.finish()
        try handOutImageData()
        let end = try PNGByteBuffer(capacity: 64)
        try end.endChunk(startingAt: end.beginChunk(PNGChunkType.end))
        try output(UnsafeRawBufferPointer(start: end.base, count: end.count))
    }

    // MARK: - Private

    /// Hands out the compressed data gathered so far as one IDAT chunk, and starts the next
    /// chunk. `stream` holds the chunk being gathered from its length and type on, so it is
    /// handed out without a copy.
    private func handOutImageData() throws {
        try stream.endChunk(startingAt: 0)
        try output(UnsafeRawBufferPointer(start: stream.base, count: stream.count))
        stream.count = 0
        _ = try stream.beginChunk(PNGChunkType.imageData)
    }
}
