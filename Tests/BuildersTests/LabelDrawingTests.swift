import Builders
import Foundation
import Render
import Testing
import TokenModel
@testable import ViewKit

/// A label draws only the lines that fit in its bounds, as UILabel does.
@Suite("Label drawing")
struct LabelDrawingTests {
    private let typography = Typography(fontFamily: ["DejaVu Sans"], fontSize: 15)

    /// Three lines of text in a label one and a half lines high: one line is drawn,
    /// ending in an ellipsis (the default tail truncation), and nothing below the label.
    @Test func aShortLabelDrawsOnlyTheLinesThatFit() throws {
        let label = Label(text: "First line\nSecond line\nThird line")
        label.typography = typography
        label.numberOfLines = 0
        let lineHeight = try label.intrinsicContentSize(fittingWidth: nil)!.height / 3
        label.frame = CGRect(x: 0, y: 0, width: 120, height: (lineHeight * 1.5).rounded())
        let container = View(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        container.addSubview(label)
        let pixels = try Renderer(scale: 1).render(container)
        let inkedRows = (0..<80).filter { y in (0..<120).contains { x in (pixels.color(atX: x, y: y)?.alpha ?? 0) > 0 } }
        #expect(!inkedRows.isEmpty && inkedRows.allSatisfy { CGFloat($0) < label.frame.height })
        let shown = try label.makeLayout(theme: .defaults)
        shown.setWidthLimit(120)
        #expect(Label.linesFitting(label.frame.height, in: shown.lines) == 1)
    }

    /// Lines that fit are all drawn; a label shorter than one line still shows its first.
    @Test func linesFittingCountsWholeLinesAndAtLeastOne() throws {
        let label = Label(text: "One\nTwo\nThree")
        label.typography = typography
        label.numberOfLines = 0
        let layout = try label.makeLayout(theme: .defaults)
        let lines = layout.lines
        #expect(lines.count == 3)
        #expect(Label.linesFitting(lines[2].rect.maxY, in: lines) == 3)
        #expect(Label.linesFitting(lines[1].rect.maxY + 1, in: lines) == 2)
        #expect(Label.linesFitting(1, in: lines) == 1)
    }
}
