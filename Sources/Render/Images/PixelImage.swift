import Foundation
import TokenModel

/// Pixels a render produced: premultiplied ARGB32 in native byte order (Cairo's format),
/// row after row with no padding.
public struct PixelImage: Sendable, Hashable {
    // MARK: - Properties

    public let width: Int
    public let height: Int
    /// Pixels per point of the render that made it.
    public let scale: Int
    /// `width × height` pixels, each `0xAARRGGBB` with premultiplied color.
    public let pixels: [UInt32]

    // MARK: - Initializers

    public init(width: Int, height: Int, scale: Int = 1, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "PixelImage: \(pixels.count) pixels for \(width) × \(height)")
        self.width = width
        self.height = height
        self.scale = scale
        self.pixels = pixels
    }

    // MARK: - Reading pixels

    /// The color at pixel (`x`, `y`) with straight alpha; `nil` outside the image.
    public func color(atX x: Int, y: Int) -> Color? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let pixel = pixels[y * width + x]
        let alpha = Double(pixel >> 24) / 255
        guard alpha > 0 else { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
        func channel(_ shift: UInt32) -> Double { Double((pixel >> shift) & 0xFF) / 255 / alpha }
        return Color(red: channel(16), green: channel(8), blue: channel(0), alpha: alpha)
    }

    /// How many pixels differ from `other`'s; `nil` when the sizes differ.
    public func countOfDifferingPixels(from other: PixelImage) -> Int? {
        guard width == other.width, height == other.height else { return nil }
        return zip(pixels, other.pixels).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
    }
}
