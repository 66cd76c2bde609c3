import CCairoPango
import Foundation
import TokenModel

/// A drawing surface over a Cairo image surface: premultiplied ARGB32 in sRGB, at a scale
/// of 1, 2 or 3. Coordinates are points; a canvas of 100 × 40 points at scale 2 has
/// 200 × 80 pixels.
///
/// Not `Sendable`: a canvas belongs to the one task that draws on it.
public final class Canvas {
    // MARK: - Properties

    /// The largest width or height in pixels.
    public static let maximumPixels = 16_384

    /// The size in points.
    public let size: CGSize
    /// Pixels per point.
    public let scale: Int
    /// The size in pixels.
    public let pixelWidth: Int
    public let pixelHeight: Int

    private let surface: OpaquePointer
    let context: OpaquePointer

    // MARK: - Initializers

    /// A transparent canvas of `size` points at `scale`.
    public init(size: CGSize, scale: Int = 1) throws(RenderError) {
        guard (1...3).contains(scale) else { throw .invalidScale(scale) }
        let width = (size.width * CGFloat(scale)).rounded(.up)
        let height = (size.height * CGFloat(scale)).rounded(.up)
        guard width.isFinite, height.isFinite, width >= 1, height >= 1,
              width <= CGFloat(Self.maximumPixels), height <= CGFloat(Self.maximumPixels)
        else { throw .invalidSize(width: Double(size.width), height: Double(size.height)) }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        do {
            try checkCairo(cairo_surface_status(surface), "cairo_image_surface_create")
        } catch {
            cairo_surface_destroy(surface)
            throw error
        }
        let context = cairo_create(surface)!
        cairo_scale(context, Double(scale), Double(scale))
        self.size = size
        self.scale = scale
        self.pixelWidth = Int(width)
        self.pixelHeight = Int(height)
        self.surface = surface
        self.context = context
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    // MARK: - State

    /// Runs `body` and restores the transform, clip and source afterwards.
    public func withSavedState<T>(_ body: () throws -> T) rethrows -> T {
        cairo_save(context)
        defer { cairo_restore(context) }
        return try body()
    }

    /// Moves the origin by `offset`.
    public func translate(by offset: CGPoint) {
        cairo_translate(context, Double(offset.x), Double(offset.y))
    }

    /// Limits later drawing to `rect`, rounded by `cornerRadius`.
    public func clip(to rect: CGRect, cornerRadius: CGFloat = 0) {
        addRoundedRect(rect, cornerRadius: cornerRadius)
        cairo_clip(context)
    }

    // MARK: - Drawing

    /// Fills the whole canvas with `color`, replacing what is there.
    public func clear(with color: Color) {
        withSavedState {
            cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
            setSource(color)
            cairo_paint(context)
        }
    }

    /// Fills `rect`, rounded by `cornerRadius`, with `color`.
    public func fill(_ rect: CGRect, color: Color, cornerRadius: CGFloat = 0) {
        addRoundedRect(rect, cornerRadius: cornerRadius)
        setSource(color)
        cairo_fill(context)
    }

    /// Strokes the inside edge of `rect` with a line `width` wide.
    public func strokeBorder(_ rect: CGRect, width: CGFloat, color: Color, cornerRadius: CGFloat = 0) {
        guard width > 0 else { return }
        let inset = rect.insetBy(dx: width / 2, dy: width / 2)
        addRoundedRect(inset, cornerRadius: max(0, cornerRadius - width / 2))
        cairo_set_line_width(context, Double(width))
        setSource(color)
        cairo_stroke(context)
    }

    /// Draws `layout` with its top-left corner at `origin`.
    public func draw(_ layout: TextLayout, at origin: CGPoint) {
        layout.draw(in: context, at: origin)
    }

    // MARK: - Output

    /// The pixels drawn so far.
    public func makeImage() throws(RenderError) -> PixelImage {
        try checkCairo(cairo_status(context), "drawing")
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var pixels = [UInt32](repeating: 0, count: pixelWidth * pixelHeight)
        pixels.withUnsafeMutableBytes { destination in
            for row in 0..<pixelHeight {
                let source = UnsafeRawPointer(data + row * stride)
                (destination.baseAddress! + row * pixelWidth * 4).copyMemory(from: source, byteCount: pixelWidth * 4)
            }
        }
        return PixelImage(width: pixelWidth, height: pixelHeight, scale: scale, pixels: pixels)
    }

    // MARK: - Private

    private func setSource(_ color: Color) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
    }

    private func addRoundedRect(_ rect: CGRect, cornerRadius: CGFloat) {
        let radius = Double(min(max(cornerRadius, 0), min(rect.width, rect.height) / 2))
        let (x, y, width, height) = (Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        guard radius > 0 else {
            cairo_rectangle(context, x, y, width, height)
            return
        }
        cairo_new_sub_path(context)
        cairo_arc(context, x + width - radius, y + radius, radius, -.pi / 2, 0)
        cairo_arc(context, x + width - radius, y + height - radius, radius, 0, .pi / 2)
        cairo_arc(context, x + radius, y + height - radius, radius, .pi / 2, .pi)
        cairo_arc(context, x + radius, y + radius, radius, .pi, 3 * .pi / 2)
        cairo_close_path(context)
    }
}
