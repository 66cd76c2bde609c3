import CCairoPango

/// A Cairo image surface that Render owns: it holds its own pixel memory (made by Cairo or
/// taken from ``SurfaceMemoryPool``), or borrows the memory of an image being drawn, and is
/// destroyed with the value. Nothing outside `Render` sees the pointer. Every copy of
/// pixels between Cairo and a ``PixelImage`` goes through here.
final class CairoImageSurface {
    // MARK: - Properties

    let pointer: OpaquePointer
    let width: Int
    let height: Int

    // MARK: - Initializers

    /// A surface of `format`, cleared to transparent (or, for A8, to 0). A large ARGB32
    /// surface uses `pool`'s memory when it has some of that size (``SurfaceMemoryPool``).
    init(format: cairo_format_t, width: Int, height: Int, pool: SurfaceMemoryPool? = nil) throws(RenderError) {
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw .invalidSize(width: Double(width), height: Double(height))
        }
        let pooled = format == CAIRO_FORMAT_ARGB32 ? pool?.makeSurface(width: width, height: height) : nil
        guard let pointer = pooled ?? cairo_image_surface_create(format, Int32(width), Int32(height)) else {
            throw .invalidImage("no memory for a surface of \(width) × \(height) pixels")
        }
        self.pointer = pointer
        self.width = width
        self.height = height
        // On failure the surface is destroyed with the half-made value, in deinit.
        try checkCairo(cairo_surface_status(pointer), "cairo_image_surface_create")
    }

    /// An ARGB32 surface over `pixels`, memory the caller owns and keeps until the surface
    /// is finished or destroyed: `width` × `height` pixels in rows with no padding.
    init(borrowing pixels: UnsafeMutableBufferPointer<UInt32>, width: Int, height: Int) throws(RenderError) {
        precondition(pixels.count == width * height, "a borrowed surface needs width × height pixels")
        let pointer = UnsafeMutableRawPointer(pixels.baseAddress!).assumingMemoryBound(to: UInt8.self)
        self.pointer = cairo_image_surface_create_for_data(pointer, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(width * 4))!
        self.width = width
        self.height = height
        try checkCairo(cairo_surface_status(self.pointer), "cairo_image_surface_create_for_data")
    }

    /// Takes over `pointer`, a surface Cairo made (such as one read from a PNG), to destroy it
    /// with the value. Its status is the caller's to check; a failed surface has no pixels.
    init(adopting pointer: OpaquePointer) {
        self.pointer = pointer
        width = Int(cairo_image_surface_get_width(pointer))
        height = Int(cairo_image_surface_get_height(pointer))
    }

    /// An ARGB32 surface holding a copy of `image`'s pixels, so that it never points into
    /// memory Swift may move or free.
    convenience init(copying image: PixelImage) throws(RenderError) {
        guard image.width > 0, image.height > 0, image.pixels.count == image.width * image.height else {
            throw .invalidImage("an image of \(image.width) × \(image.height) pixels has nothing to draw")
        }
        try self.init(format: CAIRO_FORMAT_ARGB32, width: image.width, height: image.height)
        withBytes { bytes, stride in
            image.pixels.withUnsafeBytes { source in
                Self.copyRows(from: source.baseAddress!, stride: image.width * 4,
                              to: UnsafeMutableRawPointer(bytes.baseAddress!), stride: stride,
                              rowBytes: image.width * 4, rows: image.height)
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

    /// A copy of the pixels of this ARGB32 or RGB24 surface at `scale`; RGB24's unused top
    /// byte becomes opaque alpha. Another format, or a surface without pixels, is
    /// ``RenderError/invalidImage(_:)``.
    func makePixelImage(scale: Int) throws(RenderError) -> PixelImage {
        let format = cairo_image_surface_get_format(pointer)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else {
            throw .invalidImage("a Cairo surface of format \(format.rawValue) is not ARGB32 or RGB24")
        }
        cairo_surface_flush(pointer)
        guard let data = cairo_image_surface_get_data(pointer) else { throw .invalidImage("a Cairo surface without pixels") }
        let stride = Int(cairo_image_surface_get_stride(pointer))
        // Every element is written by the copy, so the array is not zeroed first.
        var pixels = [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
            Self.copyRows(from: UnsafeRawPointer(data), stride: stride, to: UnsafeMutableRawPointer(buffer.baseAddress!),
                          stride: width * 4, rowBytes: width * 4, rows: height)
            count = width * height
        }
        if format == CAIRO_FORMAT_RGB24 {
            // RGB24's top byte is undefined; the pixels are opaque.
            pixels.withUnsafeMutableBufferPointer { pixels in
                for index in pixels.indices {
                    pixels[index] |= 0xFF00_0000
                }
            }
        }
        return try PixelImage(width: width, height: height, scale: scale, pixels: pixels)
    }

    // MARK: - Private

    /// Copies `rows` rows of `rowBytes` bytes between buffers whose rows are `stride` apart.
    private static func copyRows(
        from source: UnsafeRawPointer, stride sourceStride: Int, to destination: UnsafeMutableRawPointer, stride destinationStride: Int,
        rowBytes: Int, rows: Int
    ) {
        for row in 0..<rows {
            (destination + row * destinationStride).copyMemory(from: source + row * sourceStride, byteCount: rowBytes)
        }
    }
}
