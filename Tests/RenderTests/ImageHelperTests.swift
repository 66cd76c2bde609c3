import Foundation
import Render
import Testing
import TokenValues

/// COMPONENTS.md, "Image helpers": an image of a color and both masks, general helpers on
/// `PixelImage` (the initials and badges are their components', in ComponentsTests).
@Suite("Image helpers")
struct ImageHelperTests {
    // MARK: - Fixtures

    /// The colors the cases draw with, and a comparison within one 8-bit step.
    private enum Support {
        static let red = Color(red: 1, green: 0, blue: 0)
        static let blue = Color(srgbHex: 0x1F6FEB)

        static func isClose(_ color: Color?, to expected: Color, tolerance: Double = 1.5 / 255) -> Bool {
            guard let color else { return false }
            return abs(color.red - expected.red) <= tolerance && abs(color.green - expected.green) <= tolerance
                && abs(color.blue - expected.blue) <= tolerance && abs(color.alpha - expected.alpha) <= tolerance
        }
    }

    // MARK: - Color images

    @Test func colorImageIsOnePointByDefault() throws {
        let image = try PixelImage(color: Support.red)
        #expect(image.width == 1 && image.height == 1 && image.scale == 1)
        #expect(image.color(atX: 0, y: 0) == Support.red)
        let large = try PixelImage(color: Support.blue, size: CGSize(width: 3, height: 2), scale: 2)
        #expect(large.width == 6 && large.height == 4)
        #expect(Set(large.pixels).count == 1)
        #expect(large.pointSize == CGSize(width: 3, height: 2))
    }

    @Test func noColorIsTransparent() throws {
        let image = try PixelImage(color: nil, size: CGSize(width: 4, height: 4))
        #expect(image.pixels.allSatisfy { $0 == 0 })
    }

    @Test(arguments: [CGSize.zero, CGSize(width: -1, height: 5), CGSize(width: CGFloat.nan, height: 1), CGSize(width: 20_000, height: 1)])
    func impossibleSizesAreErrors(size: CGSize) {
        #expect(throws: RenderError.self) { try PixelImage(color: Support.red, size: size) }
    }

    // MARK: - Masks

    /// A 2 × 1 image: an opaque red pixel and a half-transparent green one.
    private static func twoPixels() throws -> PixelImage {
        try PixelImage(width: 2, height: 1, scale: 1, pixels: [0xFFFF_0000, 0x8000_8000])
    }

    @Test func maskWithColorKeepsTheAlphaAndReplacesTheColor() throws {
        let mask = try Self.twoPixels().mask(with: Support.blue)
        #expect(mask.width == 2 && mask.height == 1)
        #expect(Support.isClose(mask.color(atX: 0, y: 0), to: Support.blue))
        #expect(Support.isClose(mask.color(atX: 1, y: 0), to: Support.blue.withAlpha(128.0 / 255), tolerance: 3.0 / 255))
        let translucent = try Self.twoPixels().mask(with: Support.blue.withAlpha(0.5))
        #expect(abs((translucent.color(atX: 0, y: 0)?.alpha ?? 0) - 0.5) < 1.0 / 255)
    }

    @Test func maskWithAlphaMultipliesTheOpacity() throws {
        let image = try Self.twoPixels()
        let half = image.mask(withAlpha: 0.5)
        #expect(half.pixels[0] == 0x8080_0000)
        #expect(half.pixels[1] == 0x4000_4000)
        #expect(image.mask(withAlpha: 1) == image)
        #expect(image.mask(withAlpha: 7) == image, "clamped to 1")
        #expect(image.mask(withAlpha: -1).pixels.allSatisfy { $0 == 0 })
        #expect(image.mask(withAlpha: .nan).pixels.allSatisfy { $0 == 0 })
    }

    @Test func masksOfAnEmptyImageAreEmpty() throws {
        let empty = try PixelImage(width: 0, height: 0, pixels: [])
        #expect(empty.mask(with: Support.red) == empty)
        #expect(empty.mask(withAlpha: 0.5) == empty)
    }
}
