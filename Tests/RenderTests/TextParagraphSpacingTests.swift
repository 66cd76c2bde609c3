import Foundation
import Render
import Testing
import TokenValues

/// ``TextStyle/paragraphSpacing``: space before every paragraph but the first, which
/// Pango does not offer, so Render moves the lines itself.
@Suite("Text paragraph spacing")
struct TextParagraphSpacingTests {
    private func layout(_ text: String, spacing: CGFloat, width: CGFloat? = nil) throws -> TextLayout {
        let style = TextStyle(typography: Typography(fontFamily: ["Inter"], fontSize: 16, lineHeight: 1.5),
                              numberOfLines: 0, lineBreakMode: .byWordWrapping, paragraphSpacing: spacing)
        let layout = try TextLayout(text: text, style: style)
        layout.setWidthLimit(width)
        return layout
    }

    @Test func eachParagraphAfterTheFirstMovesDownAndTheSizeGrows() throws {
        let plain = try layout("One\nTwo\nThree", spacing: 0)
        let spaced = try layout("One\nTwo\nThree", spacing: 10)
        let plainTops = plain.lines.map(\.rect.minY), spacedTops = spaced.lines.map(\.rect.minY)
        #expect(spacedTops == [plainTops[0], plainTops[1] + 10, plainTops[2] + 20])
        #expect(spaced.size(fittingWidth: nil).height == plain.size(fittingWidth: nil).height + 20)
        #expect(spaced.lastBaseline == plain.lastBaseline + 20)
    }

    /// Lines wrapped inside one paragraph keep their spacing; only a new paragraph adds.
    @Test func wrappedLinesOfOneParagraphAreNotSpaced() throws {
        let text = "A paragraph long enough to wrap onto a second line\nNext"
        let plain = try layout(text, spacing: 0, width: 120), spaced = try layout(text, spacing: 12, width: 120)
        let gaps = zip(plain.lines, spaced.lines).map { $1.rect.minY - $0.rect.minY }
        #expect(gaps.count >= 3)
        #expect(gaps.dropLast().allSatisfy { $0 == 0 } && gaps.last == 12)
    }

    @Test func negativeNaNAndHugeSpacingsAreSafe() throws {
        let plain = try layout("a\nb", spacing: 0).size(fittingWidth: nil)
        #expect(try layout("a\nb", spacing: -5).size(fittingWidth: nil) == plain)
        #expect(try layout("a\nb", spacing: .nan).size(fittingWidth: nil) == plain)
        let huge = try layout(String(repeating: "a\n", count: 500), spacing: 1e12).size(fittingWidth: nil)
        #expect(huge.height.isFinite && huge.height > plain.height)
    }
}
