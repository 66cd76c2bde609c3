import Foundation
import Render
import Testing
import TokenValues

@Suite("Canvas strokes")
struct CanvasStrokeTests {
    static let black = Color(srgbHex: 0x000000)

    /// A horizontal line from (`from`, 10) to (`to`, 10) on a 100 × 20 canvas.
    private func line(from: CGFloat = 10, to: CGFloat = 90, _ options: StrokeOptions) throws -> PixelImage {
        let canvas = try Canvas(size: CGSize(width: 100, height: 20))
        var path = Path()
        path.move(to: CGPoint(x: from, y: 10))
        path.addLine(to: CGPoint(x: to, y: 10))
        canvas.stroke(path, with: options, color: Self.black)
        #expect(canvas.error == nil)
        return try canvas.makeImage()
    }

    /// A right-angled corner at (30, 30), stroked 8 points wide.
    private func corner(_ join: StrokeOptions.LineJoin) throws -> PixelImage {
        let canvas = try Canvas(size: CGSize(width: 40, height: 40))
        var path = Path()
        path.move(to: CGPoint(x: 10, y: 30))
        path.addLine(to: CGPoint(x: 30, y: 30))
        path.addLine(to: CGPoint(x: 30, y: 10))
        canvas.stroke(path, with: StrokeOptions(width: 8, join: join), color: Self.black)
        return try canvas.makeImage()
    }

    @Test func keywordsHaveDashPatternsRelativeToTheWidth() {
        #expect(StrokeOptions(width: 2).dashPattern == [])
        #expect(StrokeOptions(width: 2, style: .keyword(.solid)).dashPattern == [])
        #expect(StrokeOptions(width: 2, style: .keyword(.dashed)).dashPattern == [6, 6])
        #expect(StrokeOptions(width: 2, style: .keyword(.dotted)).dashPattern == [0, 4])
        #expect(StrokeOptions(width: 2, style: .keyword(.dotted)).effectiveCap == .round)
        #expect(StrokeOptions(width: 2, style: .keyword(.double)).dashPattern == [])
        let rem = StrokeOptions(width: 1, style: .dashes(dashArray: [Dimension(0.5, .rem), Dimension(2)], lineCap: .square))
        #expect(rem.dashPattern == [8, 2] && rem.effectiveCap == .square)
        #expect(StrokeOptions(width: 1, style: .dashes(dashArray: [Dimension(4)], lineCap: .round), cap: .butt).effectiveCap == .butt,
                "an explicit cap wins")
        #expect(StrokeOptions(width: 1, style: .dashes(dashArray: [Dimension(-1), Dimension(2)], lineCap: .butt)).dashPattern == [],
                "a negative length makes the line solid, as in SVG")
        #expect(StrokeOptions(width: 1, style: .dashes(dashArray: [Dimension(0)], lineCap: .butt)).dashPattern == [])
        #expect(StrokeOptions(width: 1, style: .dashes(dashArray: [Dimension(.nan)], lineCap: .butt)).dashPattern == nil)
    }

    @Test func dashedLinesAlternate() throws {
        // Width 2: 6 on, 6 off, from x = 10.
        let image = try line(StrokeOptions(width: 2, style: .keyword(.dashed)))
        for (x, on) in [(11, true), (15, true), (17, false), (21, false), (23, true), (27, true), (29, false)] {
            #expect(image.alpha(x, 10) == (on ? 1 : 0), "x = \(x)")
        }
        #expect(image.alpha(11, 12) == 0, "2 points wide")
    }

    @Test func customDashesUseTheirLengths() throws {
        let image = try line(StrokeOptions(width: 2, style: .dashes(dashArray: [Dimension(4), Dimension(2)], lineCap: .butt)))
        for (x, on) in [(10, true), (13, true), (14, false), (15, false), (16, true), (19, true), (20, false)] {
            #expect(image.alpha(x, 10) == (on ? 1 : 0), "x = \(x)")
        }
    }

    @Test func dottedLinesAreRoundDots() throws {
        // Width 4: dots 4 across, centered every 8 points from x = 10.
        let image = try line(StrokeOptions(width: 4, style: .keyword(.dotted)))
        #expect(image.alpha(17, 9) == 1 && image.alpha(18, 10) == 1, "a dot around (18, 10)")
        #expect(image.alpha(13, 10) == 0 && image.alpha(22, 10) == 0, "gaps between dots")
        #expect(image.alpha(16, 8) < 1, "dots are round")
    }

    @Test func squareCapsReachPastTheEndAndButtCapsDoNot() throws {
        let butt = try line(from: 10, to: 30, StrokeOptions(width: 6, cap: .butt))
        let square = try line(from: 10, to: 30, StrokeOptions(width: 6, cap: .square))
        let round = try line(from: 10, to: 30, StrokeOptions(width: 6, cap: .round))
        #expect(butt.alpha(29, 10) == 1 && butt.alpha(31, 10) == 0)
        #expect(square.alpha(31, 10) == 1 && square.alpha(32, 8) == 1 && square.alpha(33, 10) == 0)
        #expect(round.alpha(31, 10) == 1 && round.alpha(32, 7) < 0.5)
    }

    @Test func joinsShapeTheCorner() throws {
        let miter = try corner(.miter)
        let bevel = try corner(.bevel)
        let round = try corner(.round)
        // The outer corner of the stroke is (34, 34).
        #expect(miter.alpha(33, 33) == 1)
        #expect(bevel.alpha(33, 33) == 0 && bevel.alpha(31, 31) == 1)
        #expect(bevel.alpha(32, 32) == 0 && abs(bevel.alpha(31, 32) - 0.5) < 0.1, "the bevel runs from (30, 34) to (34, 30)")
        #expect(round.alpha(33, 33) == 0 && round.alpha(32, 32) > 0.8 && round.alpha(31, 32) == 1)
    }

    @Test func aLowMiterLimitBevelsSharpCorners() throws {
        func spike(_ limit: CGFloat) throws -> PixelImage {
            let canvas = try Canvas(size: CGSize(width: 60, height: 40))
            var path = Path()
            path.move(to: CGPoint(x: 10, y: 10))
            path.addLine(to: CGPoint(x: 40, y: 20))
            path.addLine(to: CGPoint(x: 10, y: 30))
            canvas.stroke(path, with: StrokeOptions(width: 4, join: .miter, miterLimit: limit), color: Self.black)
            return try canvas.makeImage()
        }
        // The miter reaches 6.3 points past the tip at (40, 20); the bevel stops at x ≈ 40.6.
        #expect(try spike(10).alpha(42, 19) > 0.95)
        #expect(try spike(2).alpha(42, 19) == 0)
    }

    @Test func strokeBorderStaysInside() throws {
        let canvas = try Canvas(size: CGSize(width: 20, height: 20))
        canvas.strokeBorder(CGRect(x: 0, y: 0, width: 20, height: 20), width: 2, color: Self.black)
        canvas.strokeBorder(CGRect(x: 8, y: 8, width: 4, height: 4), width: 10, color: Self.black)
        let image = try canvas.makeImage()
        #expect(image.alpha(0, 10) == 1 && image.alpha(1, 10) == 1 && image.alpha(2, 10) == 0)
        #expect(image.alpha(10, 10) == 1, "a border wider than the box fills it")
        #expect(canvas.error == nil)
    }

    @Test func zeroWidthDrawsNothing() throws {
        let image = try line(StrokeOptions(width: 0))
        #expect(image.pixels.allSatisfy { $0 == 0 })
    }
}
