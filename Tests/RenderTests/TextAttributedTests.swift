import Foundation
import Render
import Testing
import TokenValues

@Suite("Attributed text")
struct TextAttributedTests {
    private let inter = Typography(fontFamily: ["Inter"], fontSize: 20, lineHeight: 1.5)
    private let red = Color(srgbHex: 0xFF0000)
    private let black = Color(red: 0, green: 0, blue: 0)

    // MARK: - Building

    @Test func appendingBuildsRunsAndMergesEqualNeighbours() {
        var text = AttributedText("Привет", attributes: TextAttributes(color: red))
        text.append(", ", attributes: TextAttributes(color: red))
        text.append("мир", attributes: TextAttributes(fontWeight: .bold))
        #expect(text.string == "Привет, мир")
        #expect(text.runs.count == 2)
        #expect(String(text.string[text.runs[0].range]) == "Привет, ")
        #expect(String(text.string[text.runs[1].range]) == "мир")
        #expect(text.attributes(at: text.string.startIndex)?.color == red)
    }

    @Test func addingAttributesSplitsRuns() {
        var text = AttributedText("one two three", attributes: TextAttributes(color: black))
        let range = text.string.range(of: "two")!
        text.addAttributes(TextAttributes(underline: .single), range: range)
        #expect(text.runs.map { String(text.string[$0.range]) } == ["one ", "two", " three"])
        #expect(text.runs[1].attributes == TextAttributes(color: black, underline: .single))
        #expect(text.runs[2].attributes == TextAttributes(color: black))
    }

    @Test func addingAttributesOverSeveralRunsSplitsOnlyTheOnesItCrosses() {
        var text = AttributedText("one ", attributes: TextAttributes(color: black))
        text.append("two ", attributes: TextAttributes(underline: .single))
        text.append("three", attributes: TextAttributes(color: black))
        let range = text.string.range(of: "three")!
        text.addAttributes(TextAttributes(strikethrough: .single), range: range)
        #expect(text.runs.map { String(text.string[$0.range]) } == ["one ", "two ", "three"])
        #expect(text.runs[2].attributes == TextAttributes(color: black, strikethrough: .single))
        let middle = text.string.range(of: "e tw")!
        text.addAttributes(TextAttributes(baselineOffset: 2), range: middle)
        #expect(text.runs.map { String(text.string[$0.range]) } == ["on", "e ", "tw", "o ", "three"])
    }

    @Test func emptyFontListInARunIsAnError() {
        let text = AttributedText("Hi", attributes: TextAttributes(fontFamily: []))
        #expect(throws: RenderError.emptyFontList) { try TextLayout(attributedText: text, style: TextStyle(typography: inter)) }
    }

    // MARK: - Drawing

    @Test func colorRunDrawsItsColorAtItsPosition() throws {
        // Byte offsets matter: the red run follows two-byte Cyrillic letters.
        var text = AttributedText("██", attributes: TextAttributes(fontFamily: ["DejaVu Sans"]))
        text.append("██", attributes: TextAttributes(fontFamily: ["DejaVu Sans"], color: red))
        let layout = try TextLayout(attributedText: text, style: TextStyle(typography: inter, color: black))
        let image = try TextInk.render(layout)
        let y = Int(layout.firstBaseline) - 4
        #expect(image.color(atX: image.width / 4, y: y) == black)
        #expect(image.color(atX: image.width * 3 / 4, y: y) == red)
    }

    @Test func colorRunAfterCyrillicTextLandsOnItsCharacters() throws {
        var text = AttributedText("Привет ")
        text.append("мир", attributes: TextAttributes(color: red))
        let layout = try TextLayout(attributedText: text, style: TextStyle(typography: inter, color: black))
        let image = try TextInk.render(layout)
        let plain = try TextLayout(text: "Привет ", style: TextStyle(typography: inter))
        let split = Int(plain.size(fittingWidth: nil).width)
        let reddish = (0..<image.height).flatMap { y in (0..<image.width).map { (x: $0, y: y) } }.filter { point in
            guard let color = image.color(atX: point.x, y: point.y), color.alpha > 0.5 else { return false }
            return color.red > 0.5 && color.green < 0.3
        }
        #expect(!reddish.isEmpty)
        #expect(reddish.allSatisfy { $0.x >= split - 1 })
    }

    @Test func underlineAddsInkBelowTheBaseline() throws {
        let spaces = "\u{2003}\u{2003}\u{2003}"
        let style = TextStyle(typography: inter)
        for (line, bandCount) in [(TextAttributes.LineStyle.single, 1), (.double, 2)] {
            let layout = try TextLayout(attributedText: AttributedText(spaces, attributes: TextAttributes(underline: line)), style: style)
            // The extra line height is above the glyphs, as in UIKit: a double underline
            // reaches below the line box.
            let image = try TextInk.render(layout, extraHeight: 10)
            let bands = TextInk.bands(TextInk.inkRows(image, threshold: 64))
            #expect(bands.count == bandCount, "\(line): \(bands)")
            let baseline = Int(layout.firstBaseline)
            #expect(bands.allSatisfy { $0.lowerBound >= baseline && $0.upperBound <= baseline + 8 }, "\(line): \(bands)")
        }
    }

    /// Pango strikes the spaces between words (not those at the ends of a line), so the
    /// line is looked for between two glyphs, over two em spaces.
    @Test func strikethroughAddsInkAboveTheBaseline() throws {
        let text = "a\u{2003}\u{2003}a"
        let style = TextStyle(typography: inter)
        func bands(_ line: TextAttributes.LineStyle) throws -> (bands: [ClosedRange<Int>], baseline: Int) {
            let layout = try TextLayout(attributedText: AttributedText(text, attributes: TextAttributes(strikethrough: line)), style: style)
            let image = try TextInk.render(layout)
            let middle = (image.width / 2 - 8)..<(image.width / 2 + 8)
            return (TextInk.bands(TextInk.inkRows(image, columns: middle, threshold: 64)), Int(layout.firstBaseline))
        }
        let single = try bands(.single)
        #expect(single.bands.count == 1)
        let strike = try #require(single.bands.first)
        #expect(strike.upperBound < single.baseline - 3 && strike.lowerBound > single.baseline - 12)

        let double = try bands(.double)
        #expect(double.bands.count == 2, "\(double.bands)")
        // Two lines around where the single one is.
        #expect(double.bands.first!.lowerBound < strike.lowerBound && double.bands.last!.upperBound > strike.upperBound)
    }

    @Test func doubleStrikethroughTakesTheRunsColorAndPlace() throws {
        var text = AttributedText("\u{2003}\u{2003}")
        text.append("\u{2003}\u{2003}", attributes: TextAttributes(color: red, strikethrough: .double))
        let layout = try TextLayout(attributedText: text, style: TextStyle(typography: inter, color: black, alignment: .center))
        let image = try TextInk.render(layout, width: 200)
        let columns = TextInk.inkColumns(image, threshold: 64)
        let lineWidth = layout.lines[0].rect.width
        let left = (200 - lineWidth) / 2
        #expect(abs(CGFloat(columns.first!) - (left + lineWidth / 2)) <= 1.5)
        #expect(abs(CGFloat(columns.last!) - (left + lineWidth)) <= 1.5)
        let row = TextInk.inkRows(image, threshold: 200).first!
        let color = try #require(image.color(atX: columns[columns.count / 2], y: row))
        #expect(color.red == 1 && color.green == 0 && color.blue == 0)
    }

    @Test func baselineOffsetRaisesTheRun() throws {
        var text = AttributedText("█", attributes: TextAttributes(fontFamily: ["DejaVu Sans"]))
        text.append("█", attributes: TextAttributes(fontFamily: ["DejaVu Sans"], baselineOffset: 5))
        let layout = try TextLayout(attributedText: text, style: TextStyle(typography: inter))
        let image = try TextInk.render(layout, extraHeight: 10)
        let half = image.width / 2
        let plainRows = TextInk.inkRows(image, columns: 1..<(half - 1), threshold: 128)
        let raisedRows = TextInk.inkRows(image, columns: (half + 1)..<(image.width - 1), threshold: 128)
        #expect(plainRows.last! - raisedRows.last! == 5)
        #expect(plainRows.first! - raisedRows.first! == 5)
    }

    @Test func runFontsAreUsedAndSizeTheLine() throws {
        var text = AttributedText("Hello ")
        text.append("mono", attributes: TextAttributes(fontFamily: ["DejaVu Sans Mono"], fontWeight: .bold))
        let layout = try TextLayout(attributedText: text, style: TextStyle(typography: inter))
        _ = layout.size(fittingWidth: nil)
        #expect(layout.usedFontFamilies == ["Inter", "DejaVu Sans Mono"])

        var big = AttributedText("small ")
        big.append("BIG", attributes: TextAttributes(fontSize: 40))
        let bigLayout = try TextLayout(attributedText: big, style: TextStyle(typography: inter))
        // The line height is 1.5 × the largest size on the line.
        #expect(bigLayout.size(fittingWidth: nil).height == 60)
    }

    @Test func runLetterSpacingWidensOnlyTheRun() throws {
        let plain = try TextLayout(text: "abcdef", style: TextStyle(typography: inter))
        var text = AttributedText("abc")
        text.append("def", attributes: TextAttributes(letterSpacing: 3))
        let spaced = try TextLayout(attributedText: text, style: TextStyle(typography: inter))
        _ = plain.size(fittingWidth: nil)
        _ = spaced.size(fittingWidth: nil)
        // UIKit's kern: 3 after each of d, e, f, so 9. Pango spaces the gap where the runs
        // meet itself, so the run widens by 9 to 12 (11 here).
        let difference = spaced.lines[0].rect.width - plain.lines[0].rect.width
        #expect(difference >= 3 * 3 - 0.01 && difference <= 3 * 4 + 0.01, "\(difference)")
    }
}
