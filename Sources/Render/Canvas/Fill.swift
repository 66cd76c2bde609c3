import Foundation
import TokenValues

/// What a shape is painted with.
///
/// DTCG gradients carry only color stops; the geometry is given here, in the user space
/// of the canvas at the time of drawing. Outside their axis or circle, gradients keep
/// their first and last colors (CSS and Cairo's `EXTEND_PAD`).
public enum Fill: Sendable, Hashable {
    // MARK: - Cases

    /// One color.
    case color(Color)
    /// Colors along the line from `start` (position 0) to `end` (position 1).
    case linearGradient(Gradient, start: CGPoint, end: CGPoint)
    /// Colors along circles around `center`: position 0 at the center, 1 at `radius`.
    case radialGradient(Gradient, center: CGPoint, radius: CGFloat)

    // MARK: - Gradients across a rectangle

    /// A linear gradient across `rect` at a CSS angle: 0° points up, 90° to the right
    /// (clockwise). As in CSS `linear-gradient(<angle>, …)`, the axis goes through the
    /// middle of `rect` and is just long enough for positions 0 and 1 to touch the corners.
    public static func linearGradient(_ gradient: Gradient, angle degrees: Double, in rect: CGRect) -> Fill {
        let radians = degrees * .pi / 180
        let direction = CGPoint(x: sin(radians), y: -cos(radians))
        let halfLength = (abs(rect.width * direction.x) + abs(rect.height * direction.y)) / 2
        let center = CGPoint(x: rect.midX, y: rect.midY)
        return .linearGradient(
            gradient,
            start: CGPoint(x: center.x - direction.x * halfLength, y: center.y - direction.y * halfLength),
            end: CGPoint(x: center.x + direction.x * halfLength, y: center.y + direction.y * halfLength)
        )
    }

    // MARK: - Inspecting

    /// Whether every coordinate and radius is finite (colors always are).
    public var isFinite: Bool {
        switch self {
        case .color: true
        case .linearGradient(_, let start, let end): start.isFinite && end.isFinite
        case .radialGradient(_, let center, let radius): center.isFinite && radius.isFinite
        }
    }
}
