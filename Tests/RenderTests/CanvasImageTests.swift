import Foundation
import Render
import Testing
import TokenValues

@Suite("Canvas images")
struct CanvasImageTests {
    static let red = Color(srgbHex: 0xFF0000)
    static let green = Color(srgbHex: 0x00FF00)
    static let blue = Color(srgbHex: 0x0000FF)
    static let white = Color(srgbHex: 0xFFFFFF)

    /// 2 × 2 pixels: red, green / blue, white.
    static let quadrants = try! PixelImage(width: 2, height: 2, pixels: [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFFFF_FFFF])

    // MARK: - Content modes

    static let bounds = CGRect(x: 10, y: 20, width: 100, height: 50)

    /// Content 40 × 20 (and 400 × 100 for the scaling modes, to scale down as well as up).
    static let expected: [(ContentMode, CGSize, CGRect)] = [
        (.scaleToFill, CGSize(width: 40, height: 20), bounds),
        (.redraw, CGSize(width: 40, height: 20), bounds),
        (.scaleAspectFit, CGSize(width: 40, height: 20), CGRect(x: 10, y: 20, width: 100, height: 50)),
        (.scaleAspectFit, CGSize(width: 400, height: 100), CGRect(x: 10, y: 32.5, width: 100, height: 25)),
        (.scaleAspectFill, CGSize(width: 400, height: 100), CGRect(x: -40, y: 20, width: 200, height: 50)),
        (.scaleAspectFill, CGSize(width: 10, height: 10), CGRect(x: 10, y: -5, width: 100, height: 100)),
        (.center, CGSize(width: 40, height: 20), CGRect(x: 40, y: 35, width: 40, height: 20)),
        (.top, CGSize(width: 40, height: 20), CGRect(x: 40, y: 20, width: 40, height: 20)),
        (.bottom, CGSize(width: 40, height: 20), CGRect(x: 40, y: 50, width: 40, height: 20)),
        (.left, CGSize(width: 40, height: 20), CGRect(x: 10, y: 35, width: 40, height: 20)),
        (.right, CGSize(width: 40, height: 20), CGRect(x: 70, y: 35, width: 40, height: 20)),
        (.topLeft, CGSize(width: 40, height: 20), CGRect(x: 10, y: 20, width: 40, height: 20)),
        (.topRight, CGSize(width: 40, height: 20), CGRect(x: 70, y: 20, width: 40, height: 20)),
        (.bottomLeft, CGSize(width: 40, height: 20), CGRect(x: 10, y: 50, width: 40, height: 20)),
        (.bottomRight, CGSize(width: 40, height: 20), CGRect(x: 70, y: 50, width: 40, height: 20)),
        (.center, CGSize(width: 200, height: 10), CGRect(x: -40, y: 40, width: 200, height: 10)),
    ]

    @Test func everyContentModePlacesTheContent() {
        for (mode, content, rect) in Self.expected {
            #expect(mode.rect(forContentOf: content, in: Self.bounds) == rect, "\(mode) \(content)")
        }
        #expect(Set(Self.expected.map(\.0)) == Set(ContentMode.allCases))
        #expect(ContentMode.allCases.count == 13)
    }

    @Test func contentWithNoAreaIsPlacedAsAnEmptyRect() {
        for mode in ContentMode.allCases where mode != .scaleToFill && mode != .redraw {
            #expect(mode.rect(forContentOf: CGSize(width: 0, height: 10), in: Self.bounds) == CGRect(x: 60, y: 45, width: 0, height: 0))
        }
    }

    @Test func scaleToFillStretchesTheImage() throws {
        let canvas = try Canvas(size: CGSize(width: 20, height: 20))
        canvas.draw(Self.quadrants, in: CGRect(x: 0, y: 0, width: 20, height: 20), interpolation: .nearest)
        let image = try canvas.makeImage()
        #expect(image.color(atX: 2, y: 2) == Self.red && image.color(atX: 17, y: 2) == Self.green)
        #expect(image.color(atX: 2, y: 17) == Self.blue && image.color(atX: 17, y: 17) == Self.white)
    }

    @Test func aspectFitLeavesBarsAndAspectFillClips() throws {
        let wide = try PixelImage(width: 2, height: 1, pixels: [0xFFFF_0000, 0xFF00_00FF])
        let canvas = try Canvas(size: CGSize(width: 60, height: 20))
        canvas.draw(wide, in: CGRect(x: 0, y: 0, width: 20, height: 20), contentMode: .scaleAspectFit, interpolation: .nearest)
        canvas.draw(wide, in: CGRect(x: 40, y: 0, width: 20, height: 20), contentMode: .scaleAspectFill, interpolation: .nearest)
        let image = try canvas.makeImage()
        #expect(image.alpha(10, 4) == 0 && image.alpha(10, 15) == 0, "bars above and below")
        #expect(image.color(atX: 2, y: 5) == Self.red && image.color(atX: 17, y: 14) == Self.blue)
        // Filled: 40 × 20 centered on x 30…70, clipped to 40…60.
        #expect(image.color(atX: 40, y: 0) == Self.red && image.color(atX: 59, y: 19) == Self.blue)
        #expect(image.alpha(39, 10) == 0 && image.alpha(30, 10) == 0, "clipped to its rectangle")
    }

    @Test func unscaledModesKeepTheImageSizeInPoints() throws {
        // 4 × 4 pixels at scale 2 are 2 × 2 points.
        let retina = try PixelImage(width: 4, height: 4, scale: 2, pixels: Array(repeating: 0xFF00_FF00, count: 16))
        let canvas = try Canvas(size: CGSize(width: 20, height: 20), scale: 2)
        canvas.draw(retina, in: CGRect(x: 0, y: 0, width: 10, height: 10), contentMode: .bottomRight, interpolation: .nearest)
        canvas.draw(retina, in: CGRect(x: 10, y: 10, width: 10, height: 10), contentMode: .center, interpolation: .nearest)
        let image = try canvas.makeImage()
        #expect(image.color(atX: 16, y: 16) == Self.green && image.color(atX: 19, y: 19) == Self.green)
        #expect(image.alpha(15, 15) == 0 && image.alpha(20, 20) == 0)
        #expect(image.color(atX: 28, y: 28) == Self.green && image.color(atX: 31, y: 31) == Self.green)
        #expect(image.alpha(27, 27) == 0 && image.alpha(32, 32) == 0)
    }

    @Test func nearestKeepsHardEdgesAndBilinearBlends() throws {
        let pair = try PixelImage(width: 2, height: 1, pixels: [0xFFFF_0000, 0xFF00_00FF])
        func draw(_ interpolation: ImageInterpolation) throws -> PixelImage {
            let canvas = try Canvas(size: CGSize(width: 20, height: 2))
            canvas.draw(pair, in: CGRect(x: 0, y: 0, width: 20, height: 2), interpolation: interpolation)
            return try canvas.makeImage()
        }
        let nearest = try draw(.nearest)
        #expect(nearest.color(atX: 9, y: 0) == Self.red && nearest.color(atX: 10, y: 0) == Self.blue)
        let bilinear = try draw(.bilinear)
        #expect(bilinear.color(atX: 0, y: 0) == Self.red && bilinear.color(atX: 19, y: 1) == Self.blue,
                "edges are not faded")
        let middle = try #require(bilinear.color(atX: 9, y: 0))
        #expect(middle.red > 0.3 && middle.blue > 0.3 && middle.alpha == 1, "a blend in the middle: \(middle)")
        let best = try draw(.best)
        #expect(best.color(atX: 0, y: 0) == Self.red)
    }

    @Test func stencilsTintTheImageAlpha() throws {
        // Opaque red, half-transparent blue, transparent, opaque white.
        let icon = try PixelImage(width: 2, height: 2, pixels: [0xFFFF_0000, 0x8000_0080, 0x0000_0000, 0xFFFF_FFFF])
        let canvas = try Canvas(size: CGSize(width: 20, height: 20))
        canvas.drawStencil(icon, in: CGRect(x: 0, y: 0, width: 20, height: 20), color: Self.green, interpolation: .nearest)
        let image = try canvas.makeImage()
        #expect(image.color(atX: 2, y: 2) == Self.green)
        #expect(image.pixel(17, 2, isCloseTo: Self.green.withAlpha(0.5), tolerance: 0.01))
        #expect(image.alpha(2, 17) == 0)
        #expect(image.color(atX: 17, y: 17) == Self.green)
    }

    @Test func imagesFollowTheTransformAndClip() throws {
        let canvas = try Canvas(size: CGSize(width: 20, height: 20))
        canvas.clip(to: CGRect(x: 0, y: 0, width: 15, height: 20))
        canvas.translate(x: 10, y: 0)
        canvas.draw(Self.quadrants, in: CGRect(x: 0, y: 0, width: 10, height: 10), interpolation: .nearest)
        let image = try canvas.makeImage()
        #expect(image.color(atX: 11, y: 1) == Self.red && image.alpha(16, 1) == 0 && image.alpha(9, 1) == 0)
    }

    @Test func anImageWithNoPixelsIsAnError() throws {
        let canvas = try Canvas(size: CGSize(width: 10, height: 10))
        try canvas.draw(PixelImage(width: 0, height: 0, pixels: []), in: CGRect(x: 0, y: 0, width: 10, height: 10))
        guard case .invalidImage = canvas.error else { return #expect(Bool(false), "\(String(describing: canvas.error))") }
        #expect(throws: RenderError.self) { try canvas.makeImage() }
    }
}
