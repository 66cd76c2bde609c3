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
        var copy = pixels
        let stride = width * 4
        let sink = ByteSink()
        let status: cairo_status_t = copy.withUnsafeMutableBytes { buffer in
            let surface = cairo_image_surface_create_for_data(
                buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                Int32(width), Int32(height), Int32(stride))!
            defer { cairo_surface_destroy(surface) }
            let closure = Unmanaged.passUnretained(sink).toOpaque()
            return cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
                let sink = Unmanaged<ByteSink>.fromOpaque(closure!).takeUnretainedValue()
                sink.data.append(bytes!, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, closure)
        }
        try checkCairo(status, "cairo_surface_write_to_png_stream")
        return sink.data
    }

    // MARK: - Decoding

    /// Decodes PNG `data` with `cairo_image_surface_create_from_png_stream`: the reference
    /// for comparison, not for use.
    @_spi(PNGReference)
    public init(cairoPNGData data: Data, scale: Int = 1) throws(RenderError) {
        let source = ByteSource(data)
        let closure = Unmanaged.passUnretained(source).toOpaque()
        let surface = cairo_image_surface_create_from_png_stream({ closure, bytes, length in
            let source = Unmanaged<ByteSource>.fromOpaque(closure!).takeUnretainedValue()
            return source.read(into: bytes!, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
        }, closure)!
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .invalidPNG(String(cString: cairo_status_to_string(status)))
        }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let format = cairo_image_surface_get_format(surface)
        guard let base = cairo_image_surface_get_data(surface) else { throw .invalidPNG("no pixel data") }
        var pixels = [UInt32](repeating: 0, count: width * height)
        for row in 0..<height {
            let line = UnsafeRawPointer(base + row * stride).assumingMemoryBound(to: UInt32.self)
            for column in 0..<width {
                // Opaque PNGs decode to RGB24, whose unused top byte is undefined.
                pixels[row * width + column] = format == CAIRO_FORMAT_RGB24 ? line[column] | 0xFF00_0000 : line[column]
            }
        }
        self.init(width: width, height: height, scale: scale, pixels: pixels)
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

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard count <= data.count - offset else { return false }
        data.copyBytes(to: buffer, from: offset..<offset + count)
        offset += count
        return true
    }
}
