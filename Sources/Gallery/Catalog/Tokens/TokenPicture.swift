import Foundation
import Render
import TokenModel

/// The drawings of the token sections: swatches, scales, cards, curves and specimens, each
/// a small canvas on the theme's page background. They run inside a picture's `draw`, on
/// any thread; everything they take is a value.
///
/// Every drawing throws ``Problem`` for a value it cannot draw (a length that is not a
/// number), which the gallery shows as a failed picture with the message.
enum TokenPicture {
    // MARK: - Nested types

    /// Why a token's picture could not be drawn.
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    // MARK: - Properties

    /// Bumped when any drawing here changes, so that no picture drawn before is reused.
    static let version = "tokens-2"
    /// The margin of page background around every drawing, in points.
    static let margin: CGFloat = 8

    // MARK: - Colors of the drawings

    /// Lines and text on `background`: near black on light pages, near white on dark ones.
    static func ink(on background: Color) -> Color {
        background.legibleInk(Color(srgbHex: 0x1F2328), or: Color(srgbHex: 0xF0F3F6))
    }

    /// The color scales and rulers are drawn in: a blue that shows on light and dark pages.
    static func accent(on background: Color) -> Color {
        background.withAlpha(1).relativeLuminance > 0.4 ? Color(srgbHex: 0x2F6FDB) : Color(srgbHex: 0x5B9BF8)
    }

    /// A surface lifted from `background`: white on light pages, a lighter tone on dark ones.
    static func surface(on background: Color) -> Color {
        let opaque = background.withAlpha(1)
        return opaque.relativeLuminance > 0.4 ? Color(red: 1, green: 1, blue: 1) : opaque.interpolated(to: Color(red: 1, green: 1, blue: 1), fraction: 0.08)
    }

    /// A hairline around a shape of `color` when it would not show on `background` (a
    /// white swatch on a white page); `nil` when it shows.
    static func outline(of color: Color, on background: Color) -> Color? {
        color.contrastRatio(against: background) < 1.3 ? ink(on: background).withAlpha(0.25) : nil
    }

    // MARK: - Canvases

    /// A canvas of `size` points filled with `background`.
    static func canvas(_ size: CGSize, scale: Int, background: Color) throws -> Canvas {
        let canvas = try Canvas(size: size, scale: scale)
        canvas.clear(with: background.withAlpha(1))
        return canvas
    }

    /// A grey checkerboard in `rect`, clipped to its rounded corners: what a translucent
    /// color is drawn over to show that it is.
    static func drawCheckerboard(in rect: CGRect, cornerRadius: CGFloat, on canvas: Canvas) {
        let square: CGFloat = 6
        canvas.withSavedState {
            canvas.clip(to: rect, cornerRadius: cornerRadius)
            canvas.fill(rect, color: Color(srgbHex: 0xFFFFFF))
            var path = Path()
            var row = 0
            var y = rect.minY
            while y < rect.maxY {
                var x = rect.minX + (row.isMultiple(of: 2) ? 0 : square)
                while x < rect.maxX {
                    path.addRect(CGRect(x: x, y: y, width: square, height: square))
                    x += 2 * square
                }
                y += square
                row += 1
            }
            canvas.fill(path, color: Color(srgbHex: 0xCDD2D9))
        }
    }

    /// A length in points from a token's dimension, or ``Problem`` when it is no number.
    static func points(_ dimension: TokenModel.Dimension, _ what: String) throws -> CGFloat {
        let points = dimension.points()
        guard points.isFinite else { throw Problem(description: "\(what) \(dimension) is not a number that can be drawn") }
        return points
    }
}
