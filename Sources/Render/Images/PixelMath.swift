/// The arithmetic of premultiplied 8-bit pixels, rounded everywhere as Cairo and pixman
/// round, so Render's PNG reader, APNG compositor, shadows and PNG writer agree with Cairo.
enum PixelMath {
    // MARK: - Multiplying by alpha

    /// `value × alpha ÷ 255` rounded to nearest, both in 0…255: Cairo's and pixman's
    /// `t = a × c + 0x80; ((t >> 8) + t) >> 8`, exact for 0 and 255.
    @inline(__always)
    static func multiply(_ value: UInt32, by alpha: UInt32) -> UInt32 {
        let product = value * alpha + 0x80
        return ((product >> 8) + product) >> 8
    }

    /// Straight 8-bit color and alpha as one premultiplied ARGB32 pixel, as Cairo's PNG
    /// reader makes it.
    @inline(__always)
    static func premultiplied(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8) -> UInt32 {
        if alpha == 255 { return 0xFF00_0000 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue) }
        if alpha == 0 { return 0 }
        let alpha = UInt32(alpha)
        return alpha << 24 | multiply(UInt32(red), by: alpha) << 16 | multiply(UInt32(green), by: alpha) << 8 | multiply(UInt32(blue), by: alpha)
    }

    // MARK: - Dividing by alpha

    /// Straight color from premultiplied `color` and `alpha` (1…255), as Cairo's PNG writer
    /// computes it: `(color × 255 + alpha ÷ 2) ÷ alpha`. Over 255 only for invalid pixels
    /// (color over alpha); callers either keep the low byte (Cairo's writer) or clamp.
    @inline(__always)
    static func unpremultiply(_ color: UInt32, alpha: UInt32) -> UInt32 {
        (color * 255 + alpha / 2) / alpha
    }

    /// ``unpremultiply(_:alpha:)`` kept to its low byte as Cairo's writer keeps it, for every
    /// `alpha << 8 | color`; 0 for alpha 0.
    static let unpremultiplyTable: [UInt8] = (0..<65_536).map { index in
        let alpha = UInt32(index >> 8), color = UInt32(index & 0xFF)
        return alpha == 0 ? 0 : UInt8(truncatingIfNeeded: unpremultiply(color, alpha: alpha))
    }
}
