import Builders
import Foundation
import Render
import Testing
import TokenModel

/// Issue #27: a label's text starts at its edges, as UILabel's does, border or not; only
/// `textInsets` (a padded UILabel subclass on a device) moves it, in the label's size and in
/// its drawing. A snapshot that inset a framed label on its own would show what no device shows.
@Suite("Label: text insets")
struct LabelTextInsetsTests {
    // MARK: - Helpers

    private static func label(framed: Bool, insets: EdgeInsets? = nil) -> Label {
        let label = Label(text: "Yg 14")
        if framed {
            label.borderWidth = 1
            label.borderColor = .black
            label.cornerRadius = 4
            label.backgroundColor = .white
        }
        label.textInsets = insets
        return label
    }

    // MARK: - Tests

    @Test func aFrameAloneDoesNotMoveTheText() throws {
        let plain = try #require(try Self.label(framed: false).intrinsicContentSize(fittingWidth: nil))
        let framed = try #require(try Self.label(framed: true).intrinsicContentSize(fittingWidth: nil))
        #expect(framed == plain)
        #expect(Self.label(framed: true).effectiveTextInsets == .zero)
    }

    @Test func textInsetsGrowTheSizeAndMoveTheInk() throws {
        let insets = EdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        let plain = try #require(try Self.label(framed: true).intrinsicContentSize(fittingWidth: nil))
        let padded = Self.label(framed: true, insets: insets)
        let size = try #require(try padded.intrinsicContentSize(fittingWidth: nil))
        #expect(size == CGSize(width: plain.width + 16, height: plain.height + 8))
        // Drawn on a clear background, the ink (dark pixels) starts right of the left inset.
        padded.backgroundColor = nil
        padded.borderColor = nil
        let image = try Renderer(scale: 2).render(padded, layingOutAt: .compressed)
        let inkColumns = (0..<image.width).filter { x in
            (0..<image.height).contains { y in (image.color(atX: x, y: y)?.alpha ?? 0) > 0.5 }
        }
        #expect((inkColumns.first ?? 0) >= 2 * 8, "ink starts at pixel \(inkColumns.first ?? -1)")
        #expect(padded.effectiveTextInsets == insets)
    }

    @Test func negativeInsetsCountAsZero() {
        #expect(Self.label(framed: false, insets: EdgeInsets(top: -2, left: -2, bottom: -2, right: -2)).effectiveTextInsets == .zero)
    }
}
