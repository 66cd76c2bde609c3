import Foundation
import Render
import TokenModel

// MARK: - Easing played

extension TokenPicture {
    /// Frames per second of an easing's animation.
    static let easingFramesPerSecond = 25
    /// The longest motion played, in seconds; a longer duration is played this long.
    static let maximumEasingSeconds = 3.0
    /// What a curve without a duration (a `cubicBezier` token) is played over.
    static let defaultEasingSeconds = 0.8

    /// An easing curve played: its plot with a dot running along the curve, and under it a
    /// dot crossing a track with the eased progress (a faint one beside it moves linearly),
    /// over `seconds` after `delay`, then a rest; an animated PNG.
    static func easing(_ bezier: CubicBezier, seconds: Double, delay: Double, on background: Color, scale: Int) throws -> GalleryRendering {
        let plot = try CurvePlot(bezier)
        let still = try curve(bezier, on: background, scale: scale)
        let fps = Double(easingFramesPerSecond)
        let motion = max(6, Int((min(max(seconds.isFinite ? seconds : 0, 0), maximumEasingSeconds) * fps).rounded()))
        let wait = Int((min(max(delay.isFinite ? delay : 0, 0), maximumEasingSeconds) * fps).rounded())
        let rest = easingFramesPerSecond / 2
        let progresses = Array(repeating: 0.0, count: rest / 2 + wait)
            + (0...motion).map { Double($0) / Double(motion) }
            + Array(repeating: 1.0, count: rest)
        let frames = try progresses.map { try easingFrame(bezier, plot: plot, still: still, at: $0, on: background, scale: scale) }
        return .animated(try APNGWriter().data(frames: frames, framesPerSecond: easingFramesPerSecond))
    }

    /// What decides an easing animation's pixels and timing.
    static func easingRecipe(_ bezier: CubicBezier, seconds: Double, delay: Double, on background: Color) -> String {
        "\(version) easing \(String(reflecting: bezier)) over \(seconds) after \(delay) on \(background.hexString)"
    }

    // MARK: - Private

    /// The height of the track under the plot, in points.
    private static let trackHeight: CGFloat = 22

    /// One frame: the plot, the dot on the curve at time `progress`, and the track.
    static func easingFrame(_ bezier: CubicBezier, plot: CurvePlot, still: PixelImage, at progress: Double,
                                    on background: Color, scale: Int) throws -> PixelImage {
        let size = CGSize(width: plot.size.width, height: plot.size.height + trackHeight)
        let canvas = try canvas(size, scale: scale, background: background)
        canvas.draw(still, in: CGRect(origin: .zero, size: plot.size))
        let ink = ink(on: background), accent = accent(on: background)
        let eased = bezier.value(at: progress)
        let onCurve = plot.point(progress, eased)
        canvas.fill(Path(ellipseIn: CGRect(x: onCurve.x - 5, y: onCurve.y - 5, width: 10, height: 10)), color: accent)
        let left = plot.point(0, 0).x, y = plot.size.height + trackHeight / 2 - 4
        canvas.fill(CGRect(x: left, y: y - 0.5, width: curvePlotSide, height: 1), color: ink.withAlpha(0.3))
        let linear = left + CGFloat(progress) * curvePlotSide
        canvas.fill(Path(ellipseIn: CGRect(x: linear - 4, y: y - 4, width: 8, height: 8)), color: ink.withAlpha(0.2))
        let x = left + CGFloat(min(max(eased, plot.low), plot.high)) * curvePlotSide
        canvas.fill(Path(ellipseIn: CGRect(x: x - 6, y: y - 6, width: 12, height: 12)), color: accent)
        return try canvas.makeImage()
    }
}
