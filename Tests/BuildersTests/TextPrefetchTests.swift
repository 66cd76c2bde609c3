import Builders
import Foundation
import Render
import Testing
import TokenModel
@_spi(LayoutFastPaths) @testable import ViewKit

/// A pass with many distinct texts measures them in parallel before solving; the frames
/// and errors are those of measuring each label on its own.
@Suite("Layout: text measured in parallel")
struct TextPrefetchTests {
    // MARK: - Helpers

    /// More distinct texts than the pass measures one by one.
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

    /// An empty font list throws from the parallel measuring as from a label alone (the
    /// last label's text is the first a helper thread takes).
    @Test func emptyFontListStillThrows() throws {
        let labels = (0..<Self.count).map(label)
        labels[Self.count - 1].typography = Typography(fontFamily: [], fontSize: 15)
        #expect(throws: RenderError.emptyFontList) {
            try LayoutPass.layout(stack(labels), size: .fitting(width: .exactly(240), height: .compressed))
        }
    }

    /// A text past the byte limit throws from the parallel measuring as from a label alone.
    @Test func tooLongTextStillThrows() throws {
        let labels = (0..<Self.count).map(label)
        let bytes = TextLayout.maximumTextBytes + 1
        labels[Self.count - 1].text = String(repeating: "a", count: bytes)
        #expect(throws: RenderError.textTooLong(bytes: bytes)) {
            try LayoutPass.layout(stack(labels), size: .fitting(width: .exactly(240), height: .compressed))
        }
    }
    /// Where the constraints leave a tie (labels chained down a root too short for them,
    /// all with the same compression resistance), helpers must not pick a different
    /// answer: the frames are those of a pass with no helpers, on any machine.
    @Test(arguments: [CGFloat(500), 100])
    func helpersChangeNoFrameInATie(height: CGFloat) throws {
        func frames(helpers: Bool) throws -> [CGRect] {
            let root = View()
            let labels = (0..<20).map { index in
                let label = Label(text: "Body and caption styles share one line-height ratio \(index)")
                label.typography = Self.body
                label.numberOfLines = 0
                return label
            }
            var constraints: [NSLayoutConstraint] = []
            for (index, label) in labels.enumerated() {
                root.addSubview(label)
                label.translatesAutoresizingMaskIntoConstraints = false
                constraints += [
                    label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                    label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                    label.topAnchor.constraint(equalTo: index == 0 ? root.topAnchor : labels[index - 1].bottomAnchor),
                    label.heightAnchor.constraint(greaterThanOrEqualToConstant: 0),
                ]
            }
            constraints.append(labels[19].bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor))
            NSLayoutConstraint.activate(constraints)
            try LayoutPass.layout(root, size: .fixed(CGSize(width: 300, height: height)), fastPaths: LayoutFastPaths(helperThreads: helpers))
            return labels.map(\.frame)
        }
        #expect(try frames(helpers: true) == frames(helpers: false))
    }
}
