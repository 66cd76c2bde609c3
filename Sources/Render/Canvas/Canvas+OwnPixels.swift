import CCairoPango
import Foundation

/// Drawing straight into an image's pixels, so that a finished drawing is not copied out of
/// Cairo's memory: for a phone screen at scale 2 the copy was 2.8 MB a frame.
extension Canvas {
    // MARK: - Drawing an image

    /// The image `body` draws on a transparent canvas of `size` points at `scale`. The
    /// canvas draws into the image's own memory, so nothing is copied at the end; it is
    /// finished when `body` returns: drawing on it afterwards does nothing, and its
    /// ``makeImage()`` throws. Throws what `body` throws, the canvas's first ``error``, or
    /// what ``init(size:scale:)`` throws.
    public static func image(size: CGSize, scale: Int = 1, drawing body: (Canvas) throws -> Void) throws -> PixelImage {
        let (width, height) = try pixelSize(of: size, scale: scale)
        let pixels = try [UInt32](unsafeUninitializedCapacity: width * height) { buffer, initializedCount in
            buffer.initialize(repeating: 0)
            initializedCount = width * height
            let canvas = try Canvas(size: size, scale: scale, surface: CairoImageSurface(borrowing: buffer, width: width, height: height))
            // Whatever happens, Cairo lets go of the memory before the array owns it.
            defer { canvas.finishDrawingIntoImage() }
            try body(canvas)
            if let error = canvas.error { throw error }
            try checkCairo(cairo_status(canvas.context), "drawing")
            cairo_surface_flush(canvas.surface.pointer)
        }
        return try PixelImage(width: width, height: height, scale: scale, pixels: pixels)
    }

    // MARK: - Internal

    /// Lets go of the image's memory: Cairo finishes the surface, and every read of the
    /// canvas's pixels (``makeImage()``, ``blurBackdrop(in:radius:)``) stops here, since
    /// Cairo would still hand out the memory the image now owns.
    func finishDrawingIntoImage() {
        guard !isFinished else { return }
        isFinished = true
        record(.invalidImage("the canvas drew an image that is finished; draw on a new canvas"))
        cairo_surface_finish(surface.pointer)
    }
}
