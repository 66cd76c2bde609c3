import Builders
import Foundation
import Render
import Testing
import TokenModel

/// A builder of an app's own view, as the template project describes them: `ViewBuilding` gives the
/// common `setX` methods and `StyleBuilder` the styles.
private final class CardBuilder: ViewBuilding, StyleBuilder {
    enum CardStyle { case elevated }

    typealias BuiltView = UIView

    let view = UIView()

    static func startBuild() -> CardBuilder { CardBuilder() }

    func setStyle(_ style: CardStyle) -> Self {
        switch style {
        case .elevated:
            return setCornerRadius(12).setBackgroundColor(UIColor.white)
        }
    }
}

@Suite("The template project's builders")
struct BuilderTests {
    private let pixel = Image(try! PixelImage(width: 1, height: 1, pixels: [0xFF00_00FF]))
    private let body = Typography(fontFamily: ["Inter"], fontSize: 16, lineHeight: 1.5)

    /// Applies a style through the protocol alone.
    private func styled<B: StyleBuilder>(_ builder: B, _ style: B.StyleType) -> B {
        builder.setStyle(style)
    }

    @Test func viewBuilderSetsEveryViewProperty() {
        let shadow = Themed([Shadow(color: .black, offsetX: Dimension(0), offsetY: Dimension(2), blur: Dimension(4), spread: Dimension(0))])
        let view = ViewBuilder.startBuild()
            .useAutoLayout()
            .setBackgroundColor(.red)
            .setCornerRadius(6)
            .setBorder(width: 2, color: .blue)
            .setMaskedCorners([.topLeft, .topRight])
            .setClipsToBounds(true)
            .setShadow(shadow)
            .setAlpha(0.5)
            .setHidden(true)
            .setTag(7)
            .build()
        #expect(type(of: view) == View.self)
        #expect(!view.translatesAutoresizingMaskIntoConstraints)
        #expect(view.backgroundColor == .red && view.cornerRadius == 6)
        #expect(view.borderWidth == 2 && view.borderColor == .blue)
        #expect(view.maskedCorners == [.topLeft, .topRight] && view.clipsToBounds)
        #expect(view.shadow == shadow && view.alpha == 0.5 && view.isHidden && view.tag == 7)

        let plain = ViewBuilder.startBuild().setBackgroundColor(UIColor.green).setBorder(width: 1, color: UIColor.gray).build()
        #expect(plain.backgroundColor == .green && plain.borderColor == .gray)
        #expect(ViewBuilder.startBuild().setBackgroundColor(nil).build().backgroundColor == nil)
    }

    @Test func imageViewBuilderSetsImageContentModeAndTint() {
        let imageView = ImageViewBuilder.startBuild()
            .setImage(pixel)
            .setContentMode(.scaleAspectFit)
            .setTintColor(UIColor.orange)
            .build()
        #expect(imageView.image == pixel && imageView.contentMode == .scaleAspectFit)
        #expect(imageView.tintColor == .orange)
        #expect(ImageViewBuilder.startBuild().setTintColor(Themed<Color>?.none).build().tintColor == nil)
    }

    @Test func stackViewBuilderSetsTheConfigurationAndArrangedSubviews() {
        let (first, second, third) = (View(), View(), View())
        let stack = StackViewBuilder.startBuild()
            .useAutoLayout()
            .setAxis(.vertical)
            .setAlignment(.firstBaseline)
            .setDistribution(.equalSpacing)
            .setSpacing(8)
            .setLayoutMarginsRelativeArrangement(true)
            .setBaselineRelativeArrangement(true)
            .addArrangedSubview(first)
            .setArrangedSubviews([second, third])
            .setCustomSpacing(20, after: first)
            .build()
        #expect(stack.axis == .vertical && stack.alignment == .firstBaseline && stack.distribution == .equalSpacing)
        #expect(stack.spacing == 8 && stack.isLayoutMarginsRelativeArrangement && stack.isBaselineRelativeArrangement)
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [first, second, third].map(ObjectIdentifier.init))
        #expect(stack.subviews.count == 3 && !second.translatesAutoresizingMaskIntoConstraints)
        #expect(stack.customSpacing(after: first) == 20 && stack.customSpacing(after: second) == StackView.spacingUseDefault)
    }

    @Test func buttonBuilderSetsValuesPerState() {
        let insets = EdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        let button = ButtonBuilder.startBuild()
            .setTitle("Send")
            .setTitle("Sending", for: .highlighted)
            .setTitleColor(UIColor.white)
            .setTitleColor(.gray, for: .disabled)
            .setImage(pixel)
            .setBackgroundImage(pixel, for: .selected)
            .setBackgroundColor(UIColor.blue, for: .normal)
            .setBackgroundColor(Themed<Color>.lightGray, for: .disabled)
            .setFont(body)
            .setContentEdgeInsets(insets)
            .setImageTitleSpacing(6)
            .setEnabled(false)
            .setSelected(true)
            .build()
        #expect(button.title(for: .normal) == "Send" && button.title(for: .highlighted) == "Sending")
        #expect(button.titleColor(for: .normal) == .white && button.titleColor(for: .disabled) == .gray)
        #expect(button.image(for: .normal) == pixel && button.backgroundImage(for: .selected) == pixel)
        #expect(button.backgroundImage(for: .normal) == nil)
        #expect(button.backgroundColor(for: .normal) == .blue && button.backgroundColor(for: .disabled) == .lightGray)
        #expect(button.titleTypography == body && button.contentEdgeInsets == insets && button.imageTitleSpacing == 6)
        #expect(!button.isEnabled && button.isSelected && button.state == .disabled)
    }

    /// The border's color per state (a `UIButton.Configuration`'s stroke per state): the
    /// view's border color follows the state shown; a state without its own shows normal's.
    @Test func buttonBuilderSetsTheBorderColorPerState() {
        let button = ButtonBuilder.startBuild().setBorderWidth(1).setBorderColor(.blue, for: .normal).setBorderColor(.gray, for: .disabled).build()
        #expect(button.borderWidth == 1 && button.borderColor == .blue)
        button.isEnabled = false
        #expect(button.borderColor == .gray)
        button.isEnabled = true
        button.isHighlighted = true
        #expect(button.borderColor == .blue)
        #expect(button.borderColor(for: .selected) == .blue)
        let plain = ButtonBuilder.startBuild().setBorder(width: 1, color: .red).build()
        plain.isEnabled = false
        #expect(plain.borderColor == .red, "without a color per state the view's own border stays")
    }

    @Test func labelBuilderNamesItsViewLabel() {
        let builder = LabelBuilder.startBuild()
        #expect(builder.label === builder.build())
    }

    @Test func styleBuilderAppliesAStyleThroughTheProtocol() {
        let card = styled(CardBuilder.startBuild(), .elevated).build()
        #expect(card.cornerRadius == 12 && card.backgroundColor == .white)
    }
}
