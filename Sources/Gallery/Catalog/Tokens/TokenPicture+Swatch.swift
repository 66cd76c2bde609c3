import Foundation
import Render
import TokenModel

// MARK: - Color swatches

extension TokenPicture {
    /// The size of a color swatch, in points, margin included: large enough to judge the
    /// color (160 × 96 of it), as a designer holds a chip.
    static let swatchSize = CGSize(width: 176, height: 112)

    /// A color as a rounded swatch on the page background; a translucent color's right
    /// half lies over a checkerboard, so both how it shows on the page and that it is
    /// translucent can be seen.
    static func swatch(_ color: Color, on background: Color, scale: Int) throws -> PixelImage {
        let canvas = try canvas(swatchSize, scale: scale, background: background)
        let rect = CGRect(origin: .zero, size: swatchSize).insetBy(dx: margin, dy: margin)
        let radius: CGFloat = 8
        if color.alpha < 1 {
            let right = CGRect(x: rect.midX, y: rect.minY, width: rect.width / 2, height: rect.height)
            canvas.withSavedState {
                canvas.clip(to: right)
                drawCheckerboard(in: rect, cornerRadius: radius, on: canvas)
            }
        }
        canvas.fill(rect, color: color, cornerRadius: radius)
        if let outline = outline(of: color, on: background) {
            canvas.strokeBorder(rect, width: 1, color: outline, cornerRadius: radius)
        }
        return try canvas.makeImage()
    }

    /// What decides a swatch's pixels.
    static func swatchRecipe(_ color: Color, on background: Color) -> String {
        swatchRecipe(hex: color.hexString, backgroundHex: background.hexString)
    }

    /// What decides a swatch's pixels, from the hexes (which the facts name too).
    static func swatchRecipe(hex: String, backgroundHex: String) -> String {
        "\(version) swatch \(hex) on \(backgroundHex)"
    }
}
