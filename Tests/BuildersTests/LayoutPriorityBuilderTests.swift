import Builders
import Foundation
import Testing
import TokenModel

/// Content hugging and compression resistance set through both builder styles: the template project's
/// `setX` chains and `UIBuilder`.
@Suite("Builders' layout priorities")
struct LayoutPriorityBuilderTests {
    private static let body = Typography(fontFamily: ["Inter"], fontSize: 16)

    // MARK: - Setting

    @Test func aTemplateChainSetsBothPriorities() {
        let label = LabelBuilder.startBuild()
            .setContentHuggingPriority(200, for: .horizontal)
            .setContentCompressionResistancePriority(.defaultHigh + 1, for: .vertical)
            .build()
        #expect(label.contentHuggingPriority(for: .horizontal) == 200)
        #expect(label.contentHuggingPriority(for: .vertical) == 251, "the other axis keeps the label's default")
        #expect(label.contentCompressionResistancePriority(for: .vertical) == 751)
        #expect(label.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        let view = ViewBuilder.startBuild().setContentHuggingPriority(.required, for: .vertical).build()
        #expect(view.contentHuggingPriority(for: .vertical) == .required)
    }

    @Test func aUIBuilderChainSetsBothPriorities() {
        let label = UIBuilder(Label.self)
            .setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
            .setContentCompressionResistancePriority(.required, for: .horizontal)
            .view
        #expect(label.contentHuggingPriority(for: .horizontal) == 249)
        #expect(label.contentCompressionResistancePriority(for: .horizontal) == .required)
        #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    // MARK: - Layout honours them

    @Test(arguments: [false, true])
    func ofTwoLabelsInARowTheLowerHuggingStretches(_ secondStretches: Bool) throws {
        let first = LabelBuilder.startBuild().useAutoLayout().setTypography(Self.body).setText("Name")
            .setContentHuggingPriority(secondStretches ? .defaultHigh : .defaultLow, for: .horizontal).build()
        let second = UIBuilder(Label.self).text("Value").typography(Self.body).translatesAutoresizingMaskIntoConstraints(false)
            .setContentHuggingPriority(secondStretches ? .defaultLow : .defaultHigh, for: .horizontal).view
        let row = try Self.row(first, second, width: 300)
        let (stretched, hugging) = secondStretches ? (second, first) : (first, second)
        let natural = try #require(try hugging.intrinsicContentSize(fittingWidth: nil))
        #expect(hugging.frame.width == natural.width)
        #expect(stretched.frame.width == 300 - natural.width)
        #expect(first.frame.minX == 0 && second.frame.maxX == row.frame.width)
    }

    @Test(arguments: [false, true])
    func ofTwoLabelsInATooNarrowRowTheLowerResistanceShrinks(_ secondShrinks: Bool) throws {
        let first = LabelBuilder.startBuild().useAutoLayout().setTypography(Self.body).setText("A longer name")
            .setContentCompressionResistancePriority(secondShrinks ? .required : 500, for: .horizontal).build()
        let second = UIBuilder(Label.self).text("A longer value").typography(Self.body).translatesAutoresizingMaskIntoConstraints(false)
            .setContentCompressionResistancePriority(secondShrinks ? 500 : .required, for: .horizontal).view
        _ = try Self.row(first, second, width: 120)
        let (shrunk, kept) = secondShrinks ? (second, first) : (first, second)
        let natural = try #require(try kept.intrinsicContentSize(fittingWidth: nil))
        #expect(kept.frame.width == natural.width)
        #expect(shrunk.frame.width == 120 - natural.width)
    }

    // MARK: - Private

    /// `first` then `second` edge to edge across a row `width` points wide, laid out.
    private static func row(_ first: Label, _ second: Label, width: CGFloat) throws -> View {
        let row = View()
        row.addSubview(first)
        row.addSubview(second)
        activateRow(first, second, in: row)
        try LayoutPass.layout(row, size: .fixed(CGSize(width: width, height: 40)))
        return row
    }
}
