import Foundation
import Render
import Testing
import TokenValues

/// A typography's ``FontStyle``: italic text is drawn with the family's italic face, its
/// ink slanted; upright text is unchanged.
@Suite("Italic text")
struct TextItalicTests {
    // MARK: - Helpers

    /// `text` in Inter at 64 points, upright or italic, drawn on a transparent canvas.
    private static func ink(_ text: AttributedText, style: FontStyle) throws -> PixelImage {
        let typography = Typography(fontFamily: ["Inter"], fontSize: 64, fontStyle: style)
        return try TextInk.render(try TextLayout(attributedText: text, style: TextStyle(typography: typography)))
    }

    /// How far right the ink of a one-stem glyph (`l`) leans over its height: the mean ink
    /// column of the top quarter of its rows minus that of the bottom quarter, in pixels.
    private static func lean(_ image: PixelImage) -> Double {
        let rows = TextInk.inkRows(image)
        guard let top = rows.first, let bottom = rows.last, bottom - top > 8 else { return .nan }
        let quarter = (bottom - top) / 4
        func meanColumn(_ band: ClosedRange<Int>) -> Double {
            var weighted = 0.0, total = 0.0
            for y in band {
                for x in 0..<image.width {
                    let alpha = Double(TextInk.alpha(image, x, y))
                    weighted += alpha * Double(x)
                    total += alpha
                }
            }
            return weighted / total
        }
        return meanColumn(top...(top + quarter)) - meanColumn((bottom - quarter)...bottom)
    }

    // MARK: - Tests

    @Test func theDefaultStyleIsUpright() {
        #expect(Typography(fontFamily: ["Inter"], fontSize: 16).fontStyle == .normal)
        #expect(Typography.systemBody.fontStyle == .normal)
        #expect(TextAttributes(typography: Typography(fontFamily: ["Inter"], fontSize: 16, fontStyle: .italic)).fontStyle == .italic)
    }

    @Test func italicInkIsSlantedAndUprightInkIsNot() throws {
        let upright = try Self.ink(AttributedText("l"), style: .normal)
        let italic = try Self.ink(AttributedText("l"), style: .italic)
        #expect(abs(Self.lean(upright)) < 1, "upright: \(Self.lean(upright))")
        // Inter's italic slants about 9.4°: over some 35 pixels of stem, several pixels.
        #expect(Self.lean(italic) > 3, "italic: \(Self.lean(italic))")
        #expect(upright.pixels != italic.pixels)
    }

    @Test func anExplicitNormalStyleDrawsAsNoStyle() throws {
        let typography = Typography(fontFamily: ["Inter"], fontSize: 20)
        let plain = try TextInk.render(try TextLayout(text: "Hamburgefonstiv", style: TextStyle(typography: typography)))
        let explicit = try TextInk.render(try TextLayout(attributedText: AttributedText("Hamburgefonstiv", attributes: TextAttributes(fontStyle: .normal)),
                                                         style: TextStyle(typography: typography)))
        #expect(plain.pixels == explicit.pixels)
    }

    @Test func aRunCanBeItalicInsideUprightText() throws {
        let upright = try Self.ink(AttributedText("l"), style: .normal)
        let run = try Self.ink(AttributedText("l", attributes: TextAttributes(fontStyle: .italic)), style: .normal)
        #expect(Self.lean(run) > 3, "an italic run: \(Self.lean(run))")
        let back = try Self.ink(AttributedText("l", attributes: TextAttributes(fontStyle: .normal)), style: .italic)
        #expect(abs(Self.lean(back)) < 1, "an upright run in italic text: \(Self.lean(back))")
        #expect(upright.pixels == back.pixels)
    }
}
