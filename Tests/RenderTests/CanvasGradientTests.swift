import Foundation
import Render
import Testing
import TokenValues

@Suite("Canvas gradients")
struct CanvasGradientTests {
    static let red = Color(srgbHex: 0xFF0000)
    static let blue = Color(srgbHex: 0x0000FF)
    static let white = Color(srgbHex: 0xFFFFFF)

    /// A 100 × 10 canvas filled left to right with `gradient`.
    private func horizontal(_ gradient: Gradient) throws -> PixelImage {
        let canvas = try Canvas(size: CGSize(width: 100, height: 10))
        canvas.fill(Path(rect: CGRect(x: 0, y: 0, width: 100, height: 10)),
                    with: .linearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0)))
        return try canvas.makeImage()
    }

    @Test func linearGradientsRunFromStartToEnd() throws {
        let image = try horizontal(Gradient(stops: [.init(color: Self.red, position: 0), .init(color: Self.blue, position: 1)]))
        #expect(image.pixel(0, 5, isCloseTo: Self.red))
        #expect(image.pixel(50, 5, isCloseTo: Color(red: 0.5, green: 0, blue: 0.5)))
        #expect(image.pixel(99, 5, isCloseTo: Self.blue))
    }

    @Test func stopPositionsPlaceTheColors() throws {
        let image = try horizontal(Gradient(stops: [.init(color: Self.red, position: 0.25), .init(color: Self.blue, position: 0.75)]))
        #expect(image.color(atX: 10, y: 5) == Self.red, "before the first stop")
        #expect(image.color(atX: 24, y: 5) == Self.red)
        #expect(image.pixel(50, 5, isCloseTo: Color(red: 0.5, green: 0, blue: 0.5)))
        #expect(image.color(atX: 76, y: 5) == Self.blue)
        #expect(image.color(atX: 90, y: 5) == Self.blue, "after the last stop")
    }

    @Test func positionsOutsideTheRangeAndOutOfOrderAreClamped() throws {
        let clamped = try horizontal(Gradient(stops: [.init(color: Self.red, position: -2), .init(color: Self.blue, position: 5)]))
        #expect(clamped.pixel(0, 5, isCloseTo: Self.red) && clamped.pixel(99, 5, isCloseTo: Self.blue))
        #expect(clamped.pixel(50, 5, isCloseTo: Color(red: 0.5, green: 0, blue: 0.5)))
        // A stop before the one ahead of it moves up to it, as in CSS: a hard edge at 60 %.
        let hard = try horizontal(Gradient(stops: [.init(color: Self.red, position: 0.6), .init(color: Self.blue, position: 0.4)]))
        #expect(hard.color(atX: 58, y: 5) == Self.red)
        #expect(hard.color(atX: 61, y: 5) == Self.blue)
    }

    @Test func anglesFollowCSS() throws {
        let gradient = Gradient(stops: [.init(color: Self.red, position: 0), .init(color: Self.blue, position: 1)])
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        for (angle, start, end) in [(180.0, (20, 0), (20, 19)), (90, (0, 10), (39, 10)), (0, (20, 19), (20, 0)),
                                    (270, (39, 10), (0, 10))] {
            let canvas = try Canvas(size: rect.size)
            canvas.fill(Path(rect: rect), with: .linearGradient(gradient, angle: angle, in: rect))
            let image = try canvas.makeImage()
            #expect(image.pixel(start.0, start.1, isCloseTo: Self.red, tolerance: 0.05), "\(angle)°")
            #expect(image.pixel(end.0, end.1, isCloseTo: Self.blue, tolerance: 0.05), "\(angle)°")
        }
        // 45° across a rectangle reaches its corners.
        let diagonal = Fill.linearGradient(gradient, angle: 45, in: CGRect(x: 0, y: 0, width: 10, height: 10))
        guard case .linearGradient(_, let start, let end) = diagonal else { return #expect(Bool(false)) }
        #expect(abs(start.x) < 1e-9 && abs(start.y - 10) < 1e-9 && abs(end.x - 10) < 1e-9 && abs(end.y) < 1e-9)
    }

    @Test func radialGradientsRunFromCenterToRadius() throws {
        let canvas = try Canvas(size: CGSize(width: 60, height: 60))
        let gradient = Gradient(stops: [.init(color: Self.white, position: 0), .init(color: Self.blue, position: 1)])
        canvas.fill(Path(rect: CGRect(x: 0, y: 0, width: 60, height: 60)),
                    with: .radialGradient(gradient, center: CGPoint(x: 30, y: 30), radius: 20))
        let image = try canvas.makeImage()
        #expect(image.pixel(30, 30, isCloseTo: Self.white, tolerance: 0.05))
        #expect(image.pixel(40, 30, isCloseTo: Color(red: 0.5, green: 0.5, blue: 1), tolerance: 0.05))
        #expect(image.pixel(30, 50, isCloseTo: Self.blue, tolerance: 0.05), "at the radius")
        #expect(image.color(atX: 0, y: 0) == Self.blue, "beyond it the last color pads")
    }

    @Test func emptyAndSingleStopGradients() throws {
        let canvas = try Canvas(size: CGSize(width: 20, height: 20))
        canvas.fill(Path(rect: CGRect(x: 0, y: 0, width: 10, height: 10)),
                    with: .linearGradient(Gradient(stops: []), start: .zero, end: CGPoint(x: 10, y: 0)))
        canvas.fill(Path(rect: CGRect(x: 10, y: 0, width: 10, height: 10)),
                    with: .radialGradient(Gradient(stops: [.init(color: Self.red, position: 0.5)]), center: .zero, radius: 0))
        canvas.fill(Path(rect: CGRect(x: 0, y: 10, width: 20, height: 10)),
                    with: .linearGradient(Gradient(stops: [.init(color: Self.red, position: 0), .init(color: Self.blue, position: 1)]),
                                          start: CGPoint(x: 5, y: 5), end: CGPoint(x: 5, y: 5)))
        let image = try canvas.makeImage()
        #expect(image.alpha(5, 5) == 0, "no stops paints nothing")
        #expect(image.color(atX: 15, y: 5) == Self.red, "one stop paints one color")
        #expect(image.color(atX: 2, y: 15) == Self.blue, "a gradient with no length paints its last color, as in CSS")
        #expect(canvas.error == nil)
    }

    @Test func strokesTakeGradientsToo() throws {
        let canvas = try Canvas(size: CGSize(width: 100, height: 10))
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 5))
        line.addLine(to: CGPoint(x: 100, y: 5))
        let gradient = Gradient(stops: [.init(color: Self.red, position: 0), .init(color: Self.blue, position: 1)])
        canvas.stroke(line, with: StrokeOptions(width: 4),
                      fill: .linearGradient(gradient, start: .zero, end: CGPoint(x: 100, y: 0)))
        let image = try canvas.makeImage()
        #expect(image.pixel(1, 5, isCloseTo: Self.red, tolerance: 0.03) && image.pixel(98, 5, isCloseTo: Self.blue, tolerance: 0.03))
        #expect(image.alpha(50, 0) == 0)
    }
}
