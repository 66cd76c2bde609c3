import CCairoPango
import Foundation

/// Cairo's own PNG writer and reader, kept as the reference Render's codec is measured and
/// tested against (`@_spi(PNGReference) import Render`). Use ``PixelImage/pngData(options:)``
/// and ``PixelImage/init(pngData:scale:)`` otherwise.
extension PixelImage {
    // MARK: - Encoding

    /// The image as PNG data written by `cairo_surface_write_to_png_stream` (zlib's default
    /// level, adaptive filters): the reference for comparison, not for use.
    @_spi(PNGReference)
    public func cairoPNGData() throws(RenderError) -> Data {
        let surface = try CairoImageSurface(copying: self)
        let sink = ByteSink()
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        let status = cairo_surface_write_to_png_stream(surface.pointer, { closure, bytes, length in
            let sink = Unmanaged<ByteSink>.fromOpaque(closure!).takeUnretainedValue()
            sink.data.append(bytes!, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, closure)
        try checkCairo(status, "cairo_surface_write_to_png_stream")
        return sink.data
    }

    // MARK: - Decoding

    /// Decodes PNG `data` with `cairo_image_surface_create_from_png_stream`: the reference
    /// for comparison, not for use. A `scale` other than 1, 2 or 3 is ``RenderError/invalidScale(_:)``.
    @_spi(PNGReference)
    public init(cairoPNGData data: Data, scale: Int = 1) throws(RenderError) {
        try Self.checkScale(scale)
        let source = ByteSource(data)
        let closure = Unmanaged.passUnretained(source).toOpaque()
        let surface = CairoImageSurface(adopting: cairo_image_surface_create_from_png_stream({ closure, bytes, length in
            let source = Unmanaged<ByteSource>.fromOpaque(closure!).takeUnretainedValue()
            return source.read(into: bytes!, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
        }, closure)!)
        let status = cairo_surface_status(surface.pointer)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .invalidPNG(String(cString: cairo_status_to_string(status)))
        }
        // Opaque PNGs decode to RGB24, whose unused top byte the copy makes opaque.
        self = try surface.makePixelImage(scale: scale)
    }
}

/// Collects the bytes Cairo writes.
private final class ByteSink {
    var data = Data()
}

/// Hands Cairo the bytes of a PNG, failing when it asks past the end.
private final class ByteSource {
    private let data: Data
    private var offset = 0

    init(_ data: Data) {
        self.data = data
    }

    /// Copies the next `count` bytes to `buffer`; `false` past the end. `offset` counts from
    /// the data's `startIndex`, so a slice of a larger `Data` reads from its own start.
    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard count <= data.count - offset else { return false }
        let start = data.startIndex + offset
        data.copyBytes(to: buffer, from: start..<start + count)
        offset += count
        return true
    }
}
