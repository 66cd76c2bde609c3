import CCairoPango
import Foundation

/// Blurring what is already drawn, for a blur effect view: the pixels under a rectangle
/// are read back, blurred with ``ShadowBlur`` one channel at a time, and put back.
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
    ///   `rect` that is not finite is recorded in ``error``.
    /// - Inside ``withOpacity(_:_:)`` the backdrop is what the group has drawn so far, as
    ///   a layer of a group sees only its group.
    public func blurBackdrop(in rect: CGRect, radius: CGFloat) {
        guard rect.origin.isFinite, rect.width.isFinite, rect.height.isFinite else {
            return record(.nonFiniteGeometry("the blurred rectangle"))
        }
        guard radius.isFinite, radius > 0, !isCollapsed, !rect.isNull, rect.width > 0, rect.height > 0 else { return }
        guard let target = cairo_get_group_target(context),
              cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32 else { return }

        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        let blur = ShadowBlur(sigma: Double(radius) * abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot())
        guard !blur.boxWidths.isEmpty, let area = deviceArea(of: rect, in: target) else { return }
        recording { () throws(RenderError) in
            let blurred = try Self.blurredPixels(of: target, area: area, blur: blur)
            cairo_save(context)
            defer { cairo_restore(context) }
            cairo_identity_matrix(context)
            cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_surface(context, blurred.pointer, Double(area.x) - area.offsetX, Double(area.y) - area.offsetY)
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

    /// A new surface holding `area` of `target` blurred: each of the four premultiplied
    /// channels is blurred on its own over the area grown by the blur's reach, whose
    /// pixels past the target's edges repeat the edge.
    private static func blurredPixels(of target: OpaquePointer, area: (x: Int, y: Int, width: Int, height: Int, offsetX: Double, offsetY: Double),
                                      blur: ShadowBlur) throws(RenderError) -> CairoImageSurface {
        cairo_surface_flush(target)
        let targetWidth = Int(cairo_image_surface_get_width(target)), targetHeight = Int(cairo_image_surface_get_height(target))
        let targetStride = Int(cairo_image_surface_get_stride(target))
        guard let data = cairo_image_surface_get_data(target) else { throw .invalidImage("a backdrop without pixels") }
        let reach = blur.reach
        let width = area.width + 2 * reach, height = area.height + 2 * reach
        let count = width * height
        // The four channels one after another, each blurred as an alpha mask.
        var planes = [UInt8](repeating: 0, count: 4 * count)
        let result = try CairoImageSurface(format: CAIRO_FORMAT_ARGB32, width: area.width, height: area.height)
        planes.withUnsafeMutableBufferPointer { planes in
            data.withMemoryRebound(to: UInt32.self, capacity: targetStride / 4 * targetHeight) { pixels in
                for row in 0..<height {
                    let sourceRow = min(max(area.y - reach + row, 0), targetHeight - 1) * (targetStride / 4)
                    for column in 0..<width {
                        let pixel = pixels[sourceRow + min(max(area.x - reach + column, 0), targetWidth - 1)]
                        let index = row * width + column
                        planes[index] = UInt8(truncatingIfNeeded: pixel)
                        planes[count + index] = UInt8(truncatingIfNeeded: pixel >> 8)
                        planes[2 * count + index] = UInt8(truncatingIfNeeded: pixel >> 16)
                        planes[3 * count + index] = UInt8(truncatingIfNeeded: pixel >> 24)
                    }
                }
            }
            for channel in 0..<4 {
                let plane = UnsafeMutableBufferPointer(rebasing: planes[(channel * count)..<((channel + 1) * count)])
                blur.apply(to: plane, width: width, height: height, stride: width, outside: 0)
            }
            result.withBytes { bytes, stride in
                let raw = UnsafeMutableRawPointer(bytes.baseAddress!)
                for row in 0..<area.height {
                    let output = (raw + row * stride).assumingMemoryBound(to: UInt32.self)
                    for column in 0..<area.width {
                        let index = (row + reach) * width + column + reach
                        output[column] = UInt32(planes[index]) | UInt32(planes[count + index]) << 8
                            | UInt32(planes[2 * count + index]) << 16 | UInt32(planes[3 * count + index]) << 24
                    }
                }
            }
        }
        return result
    }
}
