import Foundation
import Render
import TokenModel

// MARK: - Typography specimens and font samples

extension TokenPicture {
    /// The most lines of sample text a specimen shows.
    static let specimenLines = 3
    /// The tallest a specimen is, in points: a huge font size shows its first line, cut.
    static let maximumSpecimenHeight: CGFloat = 480

    /// `text` set in `typography` on `background`, at most `width` points wide (margins
    /// included) and ``specimenLines`` lines; each line box is tinted in turn and each
    /// baseline drawn, so the line height and letter spacing can be seen.
    static func specimen(_ typography: Typography, text: String, width: CGFloat, on background: Color, scale: Int) throws -> PixelImage {
        let ink = ink(on: background)
        let style = TextStyle(typography: typography, color: ink, numberOfLines: specimenLines, lineBreakMode: .byTruncatingTail)
        let layout = try TextLayout(text: text.isEmpty ? " " : text, style: style)
        let textWidth = max(width - 2 * margin, 1)
        layout.setWidthLimit(textWidth)
        let measured = layout.size(fittingWidth: textWidth)
        let size = CGSize(width: width, height: min(max(measured.height, 1) + 2 * margin, maximumSpecimenHeight))
        let canvas = try canvas(size, scale: scale, background: background)
        let accent = accent(on: background)
        let origin = CGPoint(x: margin, y: margin)
        for (index, line) in layout.lines.enumerated() {
            let box = CGRect(x: origin.x, y: origin.y + line.rect.minY, width: textWidth, height: line.rect.height)
            canvas.fill(box, color: accent.withAlpha(index.isMultiple(of: 2) ? 0.10 : 0.05))
            canvas.fill(CGRect(x: origin.x, y: origin.y + line.baseline, width: textWidth, height: 0.5), color: accent.withAlpha(0.45))
        }
        canvas.draw(layout, at: origin)
        return try canvas.makeImage()
    }

    /// What decides a specimen's pixels.
    static func specimenRecipe(_ typography: Typography, text: String, width: CGFloat, on background: Color) -> String {
        "\(version) specimen \(String(reflecting: typography)) text \(text) width \(width) on \(background.hexString)"
    }

    /// `Aa Bb Gg 0123` in `families` at `weight`, one line, on `background`.
    static func fontSample(families: [String], weight: FontWeight, on background: Color, scale: Int) throws -> PixelImage {
        let typography = Typography(fontFamily: families, fontSize: 22, fontWeight: weight)
        return try specimen(typography, text: fontSampleText, width: 240, on: background, scale: scale)
    }

    /// What decides a font sample's pixels.
    static func fontSampleRecipe(families: [String], weight: FontWeight, on background: Color) -> String {
        "\(version) font sample \(String(reflecting: families)) weight \(weight.value) on \(background.hexString)"
    }

    /// The text of a font family's or weight's sample.
    static let fontSampleText = "Aa Bb Gg Rr 0123"
}
