import Foundation
import Render
import Testing
import TokenValues

@Suite("Canvas")
struct CanvasTests {
    static let red = Color(srgbHex: 0xFF0000)
    static let blue = Color(srgbHex: 0x0000FF)
    static let black = Color(srgbHex: 0x000000)

    // MARK: - Size and scale

    @Test func fillsInPointsAtScale() throws {
        let canvas = try Canvas(size: CGSize(width: 10, height: 5), scale: 2)
        #expect(canvas.pixelWidth == 20 && canvas.pixelHeight == 10)
        canvas.fill(CGRect(x: 0, y: 0, width: 5, height: 5), color: Color(srgbHex: 0xD32F2F))
        let image = try canvas.makeImage()
        #expect(image.color(atX: 9, y: 9) == Color(srgbHex: 0xD32F2F))
        #expect(image.color(atX: 10, y: 0)?.alpha == 0)
    }

    @Test func invalidSizesAndScalesAreErrors() {
        #expect(throws: RenderError.invalidScale(4)) { try Canvas(size: CGSize(width: 1, height: 1), scale: 4) }
        for size in [CGSize(width: 0, height: 1), CGSize(width: -1, height: 1), CGSize(width: CGFloat.nan, height: 1),
                     CGSize(width: CGFloat.infinity, height: 1), CGSize(width: 20_000, height: 1),
                     CGSize(width: 16_385, height: 1), CGSize(width: 1, height: CGFloat.nan)] {
            #expect(throws: RenderError.self) { try Canvas(size: size) }
        }
        #expect(throws: RenderError.self) { try Canvas(size: CGSize(width: 8_193, height: 1), scale: 2) }
    }

    @Test func theLargestCanvasIsAllowed() throws {
        let canvas = try Canvas(size: CGSize(width: 16_384, height: 1))
        #expect(canvas.pixelWidth == Canvas.maximumPixels)
    }

    @Test(arguments: [2, 3])
    func everyScaleDrawsTheSamePictureLarger(scale: Int) throws {
        func draw(_ canvas: Canvas) {
            canvas.fill(CGRect(x: 2, y: 3, width: 10, height: 6), color: Self.red)
            canvas.withSavedState {
                canvas.translate(x: 12, y: 10)
                canvas.fill(Path(rect: CGRect(x: 0, y: 0, width: 5, height: 4)), color: Self.blue)
            }
            canvas.fill(Path(roundedRect: CGRect(x: 4, y: 12, width: 6, height: 6), cornerRadii: .zero),
                        with: .color(Self.black.withAlpha(0.5)))
        }
        let one = try Canvas(size: CGSize(width: 20, height: 20), scale: 1)
        let scaled = try Canvas(size: CGSize(width: 20, height: 20), scale: scale)
        draw(one)
        draw(scaled)
        let small = try one.makeImage()
        let large = try scaled.makeImage()
        #expect(large.width == small.width * scale && large.scale == scale)
        for y in 0..<large.height {
            for x in 0..<large.width where large.pixels[y * large.width + x] != small.pixels[(y / scale) * small.width + x / scale] {
                Issue.record("pixel \(x), \(y) at scale \(scale) differs from \(x / scale), \(y / scale) at scale 1")
                return
            }
        }
    }

    // MARK: - Paths

    @Test func roundedCornersAreTransparent() throws {
        let canvas = try Canvas(size: CGSize(width: 20, height: 20), scale: 1)
        canvas.fill(CGRect(x: 0, y: 0, width: 20, height: 20), color: Color(srgbHex: 0x000000), cornerRadius: 8)
        let image = try canvas.makeImage()
        #expect(image.color(atX: 0, y: 0)?.alpha == 0)
        #expect(image.color(atX: 10, y: 10)?.alpha == 1)
    }

    @Test func eachCornerHasItsOwnRadius() throws {
        let canvas = try Canvas(size: CGSize(width: 40, height: 40), scale: 1)
        let radii = CornerRadii(topLeft: 16, topRight: 0, bottomRight: 8, bottomLeft: 0)
        canvas.fill(Path(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadii: radii), color: Self.black)
        let image = try canvas.makeImage()
        #expect(image.alpha(1, 1) == 0, "top left is rounded")
        #expect(image.alpha(39, 0) == 1, "top right is sharp")
        #expect(image.alpha(39, 39) == 0, "bottom right is rounded")
        #expect(image.alpha(0, 39) == 1, "bottom left is sharp")
        #expect(image.alpha(3, 3) == 0, "a 16-point corner is cut deeper")
        #expect(image.alpha(35, 35) == 1, "an 8-point corner is not cut as deep")
    }

    @Test func cornerRadiiAreClampedAsCSSDoes() {
        let clamped = CornerRadii(topLeft: 30, topRight: 30, bottomRight: 30, bottomLeft: 30)
            .clamped(to: CGSize(width: 40, height: 20))
        #expect(clamped == CornerRadii(10))
        let uneven = CornerRadii(topLeft: 30, topRight: 10, bottomRight: 0, bottomLeft: -5)
            .clamped(to: CGSize(width: 20, height: 100))
        #expect(uneven == CornerRadii(topLeft: 15, topRight: 5, bottomRight: 0, bottomLeft: 0))
        #expect(CornerRadii(.nan).clamped(to: CGSize(width: 10, height: 10)) == .zero)
        #expect(CornerRadii(4).clamped(to: CGSize(width: 10, height: 10)) == CornerRadii(4))
    }

    @Test func cornersGrowWithSpreadAsCSSDoes() {
        let grown = CornerRadii(topLeft: 0, topRight: 10, bottomRight: 2, bottomLeft: 4).grown(by: 4)
        #expect(grown.topLeft == 0, "a sharp corner stays sharp")
        #expect(grown.topRight == 14)
        #expect(grown.bottomRight == 5.5, "2 + 4 × (1 + (2/4 − 1)³)")
        #expect(grown.bottomLeft == 8)
        #expect(CornerRadii(3).grown(by: -5) == .zero)
    }

    @Test func pathsTrackTheirCurrentPoint() {
        var path = Path()
        #expect(path.currentPoint == nil && path.isEmpty)
        path.addLine(to: CGPoint(x: 1, y: 2))
        #expect(path.elements == [.move(to: CGPoint(x: 1, y: 2))], "a line without a start begins a subpath")
        path.addQuadCurve(to: CGPoint(x: 7, y: 2), control: CGPoint(x: 4, y: 8))
        #expect(path.elements.last == .curve(to: CGPoint(x: 7, y: 2), control1: CGPoint(x: 3, y: 6), control2: CGPoint(x: 5, y: 6)))
        path.addArc(center: CGPoint(x: 7, y: 7), radius: 5, startAngle: -.pi / 2, endAngle: 0, clockwise: true)
        #expect(abs(path.currentPoint!.x - 12) < 1e-9 && abs(path.currentPoint!.y - 7) < 1e-9)
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 1, y: 2))
        #expect(path.isFinite)
        #expect(Path(rect: .null).isEmpty)
    }

    @Test func curvesArcsAndEllipsesFill() throws {
        let canvas = try Canvas(size: CGSize(width: 40, height: 20), scale: 1)
        canvas.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)), color: Self.black)
        var half = Path()
        half.move(to: CGPoint(x: 20, y: 10))
        half.addArc(center: CGPoint(x: 30, y: 10), radius: 10, startAngle: .pi, endAngle: 0, clockwise: true)
        half.closeSubpath()
        canvas.fill(half, color: Self.red)
        let image = try canvas.makeImage()
        #expect(image.alpha(10, 10) == 1 && image.alpha(1, 1) == 0 && image.alpha(10, 0) > 0.5)
        #expect(image.color(atX: 30, y: 3) == Self.red, "growing angles run clockwise: π to 0 is the upper half")
        #expect(image.alpha(30, 16) == 0)
    }

    @Test func evenOddLeavesAHoleWhereNonZeroFills() throws {
        var path = Path(rect: CGRect(x: 0, y: 0, width: 30, height: 30))
        path.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        for (rule, centre) in [(FillRule.nonZero, 1.0), (.evenOdd, 0.0)] {
            let canvas = try Canvas(size: CGSize(width: 30, height: 30))
            canvas.fill(path, color: Self.black, rule: rule)
            let image = try canvas.makeImage()
            #expect(image.alpha(15, 15) == centre, "\(rule)")
            #expect(image.alpha(5, 5) == 1, "\(rule)")
        }
    }

    // MARK: - Clipping, opacity, transforms

    @Test func clipLimitsDrawingUntilTheStateIsRestored() throws {
        let canvas = try Canvas(size: CGSize(width: 40, height: 20))
        canvas.withSavedState {
            canvas.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)))
            canvas.clear(with: Self.red)
        }
        var band = Path(rect: CGRect(x: 20, y: 0, width: 20, height: 20))
        band.addRect(CGRect(x: 25, y: 5, width: 10, height: 10))
        canvas.withSavedState {
            canvas.clip(to: band, rule: .evenOdd)
            canvas.fill(CGRect(x: 0, y: 0, width: 40, height: 20), color: Self.blue)
        }
        let image = try canvas.makeImage()
        #expect(image.color(atX: 10, y: 10) == Self.red)
        #expect(image.alpha(0, 0) == 0, "outside the ellipse")
        #expect(image.color(atX: 21, y: 1) == Self.blue)
        #expect(image.alpha(30, 10) == 0, "the even-odd clip has a hole")
    }

    @Test func anOpacityGroupBlendsOnce() throws {
        let canvas = try Canvas(size: CGSize(width: 30, height: 10))
        canvas.withOpacity(0.5) {
            canvas.fill(CGRect(x: 0, y: 0, width: 20, height: 10), color: Self.red)
            canvas.fill(CGRect(x: 10, y: 0, width: 20, height: 10), color: Self.red)
        }
        let image = try canvas.makeImage()
        #expect(abs(image.alpha(5, 5) - 0.5) < 0.01)
        #expect(image.alpha(15, 5) == image.alpha(5, 5), "no double blend where the shapes overlap")

        let separate = try Canvas(size: CGSize(width: 30, height: 10))
        separate.fill(CGRect(x: 0, y: 0, width: 20, height: 10), color: Self.red.withAlpha(0.5))
        separate.fill(CGRect(x: 10, y: 0, width: 20, height: 10), color: Self.red.withAlpha(0.5))
        #expect(try separate.makeImage().alpha(15, 5) > 0.7, "without a group the overlap is darker")
    }

    @Test func transformsMoveRotateAndScale() throws {
        let canvas = try Canvas(size: CGSize(width: 40, height: 40), scale: 2)
        canvas.withSavedState {
            canvas.translate(x: 20, y: 20)
            canvas.rotate(by: .pi / 2)
            #expect(abs(canvas.transform.m12 - 1) < 1e-12 && canvas.transform.tX == 20)
            canvas.fill(CGRect(x: 0, y: 0, width: 10, height: 5), color: Self.red)
        }
        canvas.withSavedState {
            canvas.scale(by: 2)
            canvas.concatenate(AffineTransform(translationByX: 1, byY: 0))
            canvas.fill(CGRect(x: 0, y: 0, width: 2, height: 2), color: Self.blue)
        }
        #expect(canvas.transform == AffineTransform.identity)
        let image = try canvas.makeImage()
        // The 10 × 5 rectangle turned clockwise about (20, 20) covers x 15…20, y 20…30.
        #expect(image.color(atX: 2 * 17, y: 2 * 25) == Self.red)
        #expect(image.alpha(2 * 25, 2 * 22) == 0)
        // Scaled by 2 after moving by 1: x 2…6, y 0…4.
        #expect(image.color(atX: 2 * 5, y: 2 * 3) == Self.blue)
        #expect(image.alpha(2 * 1, 2 * 1) == 0)
    }

    @Test func aCollapsedTransformDrawsNothingAndIsNoError() throws {
        let canvas = try Canvas(size: CGSize(width: 10, height: 10))
        canvas.withSavedState {
            canvas.scale(x: 0, y: 1)
            canvas.fill(CGRect(x: 0, y: 0, width: 10, height: 10), color: Self.red)
            canvas.translate(x: 1, y: 1)
        }
        canvas.fill(CGRect(x: 0, y: 0, width: 5, height: 5), color: Self.blue)
        let image = try canvas.makeImage()
        #expect(image.alpha(8, 8) == 0)
        #expect(image.color(atX: 2, y: 2) == Self.blue)
        #expect(canvas.error == nil)
    }

    // MARK: - Errors and determinism

    @Test func nonFiniteInputIsAnErrorAndNotDrawn() throws {
        let nan = CGFloat.nan
        let draws: [(String, (Canvas) -> Void)] = [
            ("path", { $0.fill(Path(rect: CGRect(x: nan, y: 0, width: 1, height: 1)), color: Self.red) }),
            ("rect", { $0.fill(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1), color: Self.red) }),
            ("arc", { var path = Path(); path.addArc(center: .zero, radius: nan, startAngle: 0, endAngle: 1, clockwise: true)
                $0.stroke(path, with: StrokeOptions(width: 1), color: Self.red) }),
            ("clip", { $0.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: nan, height: 1))) }),
            ("translate", { $0.translate(x: nan, y: 0) }),
            ("rotate", { $0.rotate(by: .infinity) }),
            ("opacity", { canvas in canvas.withOpacity(.nan) { canvas.fill(CGRect(x: 0, y: 0, width: 1, height: 1), color: Self.red) } }),
            ("stroke width", { $0.stroke(Path(rect: CGRect(x: 0, y: 0, width: 4, height: 4)), with: StrokeOptions(width: nan), color: Self.red) }),
            ("dash", { $0.stroke(Path(rect: CGRect(x: 0, y: 0, width: 4, height: 4)),
                                 with: StrokeOptions(width: 1, style: .dashes(dashArray: [Dimension(.infinity)], lineCap: .butt)),
                                 color: Self.red) }),
            ("gradient", { $0.fill(Path(rect: CGRect(x: 0, y: 0, width: 4, height: 4)),
                                   with: .radialGradient(Gradient(stops: []), center: .zero, radius: nan)) }),
            ("shadow", { $0.drawShadows([Shadow(color: Self.black, offsetX: Dimension(.nan), offsetY: Dimension(0),
                                                blur: Dimension(4), spread: Dimension(0))],
                                        for: Path(rect: CGRect(x: 2, y: 2, width: 4, height: 4))) }),
            ("image", { $0.draw(try! PixelImage(width: 1, height: 1, pixels: [0xFFFF_0000]),
                                in: CGRect(x: 0, y: nan, width: 1, height: 1)) }),
        ]
        for (name, draw) in draws {
            let canvas = try Canvas(size: CGSize(width: 10, height: 10))
            draw(canvas)
            canvas.fill(CGRect(x: 5, y: 5, width: 5, height: 5), color: Self.blue)
            guard case .nonFiniteGeometry = canvas.error else {
                Issue.record("\(name): \(String(describing: canvas.error))")
                continue
            }
            #expect(throws: canvas.error!) { try canvas.makeImage() }
        }
    }

    @Test func theFirstErrorIsKept() throws {
        let canvas = try Canvas(size: CGSize(width: 10, height: 10))
        canvas.translate(x: .nan, y: 0)
        try canvas.draw(PixelImage(width: 0, height: 0, pixels: []), in: CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(canvas.error == .nonFiniteGeometry("a transform value"))
        #expect(canvas.error?.description == "a transform value is not a finite number")
    }

    @Test func theSameDrawingGivesTheSameBytes() throws {
        func draw() throws -> PixelImage {
            let canvas = try Canvas(size: CGSize(width: 120, height: 80), scale: 2)
            let gradient = Gradient(stops: [.init(color: Self.red, position: 0), .init(color: Self.blue, position: 1)])
            canvas.drawShadows([Shadow(color: Self.black.withAlpha(0.4), offsetX: Dimension(2), offsetY: Dimension(4),
                                       blur: Dimension(12), spread: Dimension(1))],
                               forRoundedRect: CGRect(x: 10, y: 10, width: 60, height: 40), cornerRadii: CornerRadii(8))
            canvas.fill(Path(roundedRect: CGRect(x: 10, y: 10, width: 60, height: 40), cornerRadius: 8),
                        with: .linearGradient(gradient, angle: 135, in: CGRect(x: 10, y: 10, width: 60, height: 40)))
            canvas.withOpacity(0.7) {
                canvas.rotate(by: 0.3)
                canvas.stroke(Path(ellipseIn: CGRect(x: 70, y: 20, width: 30, height: 20)),
                              with: StrokeOptions(width: 3, style: .keyword(.dashed)), color: Self.black)
            }
            try canvas.draw(PixelImage(width: 2, height: 2, pixels: [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0x8080_8080]),
                        in: CGRect(x: 80, y: 50, width: 30, height: 20), contentMode: .scaleAspectFit)
            return try canvas.makeImage()
        }
        #expect(try draw() == draw())
    }
}

// MARK: - Helpers

extension PixelImage {
    /// The straight alpha at a pixel, or -1 outside the image.
    func alpha(_ x: Int, _ y: Int) -> Double {
        color(atX: x, y: y)?.alpha ?? -1
    }

    /// Whether the pixel's color is within `tolerance` of `expected` in every channel.
    func pixel(_ x: Int, _ y: Int, isCloseTo expected: Color, tolerance: Double = 0.02) -> Bool {
        guard let color = color(atX: x, y: y) else { return false }
        return abs(color.red - expected.red) <= tolerance && abs(color.green - expected.green) <= tolerance
            && abs(color.blue - expected.blue) <= tolerance && abs(color.alpha - expected.alpha) <= tolerance
    }
}
