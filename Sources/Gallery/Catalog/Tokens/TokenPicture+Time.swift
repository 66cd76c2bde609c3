import Foundation
import Render
import TokenModel

// MARK: - Durations and opacities

extension TokenPicture {
    /// Points per millisecond on a duration's timeline: 100 ms is 25 points.
    static let pointsPerMillisecond: CGFloat = 0.25

    /// A duration as a bar on a timeline with a tick every 100 ms (longer every second),
    /// cut by a zigzag past ``maximumDrawnLength``.
    static func timeline(_ duration: TokenDuration, on background: Color, scale: Int) throws -> PixelImage {
        let milliseconds = duration.seconds * 1000
        guard milliseconds.isFinite else { throw Problem(description: "the duration \(duration) is not a number that can be drawn") }
        let length = min(abs(CGFloat(milliseconds)) * pointsPerMillisecond, maximumDrawnLength)
        let size = CGSize(width: max(length, 25) + 2 * margin + 2, height: 30)
        let canvas = try canvas(size, scale: scale, background: background)
        let accent = accent(on: background), ink = ink(on: background)
        canvas.fill(CGRect(x: margin, y: margin, width: length, height: 8), color: accent, cornerRadius: 2)
        var ticks = Path()
        var tick = 0
        while CGFloat(tick) * 100 * pointsPerMillisecond <= max(length, 25) + 0.01 {
            let x = margin + CGFloat(tick) * 100 * pointsPerMillisecond
            ticks.addRect(CGRect(x: x - 0.25, y: margin + 11, width: 0.5, height: tick % 10 == 0 ? 7 : 4))
            tick += 1
        }
        canvas.fill(ticks, color: ink.withAlpha(0.5))
        return try canvas.makeImage()
    }

    /// What decides a timeline's pixels.
    static func durationRecipe(_ duration: TokenDuration, on background: Color) -> String {
        "\(version) timeline \(String(reflecting: duration)) on \(background.hexString)"
    }

    /// The opacity a number token stands for: its value, when its name says opacity or
    /// alpha and it lies in 0…1; `nil` otherwise.
    static func opacity(of token: ResolvedToken) -> Double? {
        guard case .number(let value) = token.value, value.isFinite, (0...1).contains(value) else { return nil }
        let name = token.path.description.lowercased()
        return name.contains("opacity") || name.contains("alpha") ? value : nil
    }

    /// A square of the page's ink at `opacity`, half over a checkerboard.
    static func opacitySample(_ opacity: Double, on background: Color, scale: Int) throws -> PixelImage {
        try swatch(ink(on: background).withAlpha(opacity), on: background, scale: scale)
    }

    /// What decides an opacity sample's pixels.
    static func opacityRecipe(_ opacity: Double, on background: Color) -> String {
        "\(version) opacity \(opacity) on \(background.hexString)"
    }
}
