import Foundation
import TokenValues

extension PixelImage {
    // MARK: - Masks

    /// The image's alpha as a stencil filled with `color`: a flat tinted silhouette of
    /// the same size, as SurfUtils' `mask(with color:)`. The color's own alpha multiplies
    /// the stencil's.
    ///
    /// Computed per pixel rather than drawn, so no resampling changes an edge.
    public func mask(with color: Color) -> PixelImage {
        let channels = (red: Self.unit(color.red), green: Self.unit(color.green), blue: Self.unit(color.blue))
        let colorAlpha = Self.unit(color.alpha)
        return mapPixels { pixel in
            let alpha = Double(pixel >> 24) / 255 * colorAlpha
            return Self.pixel(alpha: alpha, red: channels.red * alpha, green: channels.green * alpha, blue: channels.blue * alpha)
        }
    }

    /// The image with its opacity multiplied by `alpha` (clamped to 0…1; NaN is 0), as the
    /// SurfUtils' `mask(with alpha:)`.
    public func mask(withAlpha alpha: CGFloat) -> PixelImage {
        let factor = Self.unit(Double(alpha))
        return mapPixels { pixel in
            // Premultiplied: every channel scales with the alpha.
            func scaled(_ shift: UInt32) -> UInt32 {
                UInt32((Double((pixel >> shift) & 0xFF) * factor).rounded()) << shift
            }
            return scaled(24) | scaled(16) | scaled(8) | scaled(0)
        }
    }

    // MARK: - Private

    private func mapPixels(_ transform: (UInt32) -> UInt32) -> PixelImage {
        PixelImage(sizeOf: self, pixels: pixels.map(transform))
    }

    /// An image of `other`'s size and scale, which passed `init`'s checks already.
    private init(sizeOf other: PixelImage, pixels: [UInt32]) {
        self.width = other.width
        self.height = other.height
        self.scale = other.scale
        self.pixels = pixels
    }

    /// `value` clamped to 0…1, NaN as 0.
    private static func unit(_ value: Double) -> Double {
        value.isNaN ? 0 : min(1, max(0, value))
    }

    /// A premultiplied ARGB32 pixel from channels in 0…1.
    private static func pixel(alpha: Double, red: Double, green: Double, blue: Double) -> UInt32 {
        func byte(_ value: Double) -> UInt32 { UInt32((min(1, max(0, value)) * 255).rounded()) }
        return byte(alpha) << 24 | byte(red) << 16 | byte(green) << 8 | byte(blue)
    }
}
