import Foundation
import Render
import Testing
import TokenModel

/// The fixes of the text review: each test failed before its fix.
@Suite("Text review fixes")
struct TextReviewFixesTests {
    // MARK: - Helpers

    private func style(_ families: [String] = ["Inter"], alignment: TextAlignment = .natural, lines: Int = 0,
                       mode: TextStyle.LineBreakMode = .byWordWrapping) -> TextStyle {
        TextStyle(typography: Typography(fontFamily: families, fontSize: 16, lineHeight: 1.5), alignment: alignment, numberOfLines: lines, lineBreakMode: mode)
    }

    // MARK: - Measuring

    @Test func measuringDoesNotChangeWhatIsDrawn() throws {
        let layout = try TextLayout(text: "Sphinx of black quartz, judge my vow.", style: style())
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
        let layout = try TextLayout(text: "", style: style())
        #expect(layout.size(fittingWidth: nil) == .zero)
        #expect(layout.size(fittingWidth: 100) == .zero)
        #expect(layout.lineCount == 0)
        #expect(!layout.isTruncated)
    }

    // MARK: - NUL

    @Test func textAfterANulIsLaidOutAndRangesIndexTheText() throws {
        let text = "ab\0cd efg"
        let layout = try TextLayout(text: text, style: style())
        let line = try #require(layout.lines.first)
        #expect(layout.lineCount == 1)
        #expect(line.displayedText == "ab\u{FFFD}cd efg")
        #expect(String(text[line.range]) == text)
        // Runs after the NUL keep their characters.
        var attributed = AttributedText("a\0b")
        attributed.append("red", attributes: TextAttributes(color: Color(srgbHex: 0xFF0000)))
        let colored = try TextLayout(attributedText: attributed, style: style())
        let image = try TextInk.render(colored)
        let split = Int(try TextLayout(text: "a\0b", style: style()).size(fittingWidth: nil).width)
        let reddish = (0..<image.width).filter { x in
            (0..<image.height).contains { y in
                guard let color = image.color(atX: x, y: y), color.alpha > 0.5 else { return false }
                return color.red > 0.5 && color.green < 0.3
            }
        }
        #expect(!reddish.isEmpty)
        #expect(reddish.allSatisfy { $0 >= split - 1 })
        // A wrapped text with NULs: each line's range is its own characters.
        let wrapped = try TextLayout(text: "one\0two three\0four five six", style: style())
        wrapped.setWidthLimit(70)
        let ranges = wrapped.lines.map { String("one\0two three\0four five six"[$0.range]) }
        #expect(ranges.joined() == "one\0two three\0four five six")
        #expect(wrapped.lines.count > 1)
    }

    // MARK: - Right to left

    @Test func rightToLeftTextKeepsItsDirectionUnderEveryAlignment() throws {
        let text = "שלום עולם abc"
        let width: CGFloat = 300
        func render(_ alignment: TextAlignment) throws -> (image: PixelImage, line: TextLine) {
            let layout = try TextLayout(text: text, style: style(["DejaVu Sans"], alignment: alignment, lines: 1))
            layout.setWidthLimit(width)
            return (try TextInk.render(layout, width: width), layout.lines[0])
        }
        let natural = try render(.natural)
        let right = try render(.right)
        let left = try render(.left)
        let center = try render(.center)
        // Hebrew first: the paragraph is right to left, so natural is at the right.
        #expect(abs(natural.line.rect.maxX - width) < 0.01)
        // Right is the physical right, with the same bidi order as natural.
        #expect(right.image.pixels == natural.image.pixels)
        // Left is the physical left (Pango alone would mirror it to the right).
        #expect(abs(left.line.rect.minX) < 0.01)
        #expect(TextInk.inkColumns(left.image).max()! < Int(width / 2))
        // Same order of glyphs: left is right moved left.
        let shift = Int((natural.line.rect.minX - left.line.rect.minX).rounded())
        let leftInk = TextInk.inkColumns(left.image), rightInk = TextInk.inkColumns(right.image)
        #expect(abs(leftInk.first! + shift - rightInk.first!) <= 1 && abs(leftInk.last! + shift - rightInk.last!) <= 1)
        #expect(abs(center.line.rect.midX - width / 2) < 0.01)
    }

    // MARK: - Truncation across paragraphs

    @Test func headAndMiddleTruncationJoinHiddenParagraphsIntoTheLastLine() throws {
        let text = "first\nsecond paragraph is long\nthird"
        for mode in [TextStyle.LineBreakMode.byTruncatingHead, .byTruncatingMiddle] {
            let layout = try TextLayout(text: text, style: style(lines: 2, mode: mode))
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
        let wide = try TextLayout(text: "first\nsecond\nthird", style: style(lines: 2, mode: .byTruncatingMiddle))
        wide.setWidthLimit(300)
        #expect(wide.lines.map(\.displayedText) == ["first", "second third"])
        #expect(!wide.isTruncated)
        // Back to a width where nothing is hidden: the text is laid out whole again.
        let two = try TextLayout(text: "one\ntwo", style: style(lines: 2, mode: .byTruncatingHead))
        two.setWidthLimit(300)
        #expect(two.lines.map(\.displayedText) == ["one", "two"])
    }

    @Test func tailTruncationTrimsEveryLineSeparator() throws {
        for separator in ["\u{2029}", "\u{2028}"] {
            let text = "first\(separator)second \(separator)third\nfourth"
            let layout = try TextLayout(text: text, style: style(lines: 2, mode: .byTruncatingTail))
            layout.setWidthLimit(300)
            let last = try #require(layout.lines.last)
            #expect(last.displayedText.hasSuffix("second…") || last.displayedText.hasSuffix("third…"), "\(separator.unicodeScalars.map(\.value)): \(layout.lines.map { $0.displayedText.unicodeScalars.map(\.value) })")
            #expect(!last.displayedText.unicodeScalars.contains { [0x2028, 0x2029, 0x85, 0x20].contains($0.value) && last.displayedText.hasSuffix("\($0)…") })
        }
    }

    // MARK: - Font families

    @Test func genericFamiliesResolveThroughFontconfig() throws {
        let mono = try TextLayout(text: "mono", style: style(["mono"]))
        #expect(mono.usedFontFamilies == ["DejaVu Sans Mono"])
        #expect(mono.missingFontFamilies.isEmpty)
        let sans = try TextLayout(text: "sans", style: style(["sans"]))
        #expect(sans.usedFontFamilies == ["Inter"])
        for family in FontCatalog.genericFamilies {
            #expect(try FontCatalog.isInstalled(family), "\(family)")
        }
        #expect(try !FontCatalog.isInstalled("cursive"))
        #expect(try FontCatalog.isInstalled("dejavu sans mono"))
    }

    @Test func oneCheckForAFontList() throws {
        #expect(try FontCatalog.validatedFamilies([" Inter ", "", "Roboto"]) == ["Inter", "Roboto"])
        for families in [[], [""], [" "], ["\n"]] as [[String]] {
            #expect(throws: RenderError.emptyFontList) { try FontCatalog.validatedFamilies(families) }
            #expect(throws: RenderError.emptyFontList) { try FontCatalog.resolvedFamily(for: Typography(fontFamily: families, fontSize: 16)) }
            #expect(throws: RenderError.emptyFontList) { try FontCatalog.missingFamilies(in: families) }
            #expect(throws: RenderError.emptyFontList) { try TextLayout(text: "Hi", style: style(families)) }
        }
        #expect(try FontCatalog.missingFamilies(in: ["SF Pro", "sf pro", "SF PRO", "Inter"]) == ["SF Pro"])
    }

    @Test func aFamilyWithACommaIsOneName() throws {
        // Pango would read "Foo, DejaVu Sans Mono" as two families and draw in the second.
        let layout = try TextLayout(text: "Hello", style: style(["Foo, DejaVu Sans Mono", "Roboto"]))
        #expect(layout.usedFontFamilies == ["Roboto"])
        #expect(layout.missingFontFamilies == ["Foo, DejaVu Sans Mono"])
        #expect(try FontCatalog.resolvedFamily(for: Typography(fontFamily: ["Foo, Inter", "Roboto"], fontSize: 16)) == "Roboto")
    }
}
