import Foundation
import Render
import Testing
import TokenValues

@Suite("Text measuring")
struct TextMeasuringTests {
    private func inter(_ size: CGFloat = 16, letterSpacing: CGFloat = 0, lineHeight: Double? = nil) -> Typography {
        Typography(fontFamily: ["Inter"], fontSize: size, letterSpacing: letterSpacing, lineHeight: lineHeight)
    }

    private func layout(_ text: String, _ typography: Typography, alignment: TextAlignment = .natural,
                        lines: Int = 0, mode: TextStyle.LineBreakMode = .byWordWrapping) throws -> TextLayout {
        try TextLayout(text: text, style: TextStyle(typography: typography, alignment: alignment, numberOfLines: lines, lineBreakMode: mode))
    }

    /// UIKit's kern adds the spacing after every character, the last too: n characters
    /// widen by n × spacing (Pango alone gives n − 1).
    @Test func letterSpacingWidensByTheSpacingAfterEachCharacter() throws {
        let plain = try layout("Hello", inter())
        let spaced = try layout("Hello", inter(letterSpacing: 2))
        let difference = spaced.lines[0].rect.width - plain.lines[0].rect.width
        #expect(abs(difference - 5 * 2) < 0.01)
        let abc = try layout("abc", inter(letterSpacing: 10)).size(fittingWidth: nil).width
        let plainABC = try layout("abc", inter()).size(fittingWidth: nil).width
        #expect(abs(abc - plainABC - 30) <= 1)
    }

    /// A centred or right-aligned line with letter spacing sits where UIKit puts it: the
    /// trailing spacing is part of the line, so the glyphs move left by half or all of it.
    @Test func letterSpacingMovesAlignedLinesAsUIKit() throws {
        let width: CGFloat = 300
        for (alignment, factor) in [(TextAlignment.left, 0.0), (.center, 0.5), (.right, 1.0)] {
            let plain = try layout("Hello", inter(), alignment: alignment)
            let spaced = try layout("Hello", inter(letterSpacing: 10), alignment: alignment)
            plain.setWidthLimit(width)
            spaced.setWidthLimit(width)
            let line = spaced.lines[0].rect
            #expect(abs(line.width - plain.lines[0].rect.width - 50) < 0.01)
            #expect(abs(line.minX - (width - line.width) * factor) < 0.01, "\(alignment)")
        }
        // Without a width limit the widest line sets the box; no line starts left of it.
        let lines = try layout("Hello\nHi", inter(letterSpacing: 10), alignment: .center)
        #expect(lines.lines.allSatisfy { $0.rect.minX >= 0 && $0.rect.maxX <= lines.size(fittingWidth: nil).width })
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
        text.setWidthLimit(nil)
        #expect(text.firstBaseline > 12 && text.firstBaseline < 24)
        #expect(text.firstBaseline == text.lastBaseline)
        #expect(text.lines[0].baseline == text.firstBaseline)
        // As a paragraph style's minimum line height in UIKit, the extra height is all
        // above the glyphs: the baseline moves down by all of it (CSS would move it by half).
        let tight = try layout("Hello", inter(16, lineHeight: 1))
        #expect(abs((text.firstBaseline - tight.firstBaseline) - 8) < 0.01)
        let own = try layout("Hello", inter(16))
        let descent = own.lines[0].rect.maxY - own.firstBaseline
        #expect(abs((text.lines[0].rect.maxY - text.firstBaseline) - descent) < 0.01)
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
        text.setWidthLimit(120)
        #expect(text.lineCount >= 3)
        #expect(size.height == CGFloat(text.lineCount) * 24)
        #expect(text.lines.allSatisfy { $0.rect.width <= 120 })
    }

    @Test func characterWrappingBreaksInsideWords() throws {
        let text = "aaa bbbbbbbbbbbb"
        let width: CGFloat = 70
        let byWord = try layout(text, inter(), mode: .byWordWrapping)
        let byCharacter = try layout(text, inter(), mode: .byCharWrapping)
        byWord.setWidthLimit(width)
        byCharacter.setWidthLimit(width)
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
        justified.setWidthLimit(width)
        left.setWidthLimit(width)
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

    @Test func measuringDoesNotChangeWhatIsDrawn() throws {
        let layout = try TextLayout(text: "Sphinx of black quartz, judge my vow.", style: TextStyle.body())
        layout.setWidthLimit(300)
        let before = try TextInk.render(layout, width: 300)
        #expect(layout.lineCount == 1)
        #expect(layout.size(fittingWidth: 40).height > 24 * 3)
        #expect(layout.lineCount == 1)
        #expect(layout.lines[0].rect.width > 40)
        let canvas = try Canvas(size: CGSize(width: 300, height: 24), scale: 1)
        canvas.draw(layout, at: .zero)
        #expect(try canvas.makeImage().pixels == before.pixels)
    }

    @Test func emptyTextMeasuresZeroAsUILabel() throws {
        let layout = try TextLayout(text: "", style: TextStyle.body())
        #expect(layout.size(fittingWidth: nil) == .zero)
        #expect(layout.size(fittingWidth: 100) == .zero)
        #expect(layout.lineCount == 0)
        #expect(!layout.isTruncated)
    }
}
