import Builders
import DesignSnapshots
import DesignSystem
import Foundation
import Render
import SpecimenSnapshotting
import Testing
import TokenModel

/// A screen in the style of PinLayout's README: a profile card laid out by hand with `pin` in
/// `layoutSubviews` (no constraint anywhere), light and dark, at scale 2:
/// `Snapshots/Components/pinLayout-profile.<theme>@2x.png`.
@Suite("PinLayout screen snapshots")
struct PinLayoutScreenSnapshotTests {
    /// The screen: below the safe area's top, a card with an avatar, a name and a wrapping
    /// description beside it and a button under both; a note at the safe area's bottom.
    final class ProfileScreen: View {
        // MARK: - Properties

        let card = ViewBuilder.startBuild().setStyle(.card).build()
        let avatar = ImageViewBuilder.startBuild().setStyle(.avatar).build()
        let name = LabelBuilder.startBuild().setStyle(.title).setText("Мария Иванова").build()
        let details = LabelBuilder.startBuild().setStyle(.body)
            .setText("Продуктовый дизайнер, Москва. Отвечает за дизайн-систему и токены.").build()
        let button = ButtonBuilder.startBuild().setStyle(.primary).setTitle("Написать").build()
        let note = LabelBuilder.startBuild().setStyle(.caption).setText("Laid out with pin in layoutSubviews").build()

        // MARK: - Initializers

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = DesignTokens.Colors.background
            details.numberOfLines = 0
            avatar.contentMode = .scaleAspectFill
            avatar.clipsToBounds = true
            avatar.cornerRadius = 32
            addSubview(card)
            for view in [avatar, name, details, button] as [View] { card.addSubview(view) }
            addSubview(note)
        }

        required init?(coder: NSCoder) {
            return nil
        }

        // MARK: - Layout

        override func layoutSubviews() {
            card.pin.top(pin.safeArea).horizontally(16).marginTop(16)
            avatar.pin.top(16).left(16).size(64)
            name.pin.after(of: avatar, aligned: .top).right(16).marginLeft(12).sizeToFit(.width)
            details.pin.below(of: name, aligned: .left).right(16).marginTop(4).sizeToFit(.width)
            button.pin.below(of: [avatar, details]).horizontally(16).marginTop(16).height(44)
            card.pin.height(button.frame.maxY + 16)
            note.pin.bottom(pin.safeArea).hCenter().marginBottom(8).sizeToFit()
        }
    }

    private static let size = CGSize(width: 360, height: 300)

    static func screen() throws -> ProfileScreen {
        let screen = ProfileScreen(frame: CGRect(origin: .zero, size: size))
        screen.safeAreaInsets = EdgeInsets(top: 24, left: 0, bottom: 16, right: 0)
        screen.avatar.image = try SampleImages.portrait()
        return screen
    }

    // MARK: - Tests

    @Test(arguments: [DesignTokens.Themes.Theme.light, DesignTokens.Themes.Theme.dark])
    func profileScreenMatchesItsReference(theme: Theme) throws {
        assertSnapshot(of: try Self.screen(), as: .specimen(size: .fixed(Self.size), theme: theme), named: "pinLayout-profile")
    }

    @Test func theCardWrapsItsContent() throws {
        let screen = try Self.screen()
        try LayoutPass.layout(screen, size: .fixed(Self.size))
        #expect(screen.card.frame.minY == 40 && screen.card.frame.width == 328)
        #expect(screen.avatar.frame == CGRect(x: 16, y: 16, width: 64, height: 64))
        #expect(screen.name.frame.minX == 92 && screen.name.frame.width == 220)
        #expect(screen.details.frame.minY == screen.name.frame.maxY + 4)
        #expect(screen.button.frame.minY == max(80, screen.details.frame.maxY) + 16)
        #expect(screen.card.frame.height == screen.button.frame.maxY + 16)
        #expect(abs(screen.note.frame.maxY - (300 - 16 - 8)) < 1e-9)
    }
}
