import Builders
import DesignSnapshots
import DesignSystem
import Foundation
import Render
import SpecimenSnapshotting
import Testing
import TokenModel

// MARK: - The template project's app constants

/// The template project's brand book, whose text-field font is the design system's body text here.
private enum GlobusBrandBook {
    enum TextField {
        static let font = DesignTokens.Fonts.body.defaultValue
    }
}

// MARK: - Tests

/// The builder examples of the template project and UIBuilder, written as they write them, drawn in the light
/// and the dark theme at scale 2 against `Snapshots/OriginExamples/<origin>-<name>.<theme>@2x.png`.
///
/// The template project's first example, the error label, is ``ErrorLabelSnapshotTests``.
/// UIBuilder's table view (example 2) is a view this module has not; its switch
/// (example 6) and its text field's `delegate` (example 4) are compiled as written in
/// ``UIBuilderImportTests`` and ``OriginCodeAsWrittenTests``. The origins draw on no background of their own; each example
/// here is drawn on the theme's screen background.
@Suite("Template project and UIBuilder example snapshots")
struct OriginExampleSnapshotTests {
    // MARK: - Samples

    /// The themes every example is drawn in.
    private static let themes = [DesignTokens.Themes.Theme.light, DesignTokens.Themes.Theme.dark]

    /// The background around every example, in points.
    private static let padding: CGFloat = 16

    /// UIBuilder's images (`hello`, `landscape`), kept with the builders' tests.
    private static let exampleAssets = ImageAssets(folder: URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("BuildersTests/Assets"))

    /// `view` pinned inside a clear container `width` points wide, so that what the
    /// example leaves to its superview (the width, the centering) has one to act in.
    private static func container(width: CGFloat, height: CGFloat? = nil, holding view: View,
                                  pin: (_ superview: View, _ view: View) -> Void) -> View {
        let container = ViewBuilder.startBuild().useAutoLayout().build()
        container.addSubview(view)
        container.widthAnchor.constraint(equalToConstant: width).isActive = true
        if let height { container.heightAnchor.constraint(equalToConstant: height).isActive = true }
        pin(container, view)
        return container
    }

    // MARK: - Template project

    /// The template project, «Пример UI компонента UILabel без стиля»:
    /// `valueLabel = LabelBuilder.startBuild().useAutoLayout().setFont(GlobusBrandBook.TextField.font)
    /// .setTextColor(DesignTokens.Colors.placeholder).setAlignment(.right).setNumberOfLines(1).build()`,
    /// in a 288-point row so that the right alignment shows.
    @Test(arguments: themes)
    func labelWithoutAStyle(theme: Theme) {
        var valueLabel: UILabel
        valueLabel = LabelBuilder.startBuild()
                    .useAutoLayout()
                    .setFont(GlobusBrandBook.TextField.font)
                    .setTextColor(DesignTokens.Colors.placeholder)
                    .setAlignment(.right)
                    .setNumberOfLines(1)
                    .build()
        valueLabel.text = "1 250 ₽"
        let row = Self.container(width: 288, holding: valueLabel) { row, label in
            label.snp.makeConstraints { make in
                make.edges.equalToSuperview()
            }
        }
        assertSnapshot(of: row, as: .specimen(theme: theme, padding: Self.padding), named: "template-value-label")
    }

    /// The template project, «Пример использования фреймворка SnapKit со сборщиком компонентов»:
    /// `imageView = ImageViewBuilder.startBuild().setContentMode(.scaleAspectFit).build()`,
    /// `addSubview(imageView)`, `make.centerX.centerY.equalToSuperview()`,
    /// `make.size.equalTo(sizeImage)`. The template project's superview is a 160 × 96 card here, and its
    /// image the 96 × 64 portrait, fitted into a 64-point square (letterboxed).
    @Test(arguments: themes)
    func imageViewLaidOutWithSnapKit(theme: Theme) throws {
        let sizeImage = CGSize(width: 64, height: 64)
        var imageView: UIImageView
        imageView = ImageViewBuilder.startBuild()
                        .setContentMode(.scaleAspectFit)
                        .build()
        imageView.image = try SampleImages.portrait()
        let card = Specimens.view(style: .card, size: CGSize(width: 160, height: 96))
        card.addSubview(imageView)
        imageView.snp.makeConstraints { make in
            make.centerX.centerY.equalToSuperview()
            make.size.equalTo(sizeImage)
        }
        assertSnapshot(of: card, as: .specimen(theme: theme, padding: 24), named: "template-snapkit-image-view")
    }

    // MARK: - UIBuilder

    /// UIBuilder, example 1, «Creating a simple view»: `UIBuilder(UIView.self)
    /// .backgroundColor(.red).frame(CGRect(x: 0, y: 0, width: 100, height: 100))
    /// .tintColor(.blue).tag(12).view`: a 100-point red square.
    @Test(arguments: themes)
    func simpleView(theme: Theme) throws {
        let view = UIBuilder(UIView.self)
            .backgroundColor(.red)
            .frame(CGRect(x: 0, y: 0, width: 100, height: 100))
            .tintColor(.blue)
            .tag(12)
            .view
        // The frame, not constraints, sizes the view: it is drawn at that frame.
        let image = try Renderer(scale: 2, theme: theme, background: Specimens.background).render(view, padding: Self.padding)
        assertSnapshot(of: image, as: .image, named: "uibuilder-simple-view.\(theme.name)")
    }

    /// UIBuilder, example 2, «Creating a popular UIKit subclass of UIView»:
    /// `UIBuilder(UIStackView.self).translatesAutoresizingMaskIntoConstraints(false)
    /// .axis(.vertical).alignment(.center).distribution(.fill).spacing(12.0).view`,
    /// holding a title, a line of body text and a caption built with `UIBuilder(UILabel.self)`
    /// (UIBuilder leaves the stack empty).
    @Test(arguments: themes)
    func stackView(theme: Theme) {
        let stack = UIBuilder(UIStackView.self)
            .translatesAutoresizingMaskIntoConstraints(false)
            .axis(.vertical)
            .alignment(.center)
            .distribution(.fill)
            .spacing(12.0)
            .view
        for (text, font, color) in [("Order confirmed", DesignTokens.Fonts.title.defaultValue, DesignTokens.Colors.Text.primary),
                                    ("We will write when it ships.", DesignTokens.Fonts.body.defaultValue, DesignTokens.Colors.Text.secondary),
                                    ("Order 2048", DesignTokens.Fonts.caption.defaultValue, DesignTokens.Colors.Text.secondary)] {
            stack.addArrangedSubview(UIBuilder(UILabel.self)
                .translatesAutoresizingMaskIntoConstraints(false)
                .text(text)
                .font(font)
                .textColor(color)
                .view)
        }
        assertSnapshot(of: stack, as: .specimen(size: .fitting(width: .atMost(288)), theme: theme, padding: Self.padding),
                       named: "uibuilder-stack-view")
    }

    /// UIBuilder, example 3, «`UIBuilder` also supports configuring existing views»:
    /// `UIBuilder(button).title("Tap here").backgroundColor(.red).titleColor(.blue)
    /// .image(UIImage(named: "hello")).view`.
    @Test(arguments: themes)
    func configuredExistingButton(theme: Theme) async {
        await ImageAssets.withCurrent(Self.exampleAssets) {
            let button = UIButton()
            let configuredButton = UIBuilder(button)
                .title("Tap here")
                .backgroundColor(.red)
                .titleColor(.blue)
                .image(UIImage(named: "hello"))
                .view
            assertSnapshot(of: configuredButton, as: .specimen(theme: theme, padding: Self.padding)
                .exemptingTextContrast(because: "UIBuilder's own example colors (blue on red), drawn as its code writes them"),
                           named: "uibuilder-button")
        }
    }

    /// UIBuilder, example 4, «custom configuration closures»: `UIBuilder(UITextField.self)
    /// .backgroundColor(.lightText).borderStyle(.roundedRect).layer { layer in
    /// layer.shadowColor = UIColor.darkGray.cgColor; layer.shadowOffset = CGSize(width: 10, height: 10) }
    /// .finally { view in view.inputView?.backgroundColor = .red }`, 288 points wide. As on
    /// iOS, the shadow without an opacity is not drawn and the field has no input view.
    ///
    /// As in UIKit since iOS 7, the rounded-rect field fills its rounded rectangle with the
    /// background color (`.lightText`) instead of white, and its square corners stay clear.
    @Test(arguments: themes)
    func textFieldWithClosures(theme: Theme) {
        let field = UIBuilder(UITextField.self)
            .backgroundColor(.lightText)
            .borderStyle(.roundedRect)
            .layer { layer in
                layer.shadowColor = UIColor.darkGray.cgColor
                layer.shadowOffset = CGSize(width: 10, height: 10)
            }.finally { view in
                view.inputView?.backgroundColor = .red
            }
        let row = Self.container(width: 288, holding: field.view) { row, field in
            field.snp.makeConstraints { make in
                make.edges.equalToSuperview()
            }
        }
        assertSnapshot(of: row, as: .specimen(theme: theme, padding: Self.padding), named: "uibuilder-text-field")
    }

    /// UIBuilder, example 5, «a simplified way to create hierarchies»: a `.lightText` view
    /// holding `UIBuilder(UIImageView.self)…image(UIImage(named: "landscape"))
    /// .contentMode(.scaleAspectFit).view` laid out with
    /// `layout.top(12.0).left(16.0).right(16.0).bottom(12.0)`.
    @Test(arguments: themes)
    func hierarchy(theme: Theme) async {
        await ImageAssets.withCurrent(Self.exampleAssets) {
            let view = UIBuilder(UIView.self)
                .translatesAutoresizingMaskIntoConstraints(false)
                .backgroundColor(.lightText)
                .subView(
                    UIBuilder(UIImageView.self)
                        .translatesAutoresizingMaskIntoConstraints(false)
                        .image(UIImage(named: "landscape"))
                        .contentMode(.scaleAspectFit)
                        .view,
                    { layout in
                        layout.top(12.0).left(16.0).right(16.0).bottom(12.0)
                    }
                ).view
            assertSnapshot(of: view, as: .specimen(theme: theme, padding: Self.padding), named: "uibuilder-hierarchy")
        }
    }
}
