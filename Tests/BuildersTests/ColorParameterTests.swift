import Builders
import Foundation
import TestSupport
import Testing
import TokenModel

/// Every color-taking API has one signature, taking ``UIColor`` (`Themed<Color>`), so the
/// origins' ordinary spellings compile without a type annotation and mean what they say.
@Suite struct ColorParameterTests {
    // MARK: - Nested types

    /// A generated token namespace, as `dscompile build` writes one: a color per theme.
    private enum Colors {
        static let mainColor = UIColor(Color(srgbHex: 0x1F6FEB), variants: [.dark: Color(srgbHex: 0x58A6FF)])
    }

    /// A builder written to the template project's protocol with its signatures.
    private final class CardBuilder: UIViewBuilderType {
        let view = View()
        static func startBuild() -> CardBuilder { CardBuilder() }
        init() {}
        func build() -> UIView { view }
        func useAutoLayout() -> Self { view.useAutoLayout(); return self }
        func setBackgroundColor(_ color: UIColor?) -> Self { view.backgroundColor = color; return self }
        func setCornerRadius(_ radius: CGFloat) -> Self { view.cornerRadius = radius; return self }
        func setBorder(width: CGFloat, color: UIColor) -> Self { view.borderWidth = width; view.borderColor = color; return self }
        func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) -> Self { self }
        func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) -> Self { self }
    }

    // MARK: - Tests

    @Test func namedColorsAndNilNeedNoAnnotation() {
        let label = LabelBuilder.startBuild().setTextColor(.red).setBackgroundColor(.red).build()
        #expect(label.textColor == UIColor.red && label.backgroundColor == .red)
        #expect(LabelBuilder.startBuild().setBackgroundColor(.red).setBackgroundColor(nil).build().backgroundColor == nil)
        #expect(ViewBuilder.startBuild().setBorder(width: 1, color: .blue).build().borderColor == .blue)
    }

    @Test func uiColorTokensAndPlainColorsAreTheSameType() {
        let skeletonView = SkeletonView()
        skeletonView.gradientBackgroundColor = UIColor.red
        skeletonView.gradientMovingColor = UIColor.green
        #expect(skeletonView.gradientBackgroundColor.resolved(in: .defaults) == Color.red)

        let tokenLabel = LabelBuilder.startBuild().setTextColor(Colors.mainColor).build()
        #expect(tokenLabel.textColor.resolved(in: .dark) == Color(srgbHex: 0x58A6FF))
        let plain = Color(srgbHex: 0x123456)
        #expect(LabelBuilder.startBuild().setTextColor(UIColor(plain)).build().textColor == UIColor(plain))
    }

    @Test func uiKitInitializersAndAlpha() {
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == .red)
        #expect(UIColor(white: 0, alpha: 1) == .black)
        let faded = UIColor.white.withAlphaComponent(0.1)
        #expect(faded.resolved(in: .defaults).alpha == 0.1 && faded.resolved(in: .defaults).red == 1)
        #expect(Colors.mainColor.withAlphaComponent(0.5).resolved(in: .dark) == Color(srgbHex: 0x58A6FF).withAlpha(0.5))
        #expect(UIColor.red.withAlphaComponent(3).resolved(in: .defaults).alpha == 1)
    }

    @Test func aBuilderWrittenToTheTemplateProtocolConforms() {
        let card = CardBuilder.startBuild().useAutoLayout().setBackgroundColor(.white).setCornerRadius(8)
            .setBorder(width: 1, color: UIColor.darkGray).setBackgroundColor(nil).build()
        #expect(card.backgroundColor == nil && card.borderColor == .darkGray && !card.translatesAutoresizingMaskIntoConstraints)
    }
}
