import Foundation
import Render
import Testing
import TokenModel

@Suite("Text measuring")
struct TextMeasuringTests {
    private func inter(_ size: CGFloat = 16, letterSpacing: CGFloat = 0, lineHeight: Double? = nil) -> Typography {
        Typography(fontFamily: ["Inter"], fontSize: size, letterSpacing: letterSpacing, lineHeight: lineHeight)
    }

    private func layout(_ text: String, _ typography: Typography, alignment: TextAlignment = .natural,
                        lines: Int = 0, mode: TextStyle.LineBreakMode = .byWordWrapping) throws -> TextLayout {
        try TextLayout(text: text, style: TextStyle(typography: typography, alignment: alignment, numberOfLines: lines, lineBreakMode: mode))
    }

    /// Pango puts the spacing between characters, half on each side, and trims it at the
    /// ends of a line: n characters widen by (n − 1) × spacing.
    @Test func letterSpacingWidensByTheSpacingBetweenCharacters() throws {
        let plain = try layout("Hello", inter())
        let spaced = try layout("Hello", inter(letterSpacing: 2))
        _ = plain.size(fittingWidth: nil)
        _ = spaced.size(fittingWidth: nil)
        let difference = spaced.lines[0].rect.width - plain.lines[0].rect.width
        #expect(abs(difference - 4 * 2) < 0.01)
    }

    @Test func lineHeightIsAMultipleOfTheFontSize() throws {
        #expect(try layout("Hello", inter(20, lineHeight: 1.25)).size(fittingWidth: nil).height == 25)
        #expect(try layout("Hello", inter(20, lineHeight: 2)).size(fittingWidth: nil).height == 40)
        let own = try layout("Hello", inter(20)).size(fittingWidth: nil).height
        #expect(own > 20 && own < 30)
    }

    @Test func twoLinesAreTwiceTheLineHeight() throws {
        let twoLines = try layout("Hello\nWorld", inter(16, lineHeight: 1.5))
        #expect(twoLines.size(fittingWidth: nil).height == 48)
        #expect(twoLines.lineCount == 2)
        #expect(twoLines.lastBaseline - twoLines.firstBaseline == 24)
        #expect(twoLines.lines.map(\.rect.minY) == [0, 24])
    }

    @Test func baselinesSitInsideTheLineBox() throws {
        let text = try layout("Hello", inter(16, lineHeight: 1.5))
        _ = text.size(fittingWidth: nil)
        #expect(text.firstBaseline > 12 && text.firstBaseline < 24)
        #expect(text.firstBaseline == text.lastBaseline)
        #expect(text.lines[0].baseline == text.firstBaseline)
        // The extra line height is shared above and below: the baseline moves down by half.
        let tight = try layout("Hello", inter(16, lineHeight: 1))
        #expect(abs((text.firstBaseline - tight.firstBaseline) - 4) < 0.01)
    }

    @Test func sizeIsRoundedUpToWholePoints() throws {
        let text = try layout("Hello, world", inter(15))
        let size = text.size(fittingWidth: nil)
        let width = text.lines[0].rect.width
        #expect(width != width.rounded())
        #expect(size.width == width.rounded(.up))
    }

    @Test func wrapsByWidth() throws {
        let text = try layout("Sphinx of black quartz, judge my vow.", inter(16, lineHeight: 1.5))
        let size = text.size(fittingWidth: 120)
        #expect(text.lineCount >= 3)
        #expect(size.height == CGFloat(text.lineCount) * 24)
        #expect(text.lines.allSatisfy { $0.rect.width <= 120 })
    }

    @Test func characterWrappingBreaksInsideWords() throws {
        let text = "aaa bbbbbbbbbbbb"
        let width: CGFloat = 70
        let byWord = try layout(text, inter(), mode: .byWordWrapping)
        let byCharacter = try layout(text, inter(), mode: .byCharWrapping)
        _ = byWord.size(fittingWidth: width)
        _ = byCharacter.size(fittingWidth: width)
        #expect(byWord.lines[0].displayedText == "aaa ")
        #expect(byCharacter.lines[0].displayedText.hasPrefix("aaa b"))
        #expect(byWord.lines.map(\.displayedText).joined() == text)
        #expect(byCharacter.lines.map(\.displayedText).joined() == text)
    }

    @Test func alignmentPlacesLinesInTheWidth() throws {
        let width: CGFloat = 300
        func x(_ text: String, _ alignment: TextAlignment) throws -> (x: CGFloat, width: CGFloat) {
            let text = try layout(text, inter(), alignment: alignment)
            text.setWidthLimit(width)
            return (text.lines[0].rect.minX, text.lines[0].rect.width)
        }
        #expect(try x("Hello", .left).x == 0)
        #expect(try x("Hello", .natural).x == 0)
        let center = try x("Hello", .center)
        #expect(abs(center.x - (width - center.width) / 2) < 0.01)
        let right = try x("Hello", .right)
        #expect(abs(right.x - (width - right.width)) < 0.01)
        // Natural alignment follows the text: Hebrew is right to left.
        let hebrew = try TextLayout(text: "שלום עולם", style: TextStyle(typography: Typography(fontFamily: ["DejaVu Sans"], fontSize: 16), alignment: .natural))
        hebrew.setWidthLimit(width)
        #expect(abs(hebrew.lines[0].rect.maxX - width) < 0.01)
    }

    @Test func justifiedLinesFillTheWidth() throws {
        let text = "Sphinx of black quartz, judge my vow. The five boxing wizards jump quickly."
        let width: CGFloat = 180
        let justified = try layout(text, inter(), alignment: .justified)
        let left = try layout(text, inter(), alignment: .left)
        _ = justified.size(fittingWidth: width)
        _ = left.size(fittingWidth: width)
        #expect(justified.lineCount >= 3)
        for line in justified.lines.dropLast() {
            #expect(abs(line.rect.width - width) < 0.5)
        }
        #expect(left.lines.dropLast().contains { line in width - line.rect.width > 2 })
        #expect(justified.lines.last!.rect.width < width - 2)
    }

    @Test func limitsLinesAcrossParagraphs() throws {
        let text = try layout("one\ntwo\nthree", inter(16, lineHeight: 1.5), lines: 2, mode: .byWordWrapping)
        #expect(text.size(fittingWidth: nil).height == 48)
        #expect(text.lineCount == 2)
        #expect(text.isTruncated)
        #expect(text.lastBaseline - text.firstBaseline == 24)
        #expect(text.lines.map(\.displayedText) == ["one", "two"])
    }
}
