import Foundation
import Render
import Testing
import TokenValues

@Suite("Canvas shadows")
struct CanvasShadowTests {
    static let black = Color(srgbHex: 0x000000)
    static let white = Color(srgbHex: 0xFFFFFF)
    static let box = CGRect(x: 60, y: 60, width: 80, height: 80)

    private func shadow(_ color: Color = Self.black, x: Double = 0, y: Double = 0, blur: Double = 0, spread: Double = 0,
                        inset: Bool = false) -> Shadow {
        Shadow(color: color, offsetX: Dimension(x), offsetY: Dimension(y), blur: Dimension(blur), spread: Dimension(spread), inset: inset)
    }

    /// `shadows` of ``box`` on a 200 × 200 canvas.
    private func render(_ shadows: [Shadow], scale: Int = 1, radius: CGFloat = 0, asPath: Bool = false) throws -> PixelImage {
        let canvas = try Canvas(size: CGSize(width: 200, height: 200), scale: scale)
        if asPath {
            canvas.drawShadows(shadows, for: Path(roundedRect: Self.box, cornerRadius: radius))
        } else {
            canvas.drawShadows(shadows, forRoundedRect: Self.box, cornerRadii: CornerRadii(radius))
        }
        #expect(canvas.error == nil)
        return try canvas.makeImage()
    }

    @Test func blurFadesOverThreeSigmaAndIsHalfAtTheEdge() throws {
        // Blur 20: σ = 10. The left edge of the box is x = 60; pixel 59 is 0.5 outside it.
        let image = try render([shadow(blur: 20)])
        #expect(abs(image.alpha(59, 100) - 0.48) < 0.06, "about half at the edge")
        #expect(abs(image.alpha(49, 100) - 0.15) < 0.05, "about 1 − Φ(1) one σ out")
        #expect(image.alpha(29, 100) < 0.01, "about nothing 3σ out")
        #expect(image.alpha(20, 100) == 0)
        #expect(image.alpha(100, 100) == 0, "an outer shadow never shows inside the shape")
        #expect(image.alpha(59, 100) > image.alpha(55, 100) && image.alpha(55, 100) > image.alpha(45, 100))
    }

    @Test func offsetMovesTheShadow() throws {
        let image = try render([shadow(x: 20, y: 10)])
        #expect(image.alpha(150, 100) == 1, "moved right")
        #expect(image.alpha(100, 145) == 1, "moved down")
        #expect(image.alpha(55, 100) == 0 && image.alpha(100, 55) == 0, "nothing left over on the other side")
        #expect(image.alpha(161, 100) == 0)
    }

    @Test func spreadGrowsTheShadow() throws {
        let image = try render([shadow(spread: 10)])
        #expect(image.alpha(51, 100) == 1 && image.alpha(49, 100) == 0)
        let shrunk = try render([shadow(x: 30, spread: -10)])
        #expect(shrunk.alpha(155, 100) == 1 && shrunk.alpha(161, 100) == 0, "a negative spread shrinks it")
        #expect(shrunk.alpha(150, 65) == 0, "also vertically")
        let path = try render([shadow(spread: 10)], asPath: true)
        #expect(path.alpha(51, 100) == 1 && path.alpha(49, 100) == 0, "a general path grows by stroking")
    }

    @Test func spreadGrowsRoundedCorners() throws {
        // Radius 10 grown by 10 is radius 20 around (70, 70).
        let image = try render([shadow(spread: 10)], radius: 10)
        #expect(image.alpha(52, 52) == 0, "outside the grown corner")
        #expect(image.alpha(57, 57) == 1, "inside the grown corner")
    }

    @Test func insetShadowsStayInside() throws {
        let canvas = try Canvas(size: CGSize(width: 200, height: 200))
        canvas.fill(Self.box, color: Self.white)
        canvas.drawShadows([shadow(x: 10, inset: true)], forRoundedRect: Self.box, cornerRadii: .zero)
        let image = try canvas.makeImage()
        #expect(image.color(atX: 65, y: 100) == Self.black, "the band the moved hole uncovers")
        #expect(image.color(atX: 100, y: 100) == Self.white)
        #expect(image.color(atX: 138, y: 100) == Self.white, "the other side of an inset shadow stays clear")
        #expect(image.alpha(50, 100) == 0, "nothing outside the shape")
    }

    @Test func blurredInsetShadowsFadeInwards() throws {
        let image = try render([shadow(blur: 20, inset: true)])
        #expect(abs(image.alpha(60, 100) - 0.48) < 0.06, "about half at the inner edge")
        #expect(image.alpha(95, 100) < 0.01, "gone 3σ in")
        #expect(image.alpha(59, 100) == 0)
        let spread = try render([shadow(spread: 10, inset: true)])
        #expect(spread.alpha(69, 100) == 1 && spread.alpha(71, 100) == 0, "spread thickens an inset shadow")
    }

    @Test func theFirstShadowIsOnTop() throws {
        let red = Color(srgbHex: 0xFF0000)
        let blue = Color(srgbHex: 0x0000FF)
        let image = try render([shadow(red, x: 10), shadow(blue, x: 20), shadow(blue, y: 20)])
        #expect(image.color(atX: 145, y: 100) == red, "the first shadow covers the second")
        #expect(image.color(atX: 155, y: 100) == blue, "the second shows past it")
        #expect(image.color(atX: 100, y: 155) == blue)
    }

    @Test(arguments: [2, 3])
    func blurIsMeasuredInPoints(scale: Int) throws {
        let one = try render([shadow(blur: 12)])
        let scaled = try render([shadow(blur: 12)], scale: scale)
        for x in [40, 45, 50, 55, 59] {
            let a = one.alpha(x, 100)
            let b = scaled.alpha(x * scale + scale / 2, 100 * scale)
            #expect(abs(a - b) < 0.06, "x = \(x): \(a) at 1x, \(b) at \(scale)x")
        }
    }

    @Test func shadowsFollowTheTransform() throws {
        let canvas = try Canvas(size: CGSize(width: 200, height: 200))
        canvas.translate(x: 100, y: 0)
        canvas.scale(by: 0.5)
        canvas.drawShadows([shadow(x: 20)], forRoundedRect: Self.box, cornerRadii: .zero)
        let image = try canvas.makeImage()
        // The box is now x 130…170, y 30…70, and the offset 10 points.
        #expect(image.alpha(175, 50) == 1 && image.alpha(181, 50) == 0 && image.alpha(150, 50) == 0)
    }

    @Test func transparentAndEmptyShadowsDrawNothing() throws {
        let image = try render([shadow(Self.black.withAlpha(0), blur: 10), shadow(blur: -5, spread: 0)])
        #expect(image.alpha(59, 100) == 0, "a negative blur is none, and a sharp shadow under the shape is hidden")
        let canvas = try Canvas(size: CGSize(width: 10, height: 10))
        canvas.drawShadows([shadow(blur: 4)], for: Path())
        #expect(try canvas.makeImage().pixels.allSatisfy { $0 == 0 })
    }

    @Test func shadowsNearTheEdgeOfTheCanvas() throws {
        let canvas = try Canvas(size: CGSize(width: 50, height: 50))
        canvas.drawShadows([shadow(blur: 30)], forRoundedRect: CGRect(x: -40, y: -40, width: 60, height: 60), cornerRadii: .zero)
        canvas.drawShadows([shadow(blur: 30)], forRoundedRect: CGRect(x: 500, y: 500, width: 60, height: 60), cornerRadii: .zero)
        let image = try canvas.makeImage()
        #expect(image.alpha(21, 0) > 0.3 && image.alpha(49, 0) < 0.05)
    }

    @Test func manyShadowsOnALargeFrameEachLandWhereTheirBoxIs() throws {
        // Each shadow is masked only in its own region; their speed is measured in Benchmarks/.
        let canvas = try Canvas(size: CGSize(width: 1920, height: 1080))
        for index in 0..<200 {
            let rect = CGRect(x: 20 + (index % 20) * 95, y: 20 + (index / 20) * 105, width: 80, height: 60)
            canvas.drawShadows([shadow(Self.black.withAlpha(0.3), y: 4, blur: 16, spread: 2)],
                               forRoundedRect: rect, cornerRadii: CornerRadii(8))
        }
        #expect(canvas.error == nil)
        let image = try canvas.makeImage()
        // Below the first box (offset 4, spread 2) there is shadow; inside the box there is none.
        #expect(image.alpha(60, 83) > 0.1)
        #expect(image.alpha(60, 50) == 0)
        #expect(image.alpha(1900, 1070) == 0)
    }
}
