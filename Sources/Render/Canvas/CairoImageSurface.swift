import CCairoPango

/// A Cairo image surface that Render owns: it holds its own pixel memory, made by Cairo,
/// and is destroyed with the value. Nothing outside `Render` sees the pointer.
final class CairoImageSurface {
    // MARK: - Properties

    let pointer: OpaquePointer
    let width: Int
    let height: Int

    // MARK: - Initializers

    /// A surface of `format`, cleared to transparent (or, for A8, to 0).
    init(format: cairo_format_t, width: Int, height: Int) throws(RenderError) {
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw .invalidSize(width: Double(width), height: Double(height))
        }
        let pointer = cairo_image_surface_create(format, Int32(width), Int32(height))!
        self.pointer = pointer
        self.width = width
        self.height = height
        try checkCairo(cairo_surface_status(pointer), "cairo_image_surface_create")
    }

    /// An ARGB32 surface holding a copy of `image`'s pixels, so that it never points into
    /// memory Swift may move or free.
    convenience init(copying image: PixelImage) throws(RenderError) {
        guard image.width > 0, image.height > 0, image.pixels.count == image.width * image.height else {
            throw .invalidImage("an image of \(image.width) × \(image.height) pixels has nothing to draw")
        }
        try self.init(format: CAIRO_FORMAT_ARGB32, width: image.width, height: image.height)
        let width = image.width
        withBytes { bytes, stride in
            image.pixels.withUnsafeBytes { source in
                for row in 0..<image.height {
                    UnsafeMutableRawPointer(bytes.baseAddress! + row * stride)
                        .copyMemory(from: source.baseAddress! + row * width * 4, byteCount: width * 4)
                }
            }
        }
    }

    deinit {
        cairo_surface_destroy(pointer)
    }

    // MARK: - Pixels

    /// Runs `body` over the surface's bytes (`stride` bytes a row) and tells Cairo they
    /// may have changed.
    func withBytes<T>(_ body: (UnsafeMutableBufferPointer<UInt8>, _ stride: Int) throws -> T) rethrows -> T {
        cairo_surface_flush(pointer)
        defer { cairo_surface_mark_dirty(pointer) }
        let stride = Int(cairo_image_surface_get_stride(pointer))
        let buffer = UnsafeMutableBufferPointer(start: cairo_image_surface_get_data(pointer), count: stride * height)
        return try body(buffer, stride)
    }
}
