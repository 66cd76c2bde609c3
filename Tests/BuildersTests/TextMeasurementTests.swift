@testable import Builders
import Foundation
import Render
import Testing
import TokenModel

/// A pass shares text measurements between its labels; the frames and errors are those of
/// measuring each label on its own.
@Suite("Layout: text measured once per pass")
struct TextMeasurementTests {
    // MARK: - Helpers

    /// Many distinct texts.
    private static let count = 40

    private static let body = Typography(fontFamily: ["Inter"], fontSize: 15, lineHeight: 1.4)

    /// A label of text `index`, wrapping when `index` is odd.
    private func label(_ index: Int) -> Label {
        let label = Label(text: "Spacing tokens were renamed; the old names stay as aliases \(index)")
        label.typography = Self.body
        label.numberOfLines = index.isMultiple(of: 2) ? 1 : 0
        return label
    }

    /// A vertical stack of `labels`, each filling the width.
    private func stack(_ labels: [Label]) -> StackView {
        let stack = StackView(arrangedSubviews: labels)
        stack.axis = .vertical
        stack.spacing = 4
        return stack
    }

    // MARK: - Tests

    /// Each label of a list of distinct texts gets the frame size it gets laid out alone.
    @Test func framesMatchLabelsLaidOutOneByOne() throws {
        let labels = (0..<Self.count).map(label)
        let root = stack(labels)
        try LayoutPass.layout(root, size: .fitting(width: .exactly(240), height: .compressed))
        for (index, laidOut) in labels.enumerated() {
            let alone = label(index)
            try LayoutPass.layout(alone, size: .fitting(width: .exactly(240), height: .compressed))
            #expect(laidOut.frame.size == alone.frame.size, "label \(index)")
        }
        #expect(labels.contains { $0.frame.height > labels[0].frame.height }, "some bodies wrap")
    }

    /// An empty font list in the last label throws as from a label alone.
    @Test func emptyFontListStillThrows() throws {
        let labels = (0..<Self.count).map(label)
        labels[Self.count - 1].typography = Typography(fontFamily: [], fontSize: 15)
        #expect(throws: RenderError.emptyFontList) {
            try LayoutPass.layout(stack(labels), size: .fitting(width: .exactly(240), height: .compressed))
        }
    }

    /// A text past the byte limit in the last label throws as from a label alone.
    @Test func tooLongTextStillThrows() throws {
        let labels = (0..<Self.count).map(label)
        let bytes = TextLayout.maximumTextBytes + 1
        labels[Self.count - 1].text = String(repeating: "a", count: bytes)
        #expect(throws: RenderError.textTooLong(bytes: bytes)) {
            try LayoutPass.layout(stack(labels), size: .fitting(width: .exactly(240), height: .compressed))
        }
    }
}
