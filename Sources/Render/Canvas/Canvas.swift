import CCairoPango
import Foundation
import TokenValues

/// A drawing surface over a Cairo image surface: premultiplied ARGB32 in sRGB, at a scale
/// of 1, 2 or 3. Coordinates are points; a canvas of 100 × 40 points at scale 2 has
/// 200 × 80 pixels.
///
/// Drawing calls do not throw. Input that cannot be drawn (a coordinate, length, angle
/// or opacity that is not finite; an image with no pixels) is not drawn: the canvas keeps
/// the first such problem in ``error``, leaves its Cairo context untouched, and
/// ``makeImage()`` throws it. A transform that collapses the plane (a scale of 0) is not
/// an error: as in CoreGraphics, nothing drawn through it shows.
///
/// The same drawing gives the same bytes on every run: Cairo and pixman rasterize
/// deterministically, and shadows are blurred with integer running sums.
///
/// Not `Sendable`: a canvas belongs to the one task that draws on it.
public final class Canvas {
    // MARK: - Properties

    /// The largest width or height in pixels: Render's one size limit, shared by canvases,
    /// ``PixelImage``, and the PNGs it writes (``PixelImage/pngData(options:)``, ``APNGWriter``)
    /// and reads (``PixelImage/init(pngData:scale:)``), so every image it makes it can read back.
    public static let maximumPixels = 16_384

    /// The size in points.
    public let size: CGSize
    /// Pixels per point.
    public let scale: Int
    /// The width in pixels.
    public let pixelWidth: Int
    /// The height in pixels.
    public let pixelHeight: Int
    /// The first drawing call that could not be drawn, if any; ``makeImage()`` throws it.
    public private(set) var error: RenderError?

    /// The pixels; destroyed with the canvas, after the context (see `deinit`).
    let surface: CairoImageSurface
    let context: OpaquePointer
    /// Whether the current transform squashes the plane to a line or a point, so that
    /// nothing drawn shows. Saved and restored with the rest of the state.
    var isCollapsed = false
    /// Whether the canvas drew into an image that now owns its memory
    /// (``image(size:scale:drawing:)``): its pixels must not be read again.
    var isFinished = false
    /// Whether level and upright gradients are drawn from one row or column (`Canvas+GradientStrip.swift`);
    /// tests turn it off to compare the pixels with Cairo's own.
    var drawsGradientsFromOneRow = true

    // MARK: - Initializers

    /// A transparent canvas of `size` points at `scale`.
    public convenience init(size: CGSize, scale: Int = 1) throws(RenderError) {
        let (width, height) = try Self.pixelSize(of: size, scale: scale)
        try self.init(size: size, scale: scale,
                      surface: CairoImageSurface(format: CAIRO_FORMAT_ARGB32, width: width, height: height, pool: .shared))
    }

    /// A canvas of `size` points at `scale` drawing on `surface`, which has its pixel size.
    init(size: CGSize, scale: Int, surface: CairoImageSurface) throws(RenderError) {
        let context = cairo_create(surface.pointer)!
        cairo_scale(context, Double(scale), Double(scale))
        self.size = size
        self.scale = scale
        self.pixelWidth = surface.width
        self.pixelHeight = surface.height
        self.surface = surface
        self.context = context
    }

    /// The pixel size of a canvas of `size` points at `scale`: each side rounded up, 1 to
    /// ``maximumPixels``; otherwise ``RenderError/invalidSize(width:height:)`` (or
    /// ``RenderError/invalidScale(_:)``).
    static func pixelSize(of size: CGSize, scale: Int) throws(RenderError) -> (width: Int, height: Int) {
        try PixelImage.checkScale(scale)
        let width = (size.width * CGFloat(scale)).rounded(.up)
        let height = (size.height * CGFloat(scale)).rounded(.up)
        guard width.isFinite, height.isFinite, width >= 1, height >= 1,
              width <= CGFloat(Self.maximumPixels), height <= CGFloat(Self.maximumPixels)
        else { throw .invalidSize(width: Double(size.width), height: Double(size.height)) }
        return (Int(width), Int(height))
    }

    deinit {
        // The surface, a CairoImageSurface, is destroyed when this class releases it.
        cairo_destroy(context)
    }

    // MARK: - State

    /// Runs `body` and restores the transform, clip, source and drawing options afterwards.
    public func withSavedState<T>(_ body: () throws -> T) rethrows -> T {
        cairo_save(context)
        let wasCollapsed = isCollapsed
        defer {
            cairo_restore(context)
            isCollapsed = wasCollapsed
        }
        return try body()
    }

    /// Runs `body` with what it draws composited at `opacity` (0…1) as one layer, so that
    /// shapes drawn inside do not show through each other (Cairo's `push_group`).
    /// A non-finite opacity is recorded in ``error`` and `body` draws without a layer.
    public func withOpacity<T>(_ opacity: Double, _ body: () throws -> T) rethrows -> T {
        guard opacity.isFinite else {
            record(.nonFiniteGeometry("the opacity"))
            return try body()
        }
        cairo_save(context)
        cairo_push_group(context)
        let wasCollapsed = isCollapsed
        defer {
            isCollapsed = wasCollapsed
            cairo_pop_group_to_source(context)
            cairo_paint_with_alpha(context, min(max(opacity, 0), 1))
            cairo_restore(context)
        }
        return try body()
    }

    /// Limits later drawing to `rect`, rounded by `cornerRadius`.
    public func clip(to rect: CGRect, cornerRadius: CGFloat = 0) {
        clip(to: Path(roundedRect: rect, cornerRadius: cornerRadius))
    }

    // MARK: - Drawing

    /// Fills the whole canvas with `color`, replacing what is there (within the clip).
    /// Under a transform that collapses the plane (a scale of 0) nothing is drawn, as for
    /// every other drawing call.
    public func clear(with color: Color) {
        guard !isCollapsed else { return }
        withSavedState {
            cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
            setSource(color)
            cairo_paint(context)
        }
    }

    /// Fills `rect`, rounded by `cornerRadius`, with `color`.
    public func fill(_ rect: CGRect, color: Color, cornerRadius: CGFloat = 0) {
        fill(Path(roundedRect: rect, cornerRadius: cornerRadius), with: .color(color))
    }

    /// Strokes the inside edge of `rect` with a line `width` wide. As for every rounded
    /// rectangle, a corner radius that is not finite counts as 0.
    public func strokeBorder(_ rect: CGRect, width: CGFloat, color: Color, cornerRadius: CGFloat = 0) {
        guard width.isFinite else { return record(.nonFiniteGeometry("the border width")) }
        guard width > 0 else { return }
        let inset = rect.standardized.insetBy(dx: width / 2, dy: width / 2)
        // A border wider than half the rectangle covers all of it.
        guard !inset.isNull else { return fill(rect, color: color, cornerRadius: cornerRadius) }
        stroke(Path(roundedRect: inset, cornerRadius: max(0, cornerRadius - width / 2)),
               with: StrokeOptions(width: width), color: color)
    }

    /// Draws `layout` with its top-left corner at `origin`.
    public func draw(_ layout: TextLayout, at origin: CGPoint) {
        guard origin.isFinite else { return record(.nonFiniteGeometry("the text origin")) }
        guard !isCollapsed else { return }
        layout.draw(in: context, at: origin)
    }

    // MARK: - Output

    /// The pixels drawn so far; throws the first recorded ``error``, or Cairo's status if
    /// its context has failed.
    public func makeImage() throws(RenderError) -> PixelImage {
        if let error { throw error }
        try checkCairo(cairo_status(context), "drawing")
        return try surface.makePixelImage(scale: scale)
    }

    // MARK: - Internal

    /// Keeps `error` as the canvas's error unless it already has one.
    func record(_ error: RenderError) {
        if self.error == nil { self.error = error }
    }

    /// Runs `body`, recording what it throws.
    func recording(_ body: () throws(RenderError) -> Void) {
        do {
            try body()
        } catch {
            record(error)
        }
    }

    /// Sets `color` as the source of the canvas's context (through the one helper that
    /// text uses too).
    func setSource(_ color: Color) {
        Render.setSource(color, on: context)
    }
}
