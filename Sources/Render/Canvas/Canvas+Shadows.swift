import CCairoPango
import Foundation
import TokenValues

/// Drop shadows and inner shadows, as CSS `box-shadow` draws them.
///
/// Cairo has no blur, so each shadow is drawn as an 8-bit alpha mask in device pixels,
/// blurred with ``ShadowBlur`` (σ = blur / 2, as CSS defines the blur radius, times the
/// canvas scale and the current transform's scale), and composited in the shadow's color
/// through `cairo_mask_surface`. Only the part of the canvas the shadow can reach is
/// masked, so many small shadows on a large canvas stay cheap.
///
/// - An outer shadow is the shape grown by `spread`, moved by the offset and blurred,
///   drawn only outside the shape itself (CSS: the shadow never shows through the box).
/// - An inset shadow is everything outside the shape shrunk by `spread` and moved by the
///   offset, blurred, drawn only inside the shape.
/// - Shadows are listed front to back, as in CSS and DTCG: the first is drawn on top.
///
/// Draw shadows before the shape they belong to (outer) or after filling it (inset).
extension Canvas {
    // MARK: - Drawing

    /// Draws `shadows` for the shape `path` fills with `rule`. A positive spread grows a
    /// general path by stroking its outline with round joins; for rounded rectangles use
    /// ``drawShadows(_:forRoundedRect:cornerRadii:remSize:)``, which grows corners as CSS
    /// does.
    public func drawShadows(_ shadows: [Shadow], for path: Path, rule: FillRule = .nonZero,
                            remSize: CGFloat = TokenValues.Dimension.defaultRemSize) {
        guard validate(path) else { return }
        draw(shadows, for: .path(path, rule), remSize: remSize)
    }

    /// Draws `shadows` for a rounded rectangle, growing or shrinking it and its corners by
    /// each shadow's spread as CSS does.
    public func drawShadows(_ shadows: [Shadow], forRoundedRect rect: CGRect, cornerRadii: CornerRadii,
                            remSize: CGFloat = TokenValues.Dimension.defaultRemSize) {
        guard validate(Path(roundedRect: rect, cornerRadii: cornerRadii)) else { return }
        draw(shadows, for: .roundedRect(rect.standardized, cornerRadii.clamped(to: rect.size)), remSize: remSize)
    }

    // MARK: - Private

    /// The shape a shadow is cast by.
    private enum ShadowShape {
        case path(Path, FillRule)
        case roundedRect(CGRect, CornerRadii)

        /// Adds the shape grown outwards by `spread` (inwards when negative) to
        /// `context`'s mask with the context's current operator and source.
        func draw(in context: OpaquePointer, spread: Double) {
            switch self {
            case .roundedRect(let rect, let radii):
                let grown = rect.insetBy(dx: -spread, dy: -spread)
                guard !grown.isNull, grown.width > 0, grown.height > 0 else { return }
                Path(roundedRect: grown, cornerRadii: radii.grown(by: spread)).replay(in: context)
                cairo_fill(context)
            case .path(let path, let rule):
                path.replay(in: context)
                cairo_set_fill_rule(context, rule.cairoFillRule)
                guard spread != 0 else { return cairo_fill(context) }
                cairo_save(context)
                cairo_fill_preserve(context)
                if spread < 0 {
                    // Shrinking: take a band as wide as the spread off the edge again.
                    let adding = cairo_get_operator(context) != CAIRO_OPERATOR_CLEAR
                    cairo_set_operator(context, adding ? CAIRO_OPERATOR_CLEAR : CAIRO_OPERATOR_OVER)
                }
                cairo_set_line_width(context, 2 * abs(spread))
                cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
                cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
                cairo_stroke(context)
                cairo_restore(context)
            }
        }

        /// The extents of the shape in `context`'s user space.
        func extents(in context: OpaquePointer) -> (x1: Double, y1: Double, x2: Double, y2: Double) {
            let path: Path = switch self {
            case .path(let path, _): path
            case .roundedRect(let rect, _): Path(rect: rect)
            }
            var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
            cairo_save(context)
            path.replay(in: context)
            cairo_path_extents(context, &x1, &y1, &x2, &y2)
            cairo_new_path(context)
            cairo_restore(context)
            return (x1, y1, x2, y2)
        }
    }

    /// A shadow's lengths in user-space points.
    private struct ShadowGeometry {
        let offsetX: Double
        let offsetY: Double
        let blur: Double
        let spread: Double

        init(_ shadow: Shadow, remSize: CGFloat) throws(RenderError) {
            offsetX = Double(shadow.offsetX.points(remSize: remSize))
            offsetY = Double(shadow.offsetY.points(remSize: remSize))
            // CSS does not allow a negative blur; it draws as none.
            blur = max(Double(shadow.blur.points(remSize: remSize)), 0)
            spread = Double(shadow.spread.points(remSize: remSize))
            guard [offsetX, offsetY, blur, spread].allSatisfy(\.isFinite) else {
                throw .nonFiniteGeometry("a shadow offset, blur or spread")
            }
        }
    }

    private func draw(_ shadows: [Shadow], for shape: ShadowShape, remSize: CGFloat) {
        recording { () throws(RenderError) in
            guard remSize.isFinite else { throw .nonFiniteGeometry("the rem size") }
            let geometries = try shadows.map { shadow throws(RenderError) in try ShadowGeometry(shadow, remSize: remSize) }
            for (shadow, geometry) in zip(shadows, geometries).reversed() where shadow.color.alpha > 0 {
                try draw(shadow, geometry, for: shape)
            }
        }
    }

    private func draw(_ shadow: Shadow, _ geometry: ShadowGeometry, for shape: ShadowShape) throws(RenderError) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        let determinant = abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx)
        let blur = ShadowBlur(sigma: geometry.blur / 2 * determinant.squareRoot())
        guard let region = shadowRegion(for: shape, geometry, inset: shadow.inset, reach: blur.reach) else { return }

        // A rounded rectangle's mask is kept: the same card drawn again reuses its blur.
        let cacheKey: ShadowMaskCache.Key? = if case .roundedRect(let rect, let radii) = shape {
            ShadowMaskCache.Key(rect: [rect.minX, rect.minY, rect.width, rect.height], radii: radii,
                                matrix: [matrix.xx, matrix.yx, matrix.xy, matrix.yy, matrix.x0, matrix.y0],
                                geometry: [geometry.offsetX, geometry.offsetY, geometry.blur, geometry.spread],
                                inset: shadow.inset, region: [region.x, region.y, region.width, region.height])
        } else {
            nil
        }
        let mask = try CairoImageSurface(format: CAIRO_FORMAT_A8, width: region.width, height: region.height)
        // A kept mask of another layout (it cannot happen for one key, but a zero mask would
        // silently drop the shadow) is drawn afresh instead.
        let fromCache = cacheKey.flatMap { ShadowMaskCache.shared.mask(for: $0) }.map { cached in
            mask.withBytes { bytes, stride in
                guard stride == cached.stride, bytes.count == cached.bytes.count else { return false }
                _ = bytes.update(fromContentsOf: cached.bytes)
                return true
            }
        } ?? false
        if !fromCache {
            try drawMask(into: mask, shadow, geometry, for: shape, region: region, matrix: matrix, blur: blur)
            if let cacheKey {
                mask.withBytes { bytes, stride in
                    ShadowMaskCache.shared.store(ShadowMaskCache.Mask(bytes: Array(bytes), stride: stride), for: cacheKey)
                }
            }
        }

        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_identity_matrix(context)
        setSource(shadow.color)
        cairo_mask_surface(context, mask.pointer, Double(region.x), Double(region.y))
    }

    /// Draws the finished mask of `shadow` into `mask`: the moved, grown shape (or for an
    /// inset shadow everything but it), blurred, then kept outside the shape (outer) or inside
    /// it (inset) with antialiased edges.
    private func drawMask(into mask: CairoImageSurface, _ shadow: Shadow, _ geometry: ShadowGeometry, for shape: ShadowShape,
                          region: (x: Int, y: Int, width: Int, height: Int), matrix: cairo_matrix_t, blur: ShadowBlur) throws(RenderError) {
        // The shadow: the moved, grown shape, or for an inset shadow everything but it.
        try paint(into: mask, region: region, matrix: matrix) { context in
            cairo_translate(context, geometry.offsetX, geometry.offsetY)
            if shadow.inset {
                cairo_paint(context)
                cairo_set_operator(context, CAIRO_OPERATOR_CLEAR)
                shape.draw(in: context, spread: -geometry.spread)
            } else {
                shape.draw(in: context, spread: geometry.spread)
            }
        }
        mask.withBytes { bytes, stride in
            blur.apply(to: bytes, width: region.width, height: region.height, stride: stride,
                       outside: shadow.inset ? 255 : 0)
        }

        // Keep it outside the shape (outer) or inside it (inset), with antialiased edges.
        let coverage = try CairoImageSurface(format: CAIRO_FORMAT_A8, width: region.width, height: region.height)
        try paint(into: coverage, region: region, matrix: matrix) { context in
            shape.draw(in: context, spread: 0)
        }
        coverage.withBytes { shape, _ in
            mask.withBytes { bytes, stride in
                for row in 0..<region.height {
                    for column in 0..<region.width {
                        let index = row * stride + column
                        let inside = Int(shape[index])
                        let keep = shadow.inset ? inside : 255 - inside
                        bytes[index] = UInt8(PixelMath.multiply(UInt32(bytes[index]), by: UInt32(keep)))
                    }
                }
            }
        }
    }

    /// The device pixels a shadow can touch: the shape's box (grown by spread and moved by
    /// the offset, for outer shadows) and the blur's reach, within the canvas plus that
    /// reach. `nil` when that is nothing.
    private func shadowRegion(for shape: ShadowShape, _ geometry: ShadowGeometry, inset: Bool,
                              reach: Int) -> (x: Int, y: Int, width: Int, height: Int)? {
        var (x1, y1, x2, y2) = shape.extents(in: context)
        guard x1 < x2 || y1 < y2 else { return nil }
        if !inset {
            let grow = max(geometry.spread, 0)
            (x1, y1) = (x1 - grow + min(geometry.offsetX, 0), y1 - grow + min(geometry.offsetY, 0))
            (x2, y2) = (x2 + grow + max(geometry.offsetX, 0), y2 + grow + max(geometry.offsetY, 0))
        }
        var (minX, minY, maxX, maxY) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
        for (x, y) in [(x1, y1), (x2, y1), (x2, y2), (x1, y2)] {
            var (deviceX, deviceY) = (x, y)
            cairo_user_to_device(context, &deviceX, &deviceY)
            (minX, minY) = (min(minX, deviceX), min(minY, deviceY))
            (maxX, maxY) = (max(maxX, deviceX), max(maxY, deviceY))
        }
        // One more pixel each side for antialiasing.
        let margin = Double(reach + 1)
        let left = max(minX - margin, Double(-reach)).rounded(.down)
        let top = max(minY - margin, Double(-reach)).rounded(.down)
        let right = min(maxX + margin, Double(pixelWidth + reach)).rounded(.up)
        let bottom = min(maxY + margin, Double(pixelHeight + reach)).rounded(.up)
        guard left < right, top < bottom else { return nil }
        return (Int(left), Int(top), Int(right - left), Int(bottom - top))
    }

    /// Draws into `surface`, which covers `region` of the canvas in device pixels, with
    /// the canvas's current transform and an opaque source.
    private func paint(into surface: CairoImageSurface, region: (x: Int, y: Int, width: Int, height: Int),
                       matrix: cairo_matrix_t, _ body: (OpaquePointer) -> Void) throws(RenderError) {
        let maskContext = cairo_create(surface.pointer)!
        defer { cairo_destroy(maskContext) }
        var matrix = matrix
        matrix.x0 -= Double(region.x)
        matrix.y0 -= Double(region.y)
        cairo_set_matrix(maskContext, &matrix)
        cairo_set_source_rgba(maskContext, 0, 0, 0, 1)
        body(maskContext)
        try checkCairo(cairo_status(maskContext), "drawing a shadow mask")
        cairo_surface_flush(surface.pointer)
    }
}
