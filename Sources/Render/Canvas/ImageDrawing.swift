import CCairoPango
import Foundation
import TokenValues

/// Drawing images, and images' alpha as a stencil.
extension Canvas {
    // MARK: - Drawing

    /// Draws `image` in `rect`, placed by `contentMode`. The image's size in points is its
    /// pixel size divided by its own ``PixelImage/scale``. Inside the placed rectangle edge
    /// pixels are repeated rather than faded, so a scaled image keeps sharp edges.
    /// - Parameter clipsToRect: whether what falls outside `rect` (`.center`,
    ///   `.scaleAspectFill`, the edge modes) is cut off, as a view with `clipsToBounds`
    ///   does; `false` shows it, as a `UIImageView` does by default.
    public func draw(_ image: PixelImage, in rect: CGRect, contentMode: ContentMode = .scaleToFill,
                     interpolation: ImageInterpolation = .bilinear, clipsToRect: Bool = true) {
        drawImage(image, in: rect, contentMode: contentMode, interpolation: interpolation, clipsToRect: clipsToRect, stencil: nil)
    }

    /// Fills the shape of `image`'s alpha with `color`, placed like
    /// ``draw(_:in:contentMode:interpolation:)``: the image is a stencil and its colors
    /// are ignored, as for a template image tinted in UIKit.
    public func drawStencil(_ image: PixelImage, in rect: CGRect, color: Color, contentMode: ContentMode = .scaleToFill,
                            interpolation: ImageInterpolation = .bilinear, clipsToRect: Bool = true) {
        drawImage(image, in: rect, contentMode: contentMode, interpolation: interpolation, clipsToRect: clipsToRect, stencil: color)
    }

    // MARK: - Private

    private func drawImage(_ image: PixelImage, in rect: CGRect, contentMode: ContentMode,
                           interpolation: ImageInterpolation, clipsToRect: Bool, stencil: Color?) {
        guard !rect.isNull else { return }
        guard rect.origin.isFinite, rect.width.isFinite, rect.height.isFinite else {
            return record(.nonFiniteGeometry("the image rectangle"))
        }
        guard image.width > 0, image.height > 0, image.scale > 0 else {
            return record(.invalidImage("an image of \(image.width) × \(image.height) pixels at scale \(image.scale) cannot be drawn"))
        }
        guard !isCollapsed else { return }
        let imageScale = CGFloat(image.scale)
        let placed = contentMode.rect(forContentOf: CGSize(width: CGFloat(image.width) / imageScale,
                                                           height: CGFloat(image.height) / imageScale),
                                      in: rect)
        let visible = clipsToRect ? placed.intersection(rect.standardized) : placed
        guard !visible.isNull, visible.width > 0, visible.height > 0 else { return }
        guard [rect.minX, rect.minY, rect.maxX, rect.maxY, placed.minX, placed.minY, placed.maxX, placed.maxY]
            .allSatisfy({ abs($0) <= Path.coordinateLimit }) else {
            return record(.geometryOutOfRange("the image rectangle beyond ±\(Int(Path.coordinateLimit)) points"))
        }
        // An image drawn at less than a billionth of a point per pixel shows nothing, and
        // its pattern matrix could not be inverted.
        let pixelsPerPoint = min(placed.width / CGFloat(image.width), placed.height / CGFloat(image.height))
        guard pixelsPerPoint >= 1e-9 else { return }
        recording { () throws(RenderError) in
            let surface = try CairoImageSurface(copying: image)
            let pattern = try CairoPattern(surface: surface, filter: interpolation.cairoFilter, extend: CAIRO_EXTEND_PAD)
            // Image pixels to user space: the pattern matrix goes the other way.
            var matrix = cairo_matrix_t()
            cairo_matrix_init_translate(&matrix, Double(placed.minX), Double(placed.minY))
            cairo_matrix_scale(&matrix, Double(placed.width) / Double(image.width), Double(placed.height) / Double(image.height))
            try checkCairo(cairo_matrix_invert(&matrix), "cairo_matrix_invert")
            cairo_pattern_set_matrix(pattern.pointer, &matrix)

            cairo_save(context)
            defer { cairo_restore(context) }
            cairo_rectangle(context, Double(visible.minX), Double(visible.minY), Double(visible.width), Double(visible.height))
            if let stencil {
                cairo_clip(context)
                setSource(stencil)
                cairo_mask(context, pattern.pointer)
            } else {
                cairo_set_source(context, pattern.pointer)
                cairo_fill(context)
            }
        }
    }
}
