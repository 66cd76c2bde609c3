import Foundation
import Render
import Testing
import TokenValues

/// Issue #24: typographies that trapped text layout ("arithmetic overflow" in
/// `TextLayout.swift`) are laid out, measured and drawn with their line height clamped to
/// ``ValueLimits/largestDrawnLineHeight``.
@Suite("TextLayout: no trap from any typography")
struct TextLayoutTrapTests {
    /// 1000 pt × 1000: the typography of the issue, which `preview` drew three lines of.
    private let issueTypography = Typography(fontFamily: ["Inter"], fontSize: 1000, lineHeight: 1000)

    /// Its lines are as tall as the clamp, and drawing them on a canvas completes.
    @Test func aMillionPointLineIsDrawnAtTheClampedHeight() throws {
        let style = TextStyle(typography: issueTypography, numberOfLines: 3, lineBreakMode: .byTruncatingTail)
        let layout = try TextLayout(text: "Sphinx of black quartz, judge my vow.", style: style)
        layout.setWidthLimit(304)
        let size = layout.size(fittingWidth: 304)
        let lines = layout.lines
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { $0.rect.height == ValueLimits.largestDrawnLineHeight })
        #expect(Double(size.height) == 3 * ValueLimits.largestDrawnLineHeight, "\(size)")
        let canvas = try Canvas(size: CGSize(width: 320, height: 480), scale: 1)
        canvas.draw(layout, at: CGPoint(x: 8, y: 8))
        _ = try canvas.makeImage()
    }

    /// Hundreds of clamped lines put Pango's line positions past 32 bits; every sum of
    /// them saturates instead of trapping.
    @Test func manyTallLinesSumWithoutOverflow() throws {
        let style = TextStyle(typography: Typography(fontFamily: ["Inter"], fontSize: 4096, letterSpacing: 10_000, lineHeight: 4),
                              alignment: .center, numberOfLines: 0, paragraphSpacing: 1e9)
        let text = Array(repeating: "W", count: 300).joined(separator: "\n")
        let layout = try TextLayout(text: text, style: style)
        layout.setWidthLimit(100)
        let size = layout.size(fittingWidth: 100)
        #expect(size.height.isFinite)
        #expect(layout.lines.count == 300)
        _ = (layout.firstBaseline, layout.lastBaseline, layout.isTruncated)
        let canvas = try Canvas(size: CGSize(width: 64, height: 64), scale: 1)
        canvas.draw(layout, at: .zero)
    }

    /// Values only code can make: NaN and infinite sizes, spacings and line heights.
    @Test(arguments: [Double.nan, .infinity, -.infinity, 0, -1, 1e300])
    func numbersThatAreNoSizeLayOut(_ value: Double) throws {
        let typography = Typography(fontFamily: ["Inter"], fontSize: value, letterSpacing: value, lineHeight: value)
        let style = TextStyle(typography: typography, numberOfLines: 0, paragraphSpacing: value)
        var text = AttributedText("Ag\nQy")
        text.append(" x", attributes: TextAttributes(fontSize: value, letterSpacing: value, strikethrough: .double, baselineOffset: value))
        let layout = try TextLayout(attributedText: text, style: style)
        layout.setWidthLimit(value)
        _ = layout.size(fittingWidth: value)
        _ = layout.lines
        let canvas = try Canvas(size: CGSize(width: 32, height: 32), scale: 1)
        canvas.draw(layout, at: .zero)
    }
}
