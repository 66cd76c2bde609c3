import Foundation
import Render
import Testing
import TokenValues

@Suite("Text truncation")
struct TextTruncationTests {
    private let sentence = "The quick brown fox jumps over the lazy dog"

    private func layout(_ mode: TextStyle.LineBreakMode, lines: Int = 1, width: CGFloat = 120) throws -> TextLayout {
        let style = TextStyle(typography: Typography(fontFamily: ["Inter"], fontSize: 16, lineHeight: 1.5), numberOfLines: lines, lineBreakMode: mode)
        let layout = try TextLayout(text: sentence, style: style)
        layout.setWidthLimit(width)
        return layout
    }

    /// A clipping layout with no width limit draws its text: its clip was a billion points
    /// wide, past Cairo's fixed-point coordinates, and nothing showed.
    @Test func clippingWithoutAWidthLimitStillDraws() throws {
        let style = TextStyle(typography: Typography(fontFamily: ["Inter"], fontSize: 16, lineHeight: 1.5),
                              color: Color(srgbHex: 0x000000), numberOfLines: 1, lineBreakMode: .byClipping)
        let text = try TextLayout(text: sentence, style: style)
        let canvas = try Canvas(size: CGSize(width: 400, height: 30), scale: 2)
        canvas.draw(text, at: .zero)
        let image = try canvas.makeImage()
        #expect(image.pixels.contains { $0 >> 24 != 0 }, "some ink")
    }

    @Test func tailTruncationEndsWithAnEllipsis() throws {
        let text = try layout(.byTruncatingTail)
        #expect(text.lineCount == 1)
        #expect(text.isTruncated)
        let line = try #require(text.lines.first)
        #expect(line.displayedText.hasSuffix("…"))
        #expect(line.displayedText.hasPrefix("The"))
        #expect(line.ellipsizedRange?.upperBound == sentence.endIndex)
        #expect(line.rect.width <= 120)
    }

    @Test func headTruncationStartsWithAnEllipsis() throws {
        let line = try #require(try layout(.byTruncatingHead).lines.first)
        #expect(line.displayedText.hasPrefix("…"))
        #expect(line.displayedText.hasSuffix("dog"))
        #expect(line.ellipsizedRange?.lowerBound == sentence.startIndex)
    }

    @Test func middleTruncationKeepsBothEnds() throws {
        let line = try #require(try layout(.byTruncatingMiddle).lines.first)
        #expect(line.displayedText.hasPrefix("The"))
        #expect(line.displayedText.hasSuffix("dog"))
        #expect(line.displayedText.contains("…"))
        let range = try #require(line.ellipsizedRange)
        #expect(range.lowerBound > sentence.startIndex && range.upperBound < sentence.endIndex)
    }

    @Test func tailTruncationOnTheLastOfTwoLines() throws {
        let text = try layout(.byTruncatingTail, lines: 2)
        #expect(text.lineCount == 2)
        #expect(text.size(fittingWidth: 120).height == 48)
        #expect(text.lines[0].ellipsizedRange == nil)
        #expect(text.lines[1].displayedText.hasSuffix("…"))
    }

    @Test func clippingHasNoEllipsisAndDrawsOnlyTheShownLines() throws {
        let text = try layout(.byClipping)
        #expect(text.lineCount == 1)
        #expect(text.isTruncated)
        #expect(text.lines.allSatisfy { $0.ellipsizedRange == nil && !$0.displayedText.contains("…") })
        let image = try TextInk.render(text, width: 120, extraHeight: 48)
        #expect(TextInk.inkRows(image).allSatisfy { $0 < 24 })
    }

    @Test func tailTruncationEndsTheLastShownParagraphLine() throws {
        let text = "first paragraph\nsecond one\nthird, hidden"
        let style = TextStyle(typography: Typography(fontFamily: ["Inter"], fontSize: 16, lineHeight: 1.5), numberOfLines: 2, lineBreakMode: .byTruncatingTail)
        let layout = try TextLayout(text: text, style: style)
        #expect(layout.size(fittingWidth: 300).height == 48)
        layout.setWidthLimit(300)
        #expect(layout.isTruncated)
        #expect(layout.lines.map(\.displayedText) == ["first paragraph", "second one…"])
        let hidden = try #require(layout.lines[1].ellipsizedRange)
        #expect(String(text[hidden]) == "\nthird, hidden")
        // A line that fills the width is ellipsized again to fit.
        let narrow = try TextLayout(text: "first\nsecond paragraph is long\nthird", style: style)
        narrow.setWidthLimit(110)
        #expect(narrow.lineCount == 2)
        #expect(narrow.lines[1].displayedText.hasSuffix("…"))
        #expect(narrow.lines[1].rect.width <= 110)
        // Without a cut the whole text is laid out again.
        #expect(layout.size(fittingWidth: nil).height == 48)
        let wide = try TextLayout(text: "one\ntwo", style: style)
        #expect(!wide.isTruncated)
        #expect(wide.lines.map(\.displayedText) == ["one", "two"])
    }

    @Test func unlimitedLinesShowEverything() throws {
        let text = try layout(.byTruncatingTail, lines: 0)
        #expect(!text.isTruncated)
        #expect(text.lines.map(\.displayedText).joined() == sentence)
    }

    @Test func truncatedTextDrawsFewerPixelsThanWrapped() throws {
        let tail = try TextInk.render(try layout(.byTruncatingTail), width: 120)
        let head = try TextInk.render(try layout(.byTruncatingHead), width: 120)
        #expect(tail.pixels != head.pixels)
        #expect(tail.height == 24 && head.height == 24)
    }

    @Test func headAndMiddleTruncationJoinHiddenParagraphsIntoTheLastLine() throws {
        let text = "first\nsecond paragraph is long\nthird"
        for mode in [TextStyle.LineBreakMode.byTruncatingHead, .byTruncatingMiddle] {
            let layout = try TextLayout(text: text, style: TextStyle.body(lines: 2, mode: mode))
            layout.setWidthLimit(110)
            #expect(layout.lineCount == 2)
            #expect(layout.isTruncated)
            let lines = layout.lines
            #expect(lines[0].displayedText == "first")
            #expect(lines[1].displayedText.contains("…"), "\(mode)")
            #expect(lines[1].displayedText.hasSuffix("third"), "\(mode)")
            #expect(lines[1].rect.width <= 110)
            #expect(String(text[lines[0].range]) == "first")
            #expect(lines[1].range.upperBound == text.endIndex)
            #expect(lines[1].ellipsizedRange != nil)
            #expect(layout.size(fittingWidth: 110).height == 48)
        }
        // Wide enough: the joined line shows every word, nothing is hidden.
        let wide = try TextLayout(text: "first\nsecond\nthird", style: TextStyle.body(lines: 2, mode: .byTruncatingMiddle))
        wide.setWidthLimit(300)
        #expect(wide.lines.map(\.displayedText) == ["first", "second third"])
        #expect(!wide.isTruncated)
        // Back to a width where nothing is hidden: the text is laid out whole again.
        let two = try TextLayout(text: "one\ntwo", style: TextStyle.body(lines: 2, mode: .byTruncatingHead))
        two.setWidthLimit(300)
        #expect(two.lines.map(\.displayedText) == ["one", "two"])
    }

    @Test func tailTruncationTrimsEveryLineSeparator() throws {
        for separator in ["\u{2029}", "\u{2028}"] {
            let text = "first\(separator)second \(separator)third\nfourth"
            let layout = try TextLayout(text: text, style: TextStyle.body(lines: 2, mode: .byTruncatingTail))
            layout.setWidthLimit(300)
            let last = try #require(layout.lines.last)
            #expect(last.displayedText.hasSuffix("second…") || last.displayedText.hasSuffix("third…"), "\(separator.unicodeScalars.map(\.value)): \(layout.lines.map { $0.displayedText.unicodeScalars.map(\.value) })")
            #expect(!last.displayedText.unicodeScalars.contains { [0x2028, 0x2029, 0x85, 0x20].contains($0.value) && last.displayedText.hasSuffix("\($0)…") })
        }
    }
}
