import Foundation

/// PNG encoding and decoding of ``PixelImage`` with Render's own codec: its own deflate or
/// zlib's to write (``PNGEncodingOptions``), zlib's inflate to read.
extension PixelImage {
    // MARK: - Encoding

    /// Whether every pixel is opaque, so the image is written as RGB rather than RGBA.
    public var isOpaque: Bool { PNGEncoder.isOpaque(self) }

    /// The image as PNG data: 8-bit RGB when every pixel is opaque, else 8-bit RGBA with the
    /// color un-premultiplied as Cairo's writer does, so Cairo's reader and ours give back
    /// these pixels. The same pixels and options always give the same bytes. An empty image,
    /// or no memory for the output, is ``RenderError/invalidImage(_:)``.
    public func pngData(options: PNGEncodingOptions = .default) throws(RenderError) -> Data {
        try PNGEncoder.validateSize(width: width, height: height)
        let channels = PNGEncoder.isOpaque(self) ? 3 : 4
        // Sized for a well-compressed image; it grows for others. Reserving the worst case
        // would make every large image a fresh allocation that glibc hands back.
        let buffer = try PNGByteBuffer(capacity: min(64 + PNGEncoder.dataBound(width: width, height: height, channels: channels), 1 << 16))
        try PNGEncoder.writeSignatureAndHeader(width: width, height: height, channels: channels, into: buffer)
        var sequence: UInt32 = 0
        try PNGEncoder(options: options).writeImageData(self, channels: channels, into: buffer, as: .imageData, sequence: &sequence)
        try buffer.endChunk(startingAt: buffer.beginChunk(PNGChunkType.end))
        return buffer.takeData()
    }

    /// Writes the image as PNG to `url` atomically: a reader never sees half a file.
    public func writePNG(to url: URL, options: PNGEncodingOptions = .default) throws {
        try pngData(options: options).write(to: url, options: .atomic)
    }

    // MARK: - Decoding

    /// Decodes PNG `data` of any standard kind (gray, RGB, palette, with or without alpha,
    /// 1 to 16 bits, interlaced or not) to premultiplied pixels, as Cairo's reader would.
    /// An APNG gives its default image. Truncated or corrupt data, and an image over
    /// `limit` (by default 256 MiB decoded and 16,384 pixels a side: ``PNGDecodingLimit``),
    /// which is refused from its IHDR before any pixel is allocated, is a
    /// ``RenderError/invalidPNG(_:)`` naming the problem; so is image data that inflates to
    /// more than the IHDR calls for. A `scale` other than 1, 2 or 3 is
    /// ``RenderError/invalidScale(_:)``.
    public init(pngData data: Data, scale: Int = 1, limit: PNGDecodingLimit = .default) throws(RenderError) {
        try Self.checkScale(scale)
        self = try withPNGBytes(of: data) { bytes throws(RenderError) in
            let container = try PNGContainer(bytes)
            try limit.check(width: container.header.width, height: container.header.height)
            return try PNGDecoder(container: container, bytes: bytes).decode(container.imageData, in: bytes, scale: scale)
        }
    }
}
