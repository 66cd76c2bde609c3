import Foundation
import Render
import TokenModel

// MARK: - Easing curves and stroke styles

extension TokenPicture {
    /// The side of an easing curve's plot, in points.
    static let curvePlotSide: CGFloat = 96
    /// How far above 1 and below 0 a plot reaches for a curve that overshoots.
    static let maximumOvershoot = 1.0

    /// An easing curve: progress (up) over time (right) from (0, 0) to (1, 1), the plot
    /// grown to show an overshoot, with the control points' handles.
    /// Where an easing curve's plot puts a point (time `x`, progress `y`), and its size.
    struct CurvePlot {
        /// The lowest and highest progress shown: 0 and 1, grown for an overshoot.
        var low: Double
        var high: Double
        var size: CGSize

        init(_ bezier: CubicBezier) throws {
            guard [bezier.x1, bezier.y1, bezier.x2, bezier.y2].allSatisfy(\.isFinite) else {
                throw Problem(description: "the curve's control points are not all numbers")
            }
            low = max(min(0, bezier.y1, bezier.y2), -maximumOvershoot)
            high = min(max(1, bezier.y1, bezier.y2), 1 + maximumOvershoot)
            size = CGSize(width: curvePlotSide + 2 * margin + 8, height: curvePlotSide * CGFloat(high - low) + 2 * margin + 8)
        }

        func point(_ x: Double, _ y: Double) -> CGPoint {
            let clampedY = min(max(y, low), high)
            return CGPoint(x: margin + 4 + CGFloat(min(max(x, 0), 1)) * curvePlotSide, y: margin + 4 + CGFloat(high - clampedY) * curvePlotSide)
        }
    }

    static func curve(_ bezier: CubicBezier, on background: Color, scale: Int) throws -> PixelImage {
        let plot = try CurvePlot(bezier)
        let side = curvePlotSide
        let canvas = try canvas(plot.size, scale: scale, background: background)
        let ink = ink(on: background), accent = accent(on: background)
        func point(_ x: Double, _ y: Double) -> CGPoint { plot.point(x, y) }
        let unit = CGRect(x: point(0, 1).x, y: point(0, 1).y, width: side, height: side)
        canvas.fill(unit, color: ink.withAlpha(0.05))
        canvas.strokeBorder(unit, width: 0.5, color: ink.withAlpha(0.3))
        var diagonal = Path()
        diagonal.move(to: point(0, 0))
        diagonal.addLine(to: point(1, 1))
        canvas.stroke(diagonal, with: StrokeOptions(width: 0.5, style: .keyword(.dashed)), color: ink.withAlpha(0.3))
        let start = point(0, 0), end = point(1, 1)
        let control1 = point(bezier.x1, bezier.y1), control2 = point(bezier.x2, bezier.y2)
        var handles = Path()
        handles.move(to: start)
        handles.addLine(to: control1)
        handles.move(to: end)
        handles.addLine(to: control2)
        canvas.stroke(handles, with: StrokeOptions(width: 1), color: ink.withAlpha(0.45))
        var curve = Path()
        curve.move(to: start)
        curve.addCurve(to: end, control1: control1, control2: control2)
        canvas.stroke(curve, with: StrokeOptions(width: 2.5, cap: .round), color: accent)
        for handle in [control1, control2] {
            canvas.fill(Path(ellipseIn: CGRect(x: handle.x - 3, y: handle.y - 3, width: 6, height: 6)), color: ink)
        }
        return try canvas.makeImage()
    }

    /// A line 160 points long, 3 wide, drawn in `style`.
    static func strokeSample(_ style: StrokeStyle, on background: Color, scale: Int) throws -> PixelImage {
        let size = CGSize(width: 160 + 2 * margin, height: 12 + 2 * margin)
        let canvas = try canvas(size, scale: scale, background: background)
        var line = Path()
        line.move(to: CGPoint(x: margin + 2, y: margin + 6))
        line.addLine(to: CGPoint(x: margin + 158, y: margin + 6))
        canvas.stroke(line, with: StrokeOptions(width: 3, style: style), color: ink(on: background))
        return try canvas.makeImage()
    }

    /// What decides a stroke sample's pixels.
    static func strokeRecipe(_ style: StrokeStyle, on background: Color) -> String {
        "\(version) stroke \(String(reflecting: style)) on \(background.hexString)"
    }
}
