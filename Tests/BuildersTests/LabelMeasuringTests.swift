import Builders
import Foundation
import Render
import Testing
import TokenModel

/// A label remembers the sizes it measured by width; each change to its text or style
/// measures again. Each expectation compares with a fresh label, measured from scratch.
@Suite("Label: remembered sizes")
struct LabelMeasuringTests {
    // MARK: - Helpers

    private static let words = "Body and caption styles share one line-height ratio across every screen."

    /// The size a fresh label set up by `configure` measures at `width`.
    private func freshSize(at width: CGFloat?, _ configure: (Label) -> Void) throws -> CGSize? {
        let label = Label(text: Self.words)
        configure(label)
        return try label.intrinsicContentSize(fittingWidth: width)
    }

    // MARK: - Tests

    /// Measuring twice at one width gives the same size; another width its own size.
    @Test func sizesAreRememberedPerWidth() throws {
        let label = Label(text: Self.words)
        label.numberOfLines = 0
        let narrow = try label.intrinsicContentSize(fittingWidth: 80)
        let wide = try label.intrinsicContentSize(fittingWidth: 400)
        #expect(try label.intrinsicContentSize(fittingWidth: 80) == narrow)
        #expect(narrow != wide)
        #expect(try label.intrinsicContentSize(fittingWidth: 400) == wide)
    }

    /// Every property that changes the text's layout forgets the sizes measured before.
    @Test func changesMeasureAgain() throws {
        let label = Label(text: Self.words)
        _ = try label.intrinsicContentSize(fittingWidth: 120)
        label.numberOfLines = 0
        #expect(try label.intrinsicContentSize(fittingWidth: 120) == freshSize(at: 120) { $0.numberOfLines = 0 })
        label.text = "Short"
        #expect(try label.intrinsicContentSize(fittingWidth: 120) == freshSize(at: 120) { $0.text = "Short"; $0.numberOfLines = 0 })
        let large = Typography(fontFamily: ["DejaVu Sans"], fontSize: 30)
        label.typography = large
        #expect(try label.intrinsicContentSize(fittingWidth: 120) == freshSize(at: 120) {
            $0.text = "Short"; $0.numberOfLines = 0; $0.typography = large
        })
        label.attributedText = StyledText(AttributedText(Self.words))
        #expect(try label.intrinsicContentSize(fittingWidth: 120) == freshSize(at: 120) { $0.numberOfLines = 0; $0.typography = large })
        label.preferredMaxLayoutWidth = 60
        #expect(try label.intrinsicContentSize(fittingWidth: nil) == freshSize(at: nil) {
            $0.numberOfLines = 0; $0.typography = large; $0.preferredMaxLayoutWidth = 60
        })
        label.numberOfLines = 1
        label.lineBreakMode = .byWordWrapping
        #expect(try label.intrinsicContentSize(fittingWidth: 120) == freshSize(at: 120) {
            $0.typography = large; $0.preferredMaxLayoutWidth = 60; $0.lineBreakMode = .byWordWrapping
        })
    }

    /// In one pass, labels share measurements only when text, style and width all agree:
    /// the same words in one line and in as many lines as they need get their own sizes,
    /// and two identical labels get the same frames as each does alone.
    @Test func labelsOfOnePassShareOnlyWhatIsTheSame() throws {
        let container = View()
        let oneLine = Label(text: Self.words).useAutoLayout()
        let wrapped = Label(text: Self.words).useAutoLayout()
        wrapped.numberOfLines = 0
        let twin = Label(text: Self.words).useAutoLayout()
        twin.numberOfLines = 0
        for label in [oneLine, wrapped, twin] { container.addSubview(label) }
        LayoutConstraint.activate([
            oneLine.topAnchor.constraint(equalTo: container.topAnchor),
            wrapped.topAnchor.constraint(equalTo: oneLine.bottomAnchor),
            twin.topAnchor.constraint(equalTo: wrapped.bottomAnchor),
        ] + [oneLine, wrapped, twin].flatMap { [
            $0.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            $0.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        ] })
        try LayoutPass.layout(container, size: .fixed(CGSize(width: 160, height: 400)))
        let alone = Label(text: Self.words)
        alone.numberOfLines = 0
        let aloneHeight = try #require(try alone.intrinsicContentSize(fittingWidth: 160)).height
        #expect(wrapped.frame.height == aloneHeight)
        #expect(twin.frame.height == aloneHeight)
        #expect(oneLine.frame.height < aloneHeight)
    }
}

/// A label measured with no limit answers for a wider limit without measuring again; the
/// answer must be the one Pango gives at that limit.
extension LabelMeasuringTests {
    @Test(arguments: [
        ("Short note.", TextAlignment.natural),
        ("Two\nparagraphs", .center),
        ("Line\u{2028}separator", .right),
        ("Trailing spaces   ", .left),
        ("שלום עולם", .natural),
    ])
    func anUnlimitedSizeThatFitsIsTheSizeAtTheLimit(text: String, alignment: TextAlignment) throws {
        func label() -> Label {
            let label = Label(text: text)
            label.typography = Typography(fontFamily: ["DejaVu Sans"], fontSize: 15)
            label.alignment = alignment
            label.numberOfLines = 0
            return label
        }
        let primed = label()
        let unlimited = try #require(try primed.intrinsicContentSize(fittingWidth: nil))
        for limit in [unlimited.width, unlimited.width + 40] {
            let measured = try label().makeLayout(theme: .defaults).size(fittingWidth: limit)
            #expect(try primed.intrinsicContentSize(fittingWidth: limit) == measured)
        }
    }
}
