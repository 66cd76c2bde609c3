import Foundation
import Render
import TokenValues

/// Helpers the drawer tests share: sampling pixels in points and comparing colors.
enum DrawerTestSupport {
    /// The color at the pixel under point (`x`, `y`) of `image`.
    static func color(of image: PixelImage, atPoint x: CGFloat, _ y: CGFloat) -> Color? {
        image.color(atX: Int(x * CGFloat(image.scale)), y: Int(y * CGFloat(image.scale)))
    }

    /// Whether `color` is `expected` within one 8-bit step per channel, alpha included.
    static func isClose(_ color: Color?, to expected: Color, tolerance: Double = 1.5 / 255) -> Bool {
        guard let color else { return false }
        return abs(color.red - expected.red) <= tolerance && abs(color.green - expected.green) <= tolerance
            && abs(color.blue - expected.blue) <= tolerance && abs(color.alpha - expected.alpha) <= tolerance
    }

    /// Whether the pixel under the point is fully transparent.
    static func isTransparent(_ image: PixelImage, atPoint x: CGFloat, _ y: CGFloat) -> Bool {
        (color(of: image, atPoint: x, y)?.alpha ?? -1) == 0
    }

    /// The bounding box, in points, of the pixels of `image` that differ from `other`'s.
    static func differingBox(_ image: PixelImage, _ other: PixelImage) -> CGRect? {
        var box: CGRect?
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixels[y * image.width + x] != other.pixels[y * image.width + x] {
                let pixel = CGRect(x: CGFloat(x), y: CGFloat(y), width: 1, height: 1)
                box = box.map { $0.union(pixel) } ?? pixel
            }
        }
        return box.map { CGRect(x: $0.minX / CGFloat(image.scale), y: $0.minY / CGFloat(image.scale),
                                width: $0.width / CGFloat(image.scale), height: $0.height / CGFloat(image.scale)) }
    }

    static let red = Color(red: 1, green: 0, blue: 0)
    static let white = Color(red: 1, green: 1, blue: 1)
    static let blue = Color(srgbHex: 0x1F6FEB)
    static let orange = Color(srgbHex: 0xF97316)
}
