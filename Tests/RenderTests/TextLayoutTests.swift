import Foundation
import Render
import Testing
import TokenValues

@Suite("TextLayout")
struct TextLayoutTests {
    private let body = Typography(fontFamily: ["Inter", "DejaVu Sans"], fontSize: 16, lineHeight: 1.5)

    @Test func fontsComeFromThePinnedConfiguration() throws {
        let configuration = try FontConfiguration.shared.get()
        #expect(configuration.file.hasSuffix("Fonts/fonts.conf"))
    }

    @Test func drawsInTheFirstInstalledFamily() throws {
        let inter = try TextLayout(text: "Hello", style: TextStyle(typography: body))
        _ = inter.size(fittingWidth: nil)
        #expect(inter.usedFontFamilies == ["Inter"])
        let fallback = try TextLayout(text: "Hello", style: TextStyle(typography: Typography(fontFamily: ["No Such Font", "DejaVu Sans"], fontSize: 16)))
        _ = fallback.size(fittingWidth: nil)
        #expect(fallback.usedFontFamilies == ["DejaVu Sans"])
    }

    @Test func lineHeightSetsTheLineBox() throws {
        let layout = try TextLayout(text: "Hello", style: TextStyle(typography: body))
        #expect(layout.size(fittingWidth: nil).height == 24)
    }

    @Test func wrapsWhenNarrowAndLimitsLines() throws {
        let text = "Sphinx of black quartz, judge my vow."
        let unlimited = try TextLayout(text: text, style: TextStyle(typography: body, numberOfLines: 0))
        let oneLine = unlimited.size(fittingWidth: nil)
        let wrapped = unlimited.size(fittingWidth: 120)
        #expect(wrapped.width <= 120)
        #expect(wrapped.height >= 3 * 24)
        #expect(oneLine.height == 24)
        let twoLines = try TextLayout(text: text, style: TextStyle(typography: body, numberOfLines: 2))
        #expect(twoLines.size(fittingWidth: 120).height == 48)
    }

    @Test func drawsInItsColor() throws {
        let red = Color(srgbHex: 0xFF0000)
        let layout = try TextLayout(text: "█", style: TextStyle(typography: Typography(fontFamily: ["DejaVu Sans"], fontSize: 20), color: red))
        let size = layout.size(fittingWidth: nil)
        let canvas = try Canvas(size: size, scale: 1)
        canvas.draw(layout, at: .zero)
        let image = try canvas.makeImage()
        #expect(image.color(atX: Int(size.width / 2), y: Int(size.height / 2)) == red)
    }

    @Test func extremeTypographyDoesNotTrap() throws {
        for typography in [
            Typography(fontFamily: ["Inter"], fontSize: 16, letterSpacing: 3_000_000),
            Typography(fontFamily: ["Inter"], fontSize: -16, lineHeight: 200_000),
            Typography(fontFamily: ["Inter"], fontSize: .infinity, letterSpacing: -.infinity, lineHeight: .nan),
            Typography(fontFamily: ["Inter"], fontSize: 0, letterSpacing: .nan, lineHeight: -1),
            Typography(fontFamily: ["Inter"], fontSize: .nan, fontWeight: FontWeight(5000)),
        ] {
            let layout = try TextLayout(text: "Hi", style: TextStyle(typography: typography))
            _ = layout.size(fittingWidth: .infinity)
            _ = layout.size(fittingWidth: -5)
        }
    }

    @Test func fontSizesAreClamped() throws {
        func height(_ size: CGFloat) throws -> CGFloat {
            try TextLayout(text: "Hi", style: TextStyle(typography: Typography(fontFamily: ["Inter"], fontSize: size, lineHeight: 1))).size(fittingWidth: nil).height
        }
        #expect(try height(-16) == 1)
        #expect(try height(.nan) == 1)
        #expect(try height(.infinity) == 4096)
        #expect(try height(100_000) == 4096)
    }

    @Test func emptyFontListIsAnError() {
        #expect(throws: RenderError.emptyFontList) {
            try TextLayout(text: "Hi", style: TextStyle(typography: Typography(fontFamily: [], fontSize: 16)))
        }
    }

    @Test func tooLongTextIsAnError() {
        #expect(throws: RenderError.textTooLong(bytes: TextLayout.maximumTextBytes + 1)) {
            try TextLayout(text: String(repeating: "a", count: TextLayout.maximumTextBytes + 1), style: TextStyle())
        }
    }

    @Test func textAfterANulIsLaidOutAndRangesIndexTheText() throws {
        let text = "ab\0cd efg"
        let layout = try TextLayout(text: text, style: TextStyle.body())
        let line = try #require(layout.lines.first)
        #expect(layout.lineCount == 1)
        #expect(line.displayedText == "ab\u{FFFD}cd efg")
        #expect(String(text[line.range]) == text)
        // Runs after the NUL keep their characters.
        var attributed = AttributedText("a\0b")
        attributed.append("red", attributes: TextAttributes(color: Color(srgbHex: 0xFF0000)))
        let colored = try TextLayout(attributedText: attributed, style: TextStyle.body())
        let image = try TextInk.render(colored)
        let split = Int(try TextLayout(text: "a\0b", style: TextStyle.body()).size(fittingWidth: nil).width)
        let reddish = (0..<image.width).filter { x in
            (0..<image.height).contains { y in
                guard let color = image.color(atX: x, y: y), color.alpha > 0.5 else { return false }
                return color.red > 0.5 && color.green < 0.3
            }
        }
        #expect(!reddish.isEmpty)
        #expect(reddish.allSatisfy { $0 >= split - 1 })
        // A wrapped text with NULs: each line's range is its own characters.
        let wrapped = try TextLayout(text: "one\0two three\0four five six", style: TextStyle.body())
        wrapped.setWidthLimit(70)
        let ranges = wrapped.lines.map { String("one\0two three\0four five six"[$0.range]) }
        #expect(ranges.joined() == "one\0two three\0four five six")
        #expect(wrapped.lines.count > 1)
    }

    @Test func rightToLeftTextKeepsItsDirectionUnderEveryAlignment() throws {
        let text = "שלום עולם abc"
        let width: CGFloat = 300
        func render(_ alignment: TextAlignment) throws -> (image: PixelImage, line: TextLine) {
            let layout = try TextLayout(text: text, style: TextStyle.body(["DejaVu Sans"], alignment: alignment, lines: 1))
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
}
