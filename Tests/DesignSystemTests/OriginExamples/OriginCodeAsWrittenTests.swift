import Builders
import Foundation
import Gallery
import Render
import Testing
import TokenModel

// Team code written against the origins' APIs as the template project, SurfUtils and UIBuilder
// document them: each declaration and call below is spelled as on iOS. The inventory of
// what compiles as written is the table in docs/UIKIT.md, «Team code as written › Inventory».

// MARK: - The template project's builder protocols

/// Generic code over the template project's `UIBuilderType`, which names its built view
/// `View`: `B.View`.
private func buildAny<B: UIBuilderType>(_ builder: B.Type) -> B.View {
    return builder.startBuild().build()
}

/// A team's builder with exactly the four methods the template project lists for
/// `UIViewBuilderType`.
private final class CardBuilder: UIViewBuilderType {
    private let card = UIView()

    static func startBuild() -> CardBuilder {
        return CardBuilder()
    }

    func build() -> UIView {
        return card
    }

    func useAutoLayout() -> Self {
        card.translatesAutoresizingMaskIntoConstraints = false
        return self
    }

    func setBackgroundColor(_ color: UIColor?) -> Self {
        card.backgroundColor = color
        return self
    }

    func setCornerRadius(_ radius: CGFloat) -> Self {
        card.cornerRadius = radius
        return self
    }

    func setBorder(width: CGFloat, color: UIColor) -> Self {
        card.borderWidth = width
        card.borderColor = color
        return self
    }
}

// MARK: - The UIKit custom-view pattern

/// A hand-written view as every UIKit project writes one (SurfUtils' «XibView» calls
/// `xibSetup()` where this calls `setup()`).
private final class ProfileHeaderView: UIView {
    let nameLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        setup()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        setup()
    }

    private func setup() {
        nameLabel.text = "Anna"
        addSubview(nameLabel)
    }
}

// MARK: - SurfUtils' CustomSwitch

/// A team's own color configuration: SurfUtils' protocol has the one method.
private struct CSBrandColorConfiguration: CSColorConfiguration {
    let color: UIColor

    func applyColor(for view: UIView) {
        view.backgroundColor = color
    }
}

/// The screen of SurfUtils' «CustomSwitch» usage: the configuration block is SurfUtils', as
/// written, shared with the gallery's "SurfUtils examples"; the `@IBAction` below is as written.
private final class SwitchScreen {
    private(set) var reported: [Bool] = []

    func makeSwitch() -> CustomSwitch {
        SurfUtilsExampleConfigurations.customSwitch(isOn: true)
    }

    // обработка

    @IBAction func switchValueDidChange(_ sender: CustomSwitch) {
        reported.append(sender.isOn)
    }
}

// MARK: - UIBuilder's text field with a delegate

/// A controller that is its text field's delegate, as UIBuilder's example 4 assumes.
private final class FormController: UITextFieldDelegate {
    func makeField() -> UIBuilder<UITextField> {
        let field = UIBuilder(UITextField.self)
            .backgroundColor(.lightText)
            .borderStyle(.roundedRect)
            .delegate(self)
            .layer { layer in
                layer.shadowColor = UIColor.darkGray.cgColor
                layer.shadowOffset = CGSize(width: 10, height: 10)
            }.finally { view in
                view.inputView?.backgroundColor = .red
            }
        return field
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        return true
    }
}

// MARK: - SurfUtils' OTPField

/// The screen of SurfUtils' «OTPField» usage: the lines up to `setBetween(space:)` are
/// SurfUtils', shared with the gallery's "SurfUtils examples"; the `didCodeEnter` block below is
/// as written, `auth` being the app's network call, here failing at once.
private final class OTPScreen {
    private(set) var view = UIView()
    private(set) var field: OTPField?

    func auth(code: String, success: () -> Void, error: () -> Void) {
        error()
    }

    func viewDidLoad() {
        let (screen, otpField) = SurfUtilsExampleConfigurations.otpField()
        view = screen

        otpField.didCodeEnter = { code in
            self.auth(
                code: code,
                success: {
                    print("success")
                },
                error: {
                    otpField.showError(message: "Ошибка")
                    otpField.clear()
                }
            )
        }
        field = otpField
    }
}

// MARK: - Tests

/// Team code that did not compile before, written as its origin writes it, with
/// what it does checked against their documentation and hand-computed values.
@Suite("Code as its origins write it")
struct OriginCodeAsWrittenTests {
    // MARK: - Template project

    /// `B.View` is the built view's type: a label builder's is `UILabel`.
    @Test func genericCodeNamesTheBuiltViewBView() {
        let label: UILabel = buildAny(LabelBuilder.self)
        let view: UIView = buildAny(CardBuilder.self)
        #expect(label.numberOfLines == 1)
        #expect(type(of: view) == UIView.self)
    }

    /// A builder with the four methods conforms; each sets what its name says.
    @Test func aBuilderWithTheFourMethodsConforms() {
        let card = CardBuilder.startBuild()
            .useAutoLayout()
            .setBackgroundColor(.red)
            .setCornerRadius(12)
            .setBorder(width: 1, color: .blue)
            .build()
        #expect(!card.translatesAutoresizingMaskIntoConstraints)
        #expect(card.backgroundColor == .red && card.cornerRadius == 12)
        #expect(card.borderWidth == 1 && card.borderColor == .blue)
    }

    // MARK: - Custom views

    /// `override init(frame:)` sets the frame before `setup()`; `init()` is inherited (a
    /// zero frame), and UIBuilder makes the view from its type; `init?(coder:)` answers
    /// `nil`, since no nib exists to decode.
    @Test func theCustomViewPatternCompilesAndRuns() {
        let framed = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 64))
        #expect(framed.frame == CGRect(x: 0, y: 0, width: 320, height: 64))
        #expect(framed.subviews.count == 1 && framed.nameLabel.text == "Anna")

        let plain = ProfileHeaderView()
        #expect(plain.frame == .zero && plain.nameLabel.superview === plain)

        let built = UIBuilder(ProfileHeaderView.self).tag(3).view
        #expect(built.tag == 3 && built.nameLabel.text == "Anna")

        #expect(ProfileHeaderView(coder: NSKeyedArchiver(requiringSecureCoding: false)) == nil)
    }

    /// Every view of the module takes `init(frame:)`, as UIKit's do.
    @Test func everyViewTakesAFrame() {
        let frame = CGRect(x: 4, y: 8, width: 120, height: 40)
        let views: [UIView] = [UIView(frame: frame), UILabel(frame: frame), UIImageView(frame: frame), UIButton(frame: frame),
                               UITextField(frame: frame), UIStackView(frame: frame), CustomSwitch(frame: frame),
                               OTPField(frame: frame), SkeletonView(frame: frame), BeanPageControl(frame: frame),
                               TouchableControl(frame: frame), CommonButton(frame: frame), BaseLoadingView(frame: frame)]
        #expect(views.allSatisfy { $0.frame == frame })
        // The subclasses' own set-up runs with either initializer.
        #expect(UILabel(frame: frame).contentHuggingPriority == UILabel().contentHuggingPriority)
    }

    // MARK: - CustomSwitch

    /// SurfUtils' usage compiles as written, `@IBAction` included, and the switch is on.
    /// An `@IBAction` method is isolated to the main actor, as on iOS.
    @Test @MainActor func customSwitchUsageAsWritten() {
        let screen = SwitchScreen()
        let customSwitch = screen.makeSwitch()
        #expect(customSwitch.frame.size == CGSize(width: 100, height: 50) && customSwitch.isOn)
        screen.switchValueDidChange(customSwitch)
        #expect(screen.reported == [true])
    }

    /// A team's configuration with only `applyColor(for:)` paints the part with the
    /// background it sets; the simple one sets the view's background, as SurfUtils' does.
    @Test func aColorConfigurationNeedsOnlyApplyColor() {
        let brand = CSBrandColorConfiguration(color: .orange)
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(brand.fill(for: rect, in: .defaults) == .color(UIColor.orange.resolved(in: .defaults)))

        let view = UIView()
        CSSimpleColorConfiguration(color: .green).applyColor(for: view)
        #expect(view.backgroundColor == .green)

        let customSwitch = CustomSwitch(frame: rect)
        customSwitch.colorsConfiguration = .init(offColorConfiguraion: brand,
                                                 onColorConfiguraion: CSSimpleColorConfiguration(color: .green),
                                                 thumbColorConfiguraion: CSSimpleColorConfiguration(color: .white))
        #expect(customSwitch.colorsConfiguration.off.fill(for: rect, in: .defaults) == .color(UIColor.orange.resolved(in: .defaults)))
    }

    /// `options:` takes UIKit's animation options, SurfUtils' default being ease-out from
    /// the current state with interaction; `.autoreverse` and `.repeat` shape the progress:
    /// for 1 s, half-way at 0.5 s, back to half-way at 1.5 s; repeating, a quarter at 2.25 s.
    @Test func animationsTakeUIKitOptions() {
        let configuration = CustomSwitch.AnimationsConfiguration(duration: 0.3, delay: 0, usingSpringWithDamping: 0.7,
                                                                 initialSpringVelocity: 0.5, options: [.curveEaseOut, .allowUserInteraction])
        #expect(configuration.options == [.curveEaseOut, .allowUserInteraction])
        #expect(CustomSwitch.AnimationsConfiguration().options == [.curveEaseOut, .beginFromCurrentState, .allowUserInteraction])

        let once = CustomSwitch.AnimationsConfiguration(duration: 1, options: [])
        #expect(once.progress(atTime: 0.5) == 0.5 && once.progress(atTime: 1.5) == 1)
        let reversed = CustomSwitch.AnimationsConfiguration(duration: 1, options: [.autoreverse])
        #expect(reversed.progress(atTime: 0.5) == 0.5 && reversed.progress(atTime: 1.5) == 0.5)
        #expect(reversed.progress(atTime: 2.5) == 1)
        let repeated = CustomSwitch.AnimationsConfiguration(duration: 1, options: [.repeat])
        #expect(repeated.progress(atTime: 2.25) == 0.25)
        let swinging = CustomSwitch.AnimationsConfiguration(duration: 1, options: [.repeat, .autoreverse])
        #expect(swinging.progress(atTime: 3.25) == 0.75)
        #expect(UIView.AnimationOptions.curveEaseOut.rawValue == 2 << 16 && UIView.AnimationOptions.repeat.rawValue == 8)
    }

    // MARK: - UIImage

    /// SurfUtils' `drawInitials` and both `badgedImage`s on `UIImage`, optional as there:
    /// the initials keep the image's size; the image badge grows the canvas by a quarter
    /// of its dimension each way (40 + 16 / 4 = 44); every scale is drawn.
    @Test func imageHelpersOnUIImage() throws {
        let image = try #require(UIImage(color: .gray, size: CGSize(width: 40, height: 40)))
        let initials = try #require(image.drawInitials(firstname: "Иван", lastname: "Петров", font: .boldSystemFont(ofSize: 16), textColor: .white))
        #expect(initials.size == CGSize(width: 40, height: 40))
        #expect(initials.representations.map(\.scale) == [1, 2, 3])
        // Each scale is the drawer's own picture of that scale (PixelImage's, tested with
        // the drawers), so the initials are drawn, not the gray square handed back.
        for (gray, drawn) in zip(image.representations, initials.representations) {
            #expect(drawn == (try gray.drawInitials(firstname: "Иван", lastname: "Петров", font: .boldSystemFont(ofSize: 16), textColor: .white)))
            #expect(drawn != gray)
        }

        let counted = try #require(image.badgedImage(count: 3, dimension: 16, strokeWidth: 2, backgroundBadgeColor: .red))
        for (gray, drawn) in zip(image.representations, counted.representations) {
            #expect(drawn == (try gray.badgedImage(count: 3, dimension: 16, strokeWidth: 2, backgroundBadgeColor: UIColor.red.resolved(in: .defaults))))
        }
        let badge = try #require(UIImage(color: .green, size: CGSize(width: 8, height: 8)))
        #expect(image.badgedImage(badge, dimension: 16)?.size == CGSize(width: 44, height: 44))
    }

    /// What cannot be drawn answers `nil`, as the optional return says.
    @Test func anImageThatCannotBeDrawnIsNil() throws {
        let image = try #require(UIImage(color: .gray, size: CGSize(width: 40, height: 40)))
        #expect(image.badgedImage(count: 1, dimension: .nan, strokeWidth: 2, backgroundBadgeColor: .red) == nil)
        #expect(image.badgedImage(image, dimension: .infinity) == nil)
    }

    // MARK: - Text

    /// `label.attributedText = builder.value`: the label shows the built text with the
    /// builder's font.
    @Test func attributedTextTakesTheBuildersValue() {
        let builder = StringBuilder(globalAttributes: [.font(.systemFont(ofSize: 14)), .foregroundColor(.black)])
            .add(.string("Title"))
            .add(.delimeterWithString(delimeter: .init(type: .space), string: "blue"), with: [.foregroundColor(.blue)])
        let label = UILabel()
        label.attributedText = builder.value
        #expect(label.text == "Title blue" && label.font.fontSize == 14)
        #expect(label.attributedText?.string == "Title blue")
        label.text = "plain"
        #expect(label.attributedText == nil)
    }

    // MARK: - UIBuilder

    /// UIBuilder's example 4 with its `.delegate(self)`: the field keeps its delegate
    /// (weakly, as UIKit's).
    @Test func textFieldTakesADelegate() {
        let controller = FormController()
        let field = controller.makeField()
        #expect(field.view.delegate === controller && field.view.borderStyle == .roundedRect)
    }

    // MARK: - OTPField

    /// SurfUtils' OTPField usage with its `self.auth` call: a full code fails here, so the
    /// error branch shows «Ошибка» and clears the digits.
    @Test func otpFieldUsageAsWritten() throws {
        let screen = OTPScreen()
        screen.viewDidLoad()
        let field = try #require(screen.field)
        field.code = "1234"
        #expect(field.code.isEmpty && field.errorMessage == "Ошибка")
    }
}
