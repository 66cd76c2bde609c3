import Builders
import DesignSystem
import Foundation
import Render
import Testing
import TokenModel

/// Issue 27, point 7: no label style draws its text outside its frame or against it. Each
/// style of `Tokens/labels.styles.yaml` shows a short text with a capital's overhang, a
/// descender and digits at the end ("Yg 14") and the style snapshots' wrapping text, light
/// and dark. The ink (the pixels that change when the text gets its color) lies inside the
/// label's bounds, so clipping would cut nothing; a label that draws a frame (a border, or
/// a rounded background) keeps it at least a point inside the border.
@Suite("Label ink")
struct LabelInkTests {
    // MARK: - Fixtures

    private static let themes = [DesignTokens.Themes.Theme.light, DesignTokens.Themes.Theme.dark]
    private static let texts = [
        "Yg 14",
        "Your parcel leaves the warehouse on Friday, 14 March. Track it with code QX-2048 or reply to this message.",
    ]
    private static let padding: CGFloat = 16
    private static let width: CGFloat = 288

    private static func render(_ label: Label, theme: Theme) throws -> PixelImage {
        try Renderer(scale: 2, theme: theme, background: Specimens.background)
            .render(label, layingOutAt: .fitting(width: .atMost(width)), padding: padding)
    }

    /// The box, in the label's points, of the pixels that differ between the two pictures.
    private static func inkBox(_ image: PixelImage, _ other: PixelImage) -> CGRect? {
        var box: CGRect?
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixels[y * image.width + x] != other.pixels[y * other.width + x] {
                let pixel = CGRect(x: CGFloat(x) / 2 - padding, y: CGFloat(y) / 2 - padding, width: 0.5, height: 0.5)
                box = box.map { $0.union(pixel) } ?? pixel
            }
        }
        return box
    }

    // MARK: - Tests

    @Test(arguments: DesignTokens.LabelStyle.allCases, themes)
    func inkLiesInsideTheFrame(style: DesignTokens.LabelStyle, theme: Theme) throws {
        for text in Self.texts {
            let label = Specimens.label(style: style, text: text)
            let image = try Self.render(label, theme: theme)
            let bounds = label.bounds
            label.textColor = Themed(Color.clear)
            let blank = try Self.render(label, theme: theme)
            let ink = try #require(Self.inkBox(image, blank), "\(style) \(theme.name): no ink")
            let framed = label.borderWidth > 0 || (label.backgroundColor != nil && label.cornerRadius > 0)
            let inside = framed ? bounds.insetBy(dx: label.borderWidth + 1, dy: label.borderWidth + 1) : bounds
            #expect(inside.contains(ink), "\(style) \(theme.name) \"\(text.prefix(12))…\": ink \(ink) outside \(inside) (bounds \(bounds))")
        }
    }
}
