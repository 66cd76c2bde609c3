import Builders
import DesignSnapshots
import DesignSystem
import Foundation
import Gallery
import LabelText
import Render
import SpecimenSnapshotting
import Testing
import TokenModel

// MARK: - SurfUtils' own types

/// SurfUtils' `SomeView`, styled by a `UIStyle` subclass of its own (section «UIStyle»).
private class SomeView: UIView {}

extension SomeView {
    func apply(style: UIStyle<SomeView>) {
        style.apply(for: self)
    }
}

private final class SomeViewStyle: UIStyle<SomeView> {
    override func apply(for view: SomeView) {
        view.backgroundColor = .black
    }
}

extension UIStyle {
    fileprivate static var styleForSomeView: UIStyle<SomeView> {
        return SomeViewStyle()
    }
}

/// A team's loading block (section «LoadingView»): an avatar circle and two lines of text,
/// laid out with constraints, painted the loading view's placeholder color.
private final class CustomLoadingSubview: UIView, LoadingSubview, LoadingSubviewConfigurable {
    typealias Model = DefaultLoadingModel

    let height: CGFloat = 72
    private let avatar = UIView()
    private let title = UIView()
    private let subtitle = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        for shape in [avatar, title, subtitle] {
            shape.translatesAutoresizingMaskIntoConstraints = false
            addSubview(shape)
        }
        avatar.cornerRadius = 20
        title.cornerRadius = 4
        subtitle.cornerRadius = 4
        NSLayoutConstraint.activate([
            avatar.leftAnchor.constraint(equalTo: leftAnchor, constant: 16),
            avatar.centerYAnchor.constraint(equalTo: centerYAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 40),
            avatar.heightAnchor.constraint(equalToConstant: 40),
            title.leftAnchor.constraint(equalTo: avatar.rightAnchor, constant: 12),
            title.topAnchor.constraint(equalTo: avatar.topAnchor, constant: 4),
            title.rightAnchor.constraint(equalTo: rightAnchor, constant: -48),
            title.heightAnchor.constraint(equalToConstant: 12),
            subtitle.leftAnchor.constraint(equalTo: title.leftAnchor),
            subtitle.bottomAnchor.constraint(equalTo: avatar.bottomAnchor, constant: -4),
            subtitle.widthAnchor.constraint(equalTo: title.widthAnchor, multiplier: 0.6),
            subtitle.heightAnchor.constraint(equalToConstant: 10),
        ])
    }

    required init?(coder: NSCoder) {
        return nil
    }

    func configure(color: UIColor) {
        for shape in [avatar, title, subtitle] { shape.backgroundColor = color }
    }
}

/// SurfUtils' view controller, as the loading data provider (its `viewController`).
private struct ViewController: LoadingDataProvider {
    func getBlocks() -> [LoadingViewBlock] {
        return [BaseLoadingViewBlock<CustomLoadingSubview>(model: .init(), repeatCount: 3)]
    }

    var config: LoadingViewConfig {
        return .init(placeholderColor: .gray)
    }
}

// MARK: - Tests

/// SurfUtils' usage examples that concern views, layout, styles, text and images, written as
/// SurfUtils writes them (departures are listed in docs/UIKIT.md, «Team code as written»), drawn in the
/// light and the dark theme at scale 2 against `Snapshots/OriginExamples/surfutils-*.png`.
@Suite("SurfUtils examples")
struct SurfUtilsExampleTests {
    // MARK: - Samples

    private static let themes = [DesignTokens.Themes.Theme.light, DesignTokens.Themes.Theme.dark]

    /// A label showing `text` in the design system's body font, as a screen would.
    private static func label(_ text: String) -> UILabel {
        let label = LabelBuilder.startBuild().useAutoLayout().setFont(DesignTokens.Fonts.body.defaultValue)
            .setTextColor(DesignTokens.Colors.Text.primary).setNumberOfLines(0).build()
        label.text = text
        return label
    }

    // MARK: - Text helpers

    /// «WordDeclinationSelector», «RouteMeasurer» and «MoneyModel»: the texts a screen
    /// shows, drawn as one column of labels.
    @Test(arguments: themes)
    func labelTextHelpers(theme: Theme) {
        let correctForm = WordDeclinationSelector.declineWord(for: 6, from: WordDeclensions("день", "дня", "дней"))
        #expect(correctForm == "дней")
        let formattedDistance = RouteMeasurer.formatDistance(1250, meterPattern: "м", kilometrPatter: "км")
        #expect(MoneyModel(decimal: 10, digit: 0).asString() == "10")
        #expect(MoneyModel(decimal: 10, digit: 9).asString() == "10.09")
        #expect(MoneyModel(decimal: 10, digit: 99).asString() == "10.99")
        let stack = UIStackView()
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.axis = .vertical
        stack.spacing = 8
        for text in ["6 \(correctForm)", formattedDistance, MoneyModel(decimal: 10, digit: 9).asString() + " ₽"] {
            stack.addArrangedSubview(Self.label(text))
        }
        assertSnapshot(of: stack, as: .specimen(size: .fitting(width: .atMost(240)), theme: theme, padding: 16),
                       named: "surfutils-label-texts")
    }

    // MARK: - BlurBuilder

    /// «BlurBuilder»: `bluredView.addBlur(color: UIColor.white.withAlphaComponent(0.1), style: .light)`
    /// over a card with a title, so the blur has something to blur.
    @Test(arguments: themes)
    func blur(theme: Theme) {
        let bluredView = Specimens.view(style: .card, size: CGSize(width: 200, height: 80))
        let title = Self.label("Blurred title")
        bluredView.addSubview(title)
        title.anchorCenter(to: bluredView)
        let blur = bluredView.addBlur(color: UIColor.white.withAlphaComponent(0.1), style: .light)
        #expect(blur.style == .light && blur.blurTintColor == UIColor(Color.white.withAlpha(0.1)))
        assertSnapshot(of: bluredView, as: .specimen(theme: theme, padding: 16), named: "surfutils-blur")
    }

    // MARK: - SkeletonView

    /// «SkeletonView»: the customisation block as written, over two placeholder bars, at
    /// the moment the band is over the first one.
    @Test(arguments: themes)
    func skeletonCustomisation(theme: Theme) throws {
        // SurfUtils' block and its picture, shared with the gallery's "SurfUtils examples".
        let recipe = SurfUtilsExampleRecipes.skeleton
        let skeletonView = try #require(try recipe.makeView() as? SkeletonView)
        #expect(skeletonView.maskingViews.count == 2)
        try assertRecipeSnapshot(recipe, theme: theme)
        // Its sweep, as the gallery's strips draw every shimmer.
        try assertRecipeSnapshot(SurfUtilsExampleRecipes.skeletonSweep, theme: theme)
    }

    /// A masking view that is not the skeleton's subview makes the render fail by name.
    @Test func maskingAStrangerFailsTheRender() {
        let skeletonView = SkeletonView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        skeletonView.maskingViews = [UIView()]
        #expect(throws: SkeletonError.maskingViewNotASubview("View")) { try skeletonView.maskPath() }
        skeletonView.maskingViews = []
        #expect(throws: Never.self) { try skeletonView.maskPath() }
    }

    // MARK: - UIDevice

    /// «UIDevice»: `guard UIDevice.isSmallPhone else { return }`, answered for the preset
    /// the render is for.
    @Test func deviceHelpers() {
        func smallPhoneOnly() -> Bool {
            guard UIDevice.isSmallPhone else {
                return false
            }
            return true
        }
        #expect(DevicePreset.withCurrent(.smallPhone) { smallPhoneOnly() })
        #expect(!DevicePreset.withCurrent(.phone) { smallPhoneOnly() })
        #expect(DevicePreset.withCurrent(.phoneWithNotch) { UIDevice.isXPhone && !UIDevice.isPad })
        #expect(DevicePreset.withCurrent(.tablet) { UIDevice.isPad && !UIDevice.isNormalPhone })
    }

    // MARK: - UIStyle

    /// «UIStyle» and «AnyStyle», as written.
    @Test func uiStyleAndAnyStyle() {
        let someView = SomeView()
        someView.apply(style: .styleForSomeView)
        #expect(someView.backgroundColor == .black)

        let other = SomeView()
        let anyStyle = AnyStyle(style: UIStyle.styleForSomeView)
        anyStyle.apply(for: other)
        #expect(other.backgroundColor == .black)
        // SurfUtils' protocol name: a style applies through it to any view.
        func restyle<T: UIStyleProtocol & UIView>(_ view: T, with style: UIStyle<T>) { view.apply(style: style) }
        let plain = SomeView()
        restyle(plain, with: .styleForSomeView)
        #expect(plain.backgroundColor == .black)
    }

    // MARK: - LoadingView

    /// «LoadingView»: a data provider's blocks (a team's own block view, three times) and
    /// config, shown by `BaseLoadingView` stretched over a 320 × 260 screen, as written.
    @Test(arguments: themes)
    func loadingView(theme: Theme) {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 260))
        let controller = ViewController()
        let loadingView = BaseLoadingView(frame: view.bounds)
        loadingView.configure(blocks: controller.getBlocks(), config: controller.config)
        loadingView.setNeedAnimating(true)
        loadingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]

        view.addSubview(loadingView)
        view.stretch(loadingView)
        view.bringSubviewToFront(loadingView)
        loadingView.time = 0.3
        assertSnapshot(of: view, as: .specimen(size: .fixed(CGSize(width: 320, height: 260)), theme: theme),
                       named: "surfutils-loading-view")
    }

    /// A block view configured and laid out for each copy; the block's height is the view's.
    @Test func baseLoadingViewBlockMakesConfiguredCopies() throws {
        let block = BaseLoadingViewBlock<CustomLoadingSubview>(model: .init(), repeatCount: 2)
        #expect(block.height == 72 && block.reconfigure(repeatCount: 5).repeatCount == 5)
        let copy = block.makeCopy(size: CGSize(width: 300, height: 72), placeholderColor: .red)
        #expect(copy.subviews.map(\.frame) == [CGRect(x: 16, y: 16, width: 40, height: 40),
                                               CGRect(x: 68, y: 20, width: 184, height: 12),
                                               CGRect(x: 68, y: 42, width: 110.4, height: 10)])
        #expect(copy.subviews.allSatisfy { $0.backgroundColor == .red })
        let stopped = BaseLoadingView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        stopped.setNeedAnimating(false)
        #expect(!stopped.skeleton.shimmering)
    }

    // MARK: - BeanPageControl

    /// «BeanPageControl»: `pageControl.anchorCenter(to: pageControlContainer)` with a
    /// 100-wide yellow active bean, in a 240 × 40 container.
    @Test(arguments: themes)
    func beanPageControl(theme: Theme) throws {
        // SurfUtils' code and its picture, shared with the gallery's "SurfUtils examples":
        // the container is laid out, so the control's anchors centre it.
        let (_, pageControl) = SurfUtilsExampleConfigurations.beanPageControl()
        #expect(pageControl.activeBeanWidth == 100 && pageControl.count == 4)
        try assertRecipeSnapshot(SurfUtilsExampleRecipes.beanPageControl, theme: theme)
    }

    // MARK: - CustomSwitch

    /// «CustomSwitch»: the configuration block as written (a 100 × 50 switch with a square
    /// yellow-gradient thumb), switched on without animation.
    @Test(arguments: themes)
    func customSwitch(theme: Theme) throws {
        // SurfUtils' configuration block and its picture, shared with the gallery's "SurfUtils examples".
        #expect(SurfUtilsExampleConfigurations.customSwitch(isOn: true).isOn)
        try assertRecipeSnapshot(SurfUtilsExampleRecipes.customSwitch(isOn: true), theme: theme)
        try assertRecipeSnapshot(SurfUtilsExampleRecipes.customSwitch(isOn: false), theme: theme)
    }

}
