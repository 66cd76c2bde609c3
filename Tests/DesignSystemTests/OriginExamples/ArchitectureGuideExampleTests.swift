import Builders
import DesignSnapshots
import DesignSystem
import Foundation
import Render
import SpecimenSnapshotting
import Testing
import TokenModel

// MARK: - The architecture guide's module, as its text describes it

/// The architecture guide's presenter protocol, as written.
protocol IsPresenter {
    associatedtype Input
    associatedtype Output

    func bindInput(_ input: Input)
    func configureOutput(_ input: Input) -> Output

    func buildOutput(with input: Input) -> Output
}

/// A presenter of the profile module: it turns what the interactor gives into what the
/// view shows. (The guide's output is RxSwift `Driver`s; here it is the values they carry.)
private final class ProfilePresenter: IsPresenter {
    struct Input {
        let name: String
        let ordersCount: Int
    }

    struct Output {
        let title: String
        let subtitle: String
    }

    private(set) var lastInput: Input?

    func bindInput(_ input: Input) {
        lastInput = input
    }

    func configureOutput(_ input: Input) -> Output {
        Output(title: input.name, subtitle: "\(input.ordersCount) заказа")
    }

    func buildOutput(with input: Input) -> Output {
        bindInput(input)
        return configureOutput(input)
    }
}

/// The module's View: UI elements laid out with PinLayout in `layoutSubviews`, an image from
/// the typed assets (R.swift's `R.image.square()`, here `DesignTokens.Images.square`, which
/// cannot be misspelt or missing), colors and fonts from the tokens (no optional `UIColor`
/// wrapper needed: a token is never nil).
private final class ProfileView: UIView {
    // MARK: - Properties

    let icon = UIImageView(image: DesignTokens.Images.square)
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()

    // MARK: - Initializers

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = DesignTokens.Colors.background
        icon.cornerRadius = 8
        icon.clipsToBounds = true
        titleLabel.font = DesignTokens.Fonts.title.defaultValue
        titleLabel.textColor = DesignTokens.Colors.Text.primary
        subtitleLabel.font = DesignTokens.Fonts.body.defaultValue
        subtitleLabel.textColor = DesignTokens.Colors.Text.secondary
        for view in [icon, titleLabel, subtitleLabel] as [UIView] { addSubview(view) }
    }

    required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - Binding

    func bind(_ output: ProfilePresenter.Output) {
        titleLabel.text = output.title
        subtitleLabel.text = output.subtitle
        setNeedsLayout()
    }

    // MARK: - Layout

    override func layoutSubviews() {
        super.layoutSubviews()
        icon.pin.top(pin.safeArea).left(16).marginTop(16).size(48)
        titleLabel.pin.after(of: icon, aligned: .top).right(16).marginLeft(12).sizeToFit(.width)
        subtitleLabel.pin.below(of: titleLabel, aligned: .left).right(16).marginTop(4).sizeToFit(.width)
    }
}

// MARK: - Tests

/// The architecture guide («Bytepace Architecture»): a module's View built with PinLayout and R.swift-style
/// typed assets, bound to its presenter's output, drawn in the light and the dark theme at
/// scale 2 against `Snapshots/OriginExamples/architecture-guide-profile.<theme>@2x.png`. The guide's
/// Fabric, Interactor, Router (RxFlow), Moya and Realm have no views; docs/UIKIT.md, «Team code as written».
@Suite("Architecture guide examples")
struct ArchitectureGuideExampleTests {
    private static let size = CGSize(width: 320, height: 120)

    /// The folder `DesignTokens.Images` was generated from, where the program loads it.
    private static let assets = ImageAssets(folder: URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/DesignSystem/Assets"))

    private static func screen() -> ProfileView {
        let presenter = ProfilePresenter()
        let view = ProfileView(frame: CGRect(origin: .zero, size: size))
        view.safeAreaInsets = EdgeInsets(top: 8, left: 0, bottom: 0, right: 0)
        view.bind(presenter.buildOutput(with: .init(name: "Мария Иванова", ordersCount: 3)))
        #expect(presenter.lastInput?.ordersCount == 3)
        return view
    }

    @Test(arguments: [DesignTokens.Themes.Theme.light, DesignTokens.Themes.Theme.dark])
    func moduleViewLaidOutWithPin(theme: Theme) async throws {
        try await ImageAssets.withCurrent(Self.assets) {
            let view = Self.screen()
            try LayoutPass.layout(view, size: .fixed(Self.size))
            #expect(view.icon.frame == CGRect(x: 16, y: 24, width: 48, height: 48))
            #expect(view.titleLabel.frame.minX == 76 && view.titleLabel.frame.maxX == 304 && view.titleLabel.frame.minY == 24)
            #expect(view.subtitleLabel.frame.minY == view.titleLabel.frame.maxY + 4)
            assertSnapshot(of: view, as: .specimen(size: .fixed(Self.size), theme: theme), named: "architecture-guide-profile")
        }
    }
}
