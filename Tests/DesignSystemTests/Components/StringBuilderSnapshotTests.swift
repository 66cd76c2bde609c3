import Builders
import DesignSnapshots
import DesignSystem
import Foundation
import Render
import SpecimenSnapshotting
import Testing
import TokenModel

/// A label showing a ``StringBuilder`` text with mixed attributes (the seed's example plus
/// kern, strikethrough and a baseline offset), light and dark, at scale 2 (no emoji: the
/// renderer has no emoji font, and the emoji ranges are tested in BuildersTests):
/// `Snapshots/Components/stringBuilder-mixed.<theme>@2x.png`.
@Suite("StringBuilder snapshots")
struct StringBuilderSnapshotTests {
    private static let themes = [DesignTokens.Themes.Theme.light, DesignTokens.Themes.Theme.dark]

    /// The text in the tokens' text colors, which the label draws as they are in its theme
    /// ("blue" in `colors.text.brand`: the fill `colors.mainColor` is 3.07:1 on the dark
    /// page, below AA for text); without `struck`, the prices are not struck through (to
    /// find the strikes' ink).
    static func text(struck: Bool = true) -> StyledText {
        let primary = DesignTokens.Colors.Text.primary, secondary = DesignTokens.Colors.Text.secondary
        let accent = DesignTokens.Colors.Text.brand, error = DesignTokens.Colors.Text.error
        var title = DesignTokens.Fonts.title.defaultValue
        title.lineHeight = nil
        // The seed's `.boldSystemFont(ofSize: 16)` in the design system's family.
        var bold = DesignTokens.Fonts.body.defaultValue
        bold.lineHeight = nil
        bold.fontSize = 16
        bold.fontWeight = .bold
        return StringBuilder(globalAttributes: [.font(DesignTokens.Fonts.body.defaultValue), .foregroundColor(primary), .lineHeight(24)])
            .add(.string("Title"), with: [.font(title)])
            .add(.delimeterWithString(delimeter: .init(type: .space), string: "blue"), with: [.foregroundColor(accent)])
            .add(.delimeterWithString(delimeter: .init(type: .lineBreak), string: "Base style on a new line,"))
            .add(.delimeterWithString(delimeter: .init(type: .space), string: "spaced out"), with: [.kern(3), .foregroundColor(secondary)])
            // A `.delimeterWithString` part's attributes cover its delimiter (the seed's rule), so
            // each price's space is a bare delimiter, in the global attributes: the strikes
            // cover the prices alone.
            .add(.delimeter(.init(type: .space)))
            .add(.string("1 990 ₽"), with: (struck ? [.strikethrough(.single)] : []) + [.foregroundColor(secondary)])
            .add(.delimeter(.init(type: .space)))
            .add(.string("2 490 ₽"), with: (struck ? [.strikethrough(.double)] : []) + [.foregroundColor(error)])
            .add(.delimeterWithString(delimeter: .init(type: .space), string: "x²"), with: [.baselineOffset(4)])
            .add(.delimeterWithString(delimeter: .init(type: .lineBreak, count: 2), string: "last word with it's own style"),
                 with: [.font(bold), .foregroundColor(error)])
            .value
    }

    private static func label(_ text: StyledText) -> Label {
        LabelBuilder.startBuild().useAutoLayout().setNumberOfLines(0).setStyledText(text).build()
    }

    private static func render(_ label: Label, theme: Theme) throws -> PixelImage {
        try Renderer(scale: 2, theme: theme, background: Specimens.background).render(label, layingOutAt: .fitting(width: .atMost(288)), padding: 16)
    }

    /// The box, in points of the picture, of the pixels in `rows` that are not the page
    /// (the picture's corner pixel).
    private static func inkBox(_ image: PixelImage, rows: Range<Int>? = nil) -> CGRect? {
        var box: CGRect?
        for y in rows ?? 0..<image.height {
            for x in 0..<image.width {
                let pixel = image.pixels[y * image.width + x]
                guard pixel != image.pixels[0] else { continue }
                let unit = CGRect(x: CGFloat(x) / 2, y: CGFloat(y) / 2, width: 0.5, height: 0.5)
                box = box.map { $0.union(unit) } ?? unit
            }
        }
        return box
    }

    @Test(arguments: themes)
    func mixedAttributesMatchTheirReference(theme: Theme) {
        assertSnapshot(of: Self.label(Self.text()), as: .specimen(size: .fitting(width: .atMost(288)), theme: theme, padding: 16),
                       named: "stringBuilder-mixed")
    }

    // MARK: - Issue 27, point 8

    /// Each strikethrough covers its price and not the space before it, so the two prices
    /// read as two struck runs; its ink has a gap where the space between them is.
    @Test(arguments: themes)
    func strikethroughsCoverOnlyThePrices(theme: Theme) throws {
        let text = Self.text()
        let struck = text.attributedText.runs.filter { $0.attributes.strikethrough != nil }
        #expect(struck.map { String(text.string[$0.range]) } == ["1 990 ₽", "2 490 ₽"])
        #expect(struck.map(\.attributes.strikethrough) == [.single, .double])

        let image = try Self.render(Self.label(text), theme: theme)
        let plain = try Self.render(Self.label(Self.text(struck: false)), theme: theme)
        #expect(image.width == plain.width && image.height == plain.height)
        // The columns where only the strikes put ink, in points.
        var columns: [Int] = []
        for x in 0..<image.width where (0..<image.height).contains(where: { image.pixels[$0 * image.width + x] != plain.pixels[$0 * plain.width + x] }) {
            columns.append(x)
        }
        // Where a strike crosses a stem of its own color nothing changes: gaps narrower than
        // 2.5 pt (5 pixels) lie inside a strike; the space between the prices is wider.
        var runs: [ClosedRange<Int>] = []
        for x in columns {
            if let last = runs.last, x - last.upperBound <= 5 { runs[runs.count - 1] = last.lowerBound...x } else { runs.append(x...x) }
        }
        #expect(runs.count == 2, "\(theme.name): the strikes' columns \(runs) (pixels at scale 2)")
    }

    /// The seed's last part, `.font(.boldSystemFont(ofSize: 16)), .foregroundColor(.red)`,
    /// in the tokens: bold 16 in the error color, drawn as large as a label of that font.
    @Test(arguments: themes)
    func lastPartIsBoldSixteenInTheErrorColor(theme: Theme) throws {
        let text = Self.text()
        let last = try #require(text.attributedText.runs.last)
        let words = String(text.string[last.range])
        #expect(words.hasSuffix("last word with it's own style"))
        let error = DesignTokens.Colors.Text.error.resolved(in: theme)
        let attributes = try #require(text.attributedText(in: theme).attributes(at: last.range.lowerBound))
        #expect(attributes.fontSize == 16 && attributes.fontWeight == .bold && attributes.color == error)

        // The last line's ink is the size of the same words in a label of their own.
        let image = try Self.render(Self.label(text), theme: theme)
        let rowsWithInk = (0..<image.height).filter { y in (0..<image.width).contains { image.pixels[y * image.width + $0] != image.pixels[0] } }
        var lastLine = try #require(rowsWithInk.last)...(try #require(rowsWithInk.last))
        while rowsWithInk.contains(lastLine.lowerBound - 1) { lastLine = (lastLine.lowerBound - 1)...lastLine.upperBound }
        let drawn = try #require(Self.inkBox(image, rows: lastLine.lowerBound..<(lastLine.upperBound + 1)))
        let alone = LabelBuilder.startBuild().useAutoLayout().setFont(.boldSystemFont(ofSize: 16)).setTextColor(DesignTokens.Colors.Text.error)
            .setText("last word with it's own style").build()
        let reference = try #require(Self.inkBox(try Self.render(alone, theme: theme)))
        #expect(abs(drawn.width - reference.width) <= 1 && abs(drawn.height - reference.height) <= 1,
                "\(theme.name): the last line's ink is \(drawn.size), the words alone in bold 16 \(reference.size)")
    }
}
