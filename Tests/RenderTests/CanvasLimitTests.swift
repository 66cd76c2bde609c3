import Foundation
import Render
import Testing
import TokenValues

/// Geometry Cairo cannot draw as asked, or only slowly: a clear error or nothing drawn,
/// never a hang and never a canvas that stops drawing.
@Suite("Canvas limits")
struct CanvasLimitTests {
    private static let red = Color(srgbHex: 0xFF0000)

    @Test(arguments: [1e30, 1e300, -1e300])
    func anArcTooLargeToDrawIsAnError(radius: CGFloat) throws {
        // Cairo splits an arc into more pieces the larger its radius: 1e30 took seconds,
        // 1e300 never finished.
        let canvas = try Canvas(size: CGSize(width: 10, height: 10))
        var path = Path()
        path.addArc(center: CGPoint(x: 5, y: 5), radius: radius, startAngle: 0, endAngle: 6, clockwise: true)
        canvas.fill(path, color: Self.red)
        #expect(canvas.error == .geometryOutOfRange("a path coordinate or radius beyond ±10000000 points"))
        #expect(throws: RenderError.self) { try canvas.makeImage() }
    }

    @Test func coordinatesBeyondTheLimitAreAnErrorAndLaterDrawingStillWorks() throws {
        let canvas = try Canvas(size: CGSize(width: 10, height: 10))
        canvas.fill(Path(rect: CGRect(x: 0, y: 0, width: 2e7, height: 5)), color: Self.red)
        #expect(canvas.error?.description == "a path coordinate or radius beyond ±10000000 points is too large to draw")
        canvas.fill(Path(rect: CGRect(x: 0, y: 0, width: Path.coordinateLimit, height: 5)), color: Self.red)
        #expect(canvas.error == .geometryOutOfRange("a path coordinate or radius beyond ±10000000 points"))
    }

    @Test(arguments: [true, false])
    func aSweepOfManyTurnsDrawsTheCircleAndEndsWhereItShould(clockwise: Bool) throws {
        // A billion radians: Cairo would draw 65,536 turns. The path still ends at the angle
        // it names, and the circle is complete.
        let canvas = try Canvas(size: CGSize(width: 40, height: 40))
        var path = Path()
        let end: CGFloat = clockwise ? 1e9 : -1e9
        path.addArc(center: CGPoint(x: 20, y: 20), radius: 15, startAngle: 0, endAngle: end, clockwise: clockwise)
        path.addLine(to: CGPoint(x: 20, y: 20))
        canvas.stroke(path, with: StrokeOptions(width: 2), color: Self.red)
        let image = try canvas.makeImage()
        for (x, y) in [(35, 20), (20, 35), (5, 20), (20, 5)] {
            #expect(image.alpha(x, y) > 0.9, "(\(x), \(y))")
        }
        // The closing line runs from the arc's true end to the center.
        let endPoint = CGPoint(x: 20 + 15 * cos(end), y: 20 + 15 * sin(end))
        let middle = (x: Int((endPoint.x + 20) / 2), y: Int((endPoint.y + 20) / 2))
        #expect(image.alpha(middle.x, middle.y) > 0.3)
    }

    @Test func aNegativeRadiusArcEndsAtItsCenter() {
        var path = Path()
        path.addArc(center: CGPoint(x: 10, y: 10), radius: -5, startAngle: 0, endAngle: 1, clockwise: true)
        #expect(path.currentPoint == CGPoint(x: 10, y: 10))
    }

    @Test func anImageTooSmallToSeeIsSkippedWithoutAnError() throws {
        let source = try Canvas(size: CGSize(width: 2, height: 2))
        source.clear(with: Self.red)
        let image = try source.makeImage()
        let canvas = try Canvas(size: CGSize(width: 10, height: 10))
        canvas.draw(image, in: CGRect(x: 1, y: 1, width: 1e-200, height: 1e-200))
        canvas.draw(image, in: CGRect(x: 1e8, y: 0, width: 4, height: 4))
        #expect(canvas.error == .geometryOutOfRange("the image rectangle beyond ±10000000 points"))
        let fresh = try Canvas(size: CGSize(width: 10, height: 10))
        fresh.draw(image, in: CGRect(x: 1, y: 1, width: 1e-200, height: 1e-200))
        #expect(fresh.error == nil)
        #expect(try fresh.makeImage().alpha(1, 1) == 0)
    }

    @Test func clearUnderACollapsedTransformDrawsNothing() throws {
        let canvas = try Canvas(size: CGSize(width: 10, height: 10))
        canvas.scale(by: 0)
        canvas.clear(with: Self.red)
        #expect(canvas.error == nil)
        #expect(try canvas.makeImage().alpha(5, 5) == 0)
    }
}

@Suite("Canvas image overflow")
struct CanvasImageOverflowTests {
    @Test(arguments: [true, false])
    func centeredContentLargerThanItsRectShowsOnlyWhenNotClipped(clips: Bool) throws {
        let source = try Canvas(size: CGSize(width: 20, height: 20))
        source.clear(with: Color(srgbHex: 0x00FF00))
        let image = try source.makeImage()
        let canvas = try Canvas(size: CGSize(width: 40, height: 40))
        canvas.draw(image, in: CGRect(x: 15, y: 15, width: 10, height: 10), contentMode: .center, clipsToRect: clips)
        let drawn = try canvas.makeImage()
        #expect(drawn.alpha(20, 20) == 1)
        // The image spans 10…30; its rect only 15…25.
        #expect(drawn.alpha(11, 20) == (clips ? 0 : 1))
        #expect(drawn.alpha(5, 20) == 0)
    }
}
