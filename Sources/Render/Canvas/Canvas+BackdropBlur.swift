import CCairoPango
import Foundation

/// Blurring what is already drawn, for a blur effect view: the pixels under a rectangle
/// are read back (shrunk for a wide blur), blurred with ``ShadowBlur`` one channel at a
/// time, and drawn back scaled up with bilinear filtering.
extension Canvas {
    // MARK: - Blurring the backdrop

    /// Blurs what has been drawn so far under `rect` (in the current coordinates) with a
    /// Gaussian of standard deviation `radius` points, as CSS's `backdrop-filter: blur()`,
    /// within the current clip.
    ///
    /// - The blur reads pixels up to its reach beyond `rect`, so the edges blend with what
    ///   lies around them; past the canvas's edges the edge pixels repeat, so the border of
    ///   the canvas does not darken.
    /// - A radius of 0, a negative one, or one that is not a number blurs nothing; a
    ///   `rect` that is not finite is recorded in ``error``. A radius over half the canvas
    ///   (in pixels) blurs as that.
    /// - Inside ``withOpacity(_:_:)`` the backdrop is what the group has drawn so far, as
    ///   a layer of a group sees only its group.
    public func blurBackdrop(in rect: CGRect, radius: CGFloat) {
        guard rect.origin.isFinite, rect.width.isFinite, rect.height.isFinite else {
            return record(.nonFiniteGeometry("the blurred rectangle"))
        }
        guard radius.isFinite, radius > 0, !isCollapsed, !isFinished, !rect.isNull, rect.width > 0, rect.height > 0 else { return }
        guard let target = cairo_get_group_target(context),
              cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32 else { return }

        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        // Past half the canvas a Gaussian leaves a near-flat average either way, while the
        // pixels read around the rectangle grow with it (a million points took half a minute).
        let sigma = min(Double(radius) * abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot(),
                        Double(max(pixelWidth, pixelHeight, 2)) / 2)
        // A wide blur keeps no detail a smaller picture would lose, so it is blurred at a
        // half or a quarter of the size and scaled back up, as UIKit's blur is: the same
        // look at a quarter or a sixteenth of the work.
        let factor = sigma >= 16 ? 4 : sigma >= 6 ? 2 : 1
        let blur = ShadowBlur(sigma: sigma / Double(factor))
        guard !blur.boxWidths.isEmpty, let area = deviceArea(of: rect, in: target) else { return }
        recording { () throws(RenderError) in
            let margin = (blur.reach + 1) * factor
            let region = (x: area.x - margin, y: area.y - margin, width: area.width + 2 * margin, height: area.height + 2 * margin)
            let small = try Self.reduced(target, region: region, factor: factor)
            Self.blurChannels(of: small, with: blur)
            cairo_save(context)
            defer { cairo_restore(context) }
            cairo_identity_matrix(context)
            cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
            let pattern = cairo_pattern_create_for_surface(small.pointer)!
            defer { cairo_pattern_destroy(pattern) }
            // Device space to the small picture: to the target's pixels, to the region's,
            // then down by the factor.
            var toSmall = cairo_matrix_t()
            cairo_matrix_init_scale(&toSmall, 1 / Double(factor), 1 / Double(factor))
            cairo_matrix_translate(&toSmall, area.offsetX - Double(region.x), area.offsetY - Double(region.y))
            cairo_pattern_set_matrix(pattern, &toSmall)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_set_source(context, pattern)
            cairo_rectangle(context, Double(area.x) - area.offsetX, Double(area.y) - area.offsetY, Double(area.width), Double(area.height))
            cairo_fill(context)
        }
    }

    // MARK: - Private

    /// The target's pixels under `rect`: their box in the target's pixels, and the
    /// target's device offset (pixel = device + offset). `nil` when none are on it.
    private func deviceArea(of rect: CGRect, in target: OpaquePointer)
        -> (x: Int, y: Int, width: Int, height: Int, offsetX: Double, offsetY: Double)? {
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        var (minX, minY, maxX, maxY) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
        for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.maxX, rect.maxY), (rect.minX, rect.maxY)] {
            var (deviceX, deviceY) = (Double(x), Double(y))
            cairo_user_to_device(context, &deviceX, &deviceY)
            (minX, minY) = (min(minX, deviceX + offsetX), min(minY, deviceY + offsetY))
            (maxX, maxY) = (max(maxX, deviceX + offsetX), max(maxY, deviceY + offsetY))
        }
        let width = Double(cairo_image_surface_get_width(target)), height = Double(cairo_image_surface_get_height(target))
        let left = max(minX.rounded(.down), 0), top = max(minY.rounded(.down), 0)
        let right = min(maxX.rounded(.up), width), bottom = min(maxY.rounded(.up), height)
        guard left < right, top < bottom else { return nil }
        return (Int(left), Int(top), Int(right - left), Int(bottom - top), offsetX, offsetY)
    }

    /// A new surface holding `region` of `target`'s pixels shrunk by `factor` (each pixel
    /// the average of a `factor` × `factor` block of premultiplied pixels); pixels past the
    /// target's edges repeat the edge, so the blur does not darken there. Averaged here
    /// rather than by Cairo's scaled pattern, whose downscaling filter was most of a blur's time.
    private static func reduced(_ target: OpaquePointer, region: (x: Int, y: Int, width: Int, height: Int),
                                factor: Int) throws(RenderError) -> CairoImageSurface {
        cairo_surface_flush(target)
        guard let data = cairo_image_surface_get_data(target) else { throw .invalidImage("a backdrop without pixels") }
        let targetWidth = Int(cairo_image_surface_get_width(target)), targetHeight = Int(cairo_image_surface_get_height(target))
        let targetStride = Int(cairo_image_surface_get_stride(target))
        let width = (region.width + factor - 1) / factor, height = (region.height + factor - 1) / factor
        let small = try CairoImageSurface(format: CAIRO_FORMAT_ARGB32, width: width, height: height)
        let source = UnsafeRawPointer(data)
        // The source column of each region column, clamped to the target (the padding).
        let columns = (0..<(width * factor)).map { min(max(region.x + $0, 0), targetWidth - 1) }
        let blockArea = UInt32(factor * factor)
        small.withBytes { bytes, stride in
            let destination = UnsafeMutableRawPointer(bytes.baseAddress!)
            var sums = [UInt32](repeating: 0, count: 4 * width)
            for row in 0..<height {
                for index in sums.indices { sums[index] = 0 }
                for step in 0..<factor {
                    let sourceRow = min(max(region.y + row * factor + step, 0), targetHeight - 1)
                    let pixels = (source + sourceRow * targetStride).assumingMemoryBound(to: UInt32.self)
                    for column in 0..<width {
                        for offset in 0..<factor {
                            let pixel = pixels[columns[column * factor + offset]]
                            sums[4 * column] += pixel & 0xFF
                            sums[4 * column + 1] += (pixel >> 8) & 0xFF
                            sums[4 * column + 2] += (pixel >> 16) & 0xFF
                            sums[4 * column + 3] += pixel >> 24
                        }
                    }
                }
                let out = (destination + row * stride).assumingMemoryBound(to: UInt32.self)
                for column in 0..<width {
                    let half = blockArea / 2
                    out[column] = (sums[4 * column] + half) / blockArea
                        | ((sums[4 * column + 1] + half) / blockArea) << 8
                        | ((sums[4 * column + 2] + half) / blockArea) << 16
                        | ((sums[4 * column + 3] + half) / blockArea) << 24
                }
            }
        }
        return small
    }

    /// Blurs `surface` in place, each of its four premultiplied channels on its own as an
    /// alpha mask.
    private static func blurChannels(of surface: CairoImageSurface, with blur: ShadowBlur) {
        let width = surface.width, height = surface.height, count = width * height
        var planes = [UInt8](repeating: 0, count: 4 * count)
        planes.withUnsafeMutableBufferPointer { planes in
            surface.withBytes { bytes, stride in
                let raw = UnsafeMutableRawPointer(bytes.baseAddress!)
                for row in 0..<height {
                    let pixels = (raw + row * stride).assumingMemoryBound(to: UInt32.self)
                    for column in 0..<width {
                        let pixel = pixels[column], index = row * width + column
                        planes[index] = UInt8(truncatingIfNeeded: pixel)
                        planes[count + index] = UInt8(truncatingIfNeeded: pixel >> 8)
                        planes[2 * count + index] = UInt8(truncatingIfNeeded: pixel >> 16)
                        planes[3 * count + index] = UInt8(truncatingIfNeeded: pixel >> 24)
                    }
                }
                for channel in 0..<4 {
                    let plane = UnsafeMutableBufferPointer(rebasing: planes[(channel * count)..<((channel + 1) * count)])
                    blur.apply(to: plane, width: width, height: height, stride: width, outside: 0)
                }
                for row in 0..<height {
                    let pixels = (raw + row * stride).assumingMemoryBound(to: UInt32.self)
                    for column in 0..<width {
                        let index = row * width + column
                        pixels[column] = UInt32(planes[index]) | UInt32(planes[count + index]) << 8
                            | UInt32(planes[2 * count + index]) << 16 | UInt32(planes[3 * count + index]) << 24
                    }
                }
            }
        }
    }
}
