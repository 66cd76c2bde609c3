import Foundation
import TokenValues

/// Pixels a render produced: premultiplied ARGB32 in native byte order (Cairo's format),
/// row after row with no padding.
public struct PixelImage: Sendable, Hashable {
    // MARK: - Properties

    /// The width in pixels, 0 to ``Canvas/maximumPixels``.
    public let width: Int
    /// The height in pixels, 0 to ``Canvas/maximumPixels``.
    public let height: Int
    /// Pixels per point of the render that made it: 1, 2 or 3.
    public let scale: Int
    /// `width × height` pixels, each `0xAARRGGBB` with premultiplied color.
    public let pixels: [UInt32]

    // MARK: - Initializers

    /// An image of `width` × `height` pixels at `scale` pixels a point, from `pixels` in rows
    /// (premultiplied `0xAARRGGBB`). A width or height below 0 or over
    /// ``Canvas/maximumPixels`` (the one size limit of canvases, images and the PNGs Render
    /// writes and reads), or a pixel count other than `width × height`, is
    /// ``RenderError/invalidImage(_:)``; a scale other than 1, 2 or 3 is
    /// ``RenderError/invalidScale(_:)``. An empty image (0 × 0) is allowed; it cannot be
    /// drawn or written as PNG.
    public init(width: Int, height: Int, scale: Int = 1, pixels: [UInt32]) throws(RenderError) {
        let limit = Canvas.maximumPixels
        guard (0...limit).contains(width), (0...limit).contains(height) else {
            throw .invalidImage("a size of \(width) × \(height) pixels is not 0 to \(limit) a side")
        }
        try Self.checkScale(scale)
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels.count == count else {
            throw .invalidImage("\(pixels.count) pixels for \(width) × \(height)")
        }
        self.width = width
        self.height = height
        self.scale = scale
        self.pixels = pixels
    }

    // MARK: - Reading pixels

    /// The color at pixel (`x`, `y`) with straight alpha; `nil` outside the image. Color is
    /// divided by alpha as Cairo's PNG writer divides it (so it is the 8-bit color a PNG of
    /// the image holds), each channel clamped to 0…1 for invalid pixels whose color exceeds
    /// their alpha.
    public func color(atX x: Int, y: Int) -> Color? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let pixel = pixels[y * width + x]
        let alpha = pixel >> 24
        guard alpha > 0 else { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
        func channel(_ shift: UInt32) -> Double {
            Double(min(PixelMath.unpremultiply((pixel >> shift) & 0xFF, alpha: alpha), 255)) / 255
        }
        return Color(red: channel(16), green: channel(8), blue: channel(0), alpha: Double(alpha) / 255)
    }

    /// How many pixels differ from `other`'s; `nil` when the sizes differ.
    public func countOfDifferingPixels(from other: PixelImage) -> Int? {
        guard width == other.width, height == other.height else { return nil }
        return zip(pixels, other.pixels).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
    }

    /// The largest difference of one channel (alpha or premultiplied color, 0–255) between a
    /// pixel and the same pixel of `other`; `nil` when the sizes differ.
    public func largestChannelDifference(from other: PixelImage) -> Int? {
        guard width == other.width, height == other.height else { return nil }
        var largest: UInt32 = 0
        for (mine, theirs) in zip(pixels, other.pixels) where mine != theirs {
            for shift: UInt32 in [0, 8, 16, 24] {
                let a = (mine >> shift) & 0xFF, b = (theirs >> shift) & 0xFF
                largest = max(largest, a > b ? a - b : b - a)
            }
        }
        return Int(largest)
    }

    // MARK: - Internal

    /// Throws ``RenderError/invalidScale(_:)`` unless `scale` is 1, 2 or 3, the scales of
    /// canvases and images.
    static func checkScale(_ scale: Int) throws(RenderError) {
        guard (1...3).contains(scale) else { throw .invalidScale(scale) }
    }
}
