import Builders
import DesignSnapshots
import DesignSystem
import Foundation
import Render
import SpecimenSnapshotting
import Testing
import TokenModel

/// Badges in the generated styles, counts and the image form, in the light and the dark
/// theme at scale 2, against `Snapshots/Components/<name>.<theme>@2x.png`.
@Suite("Badge snapshots")
struct BadgeSnapshotTests {
    // MARK: - Fixtures

    private typealias Specimens = PinAndImageSpecimens

    private static let themes = [DesignTokens.Themes.Theme.light, DesignTokens.Themes.Theme.dark]
    private static let padding: CGFloat = 16

    private static func badge(_ style: DesignTokens.BadgeStyle, count: Int, image: Image) -> BadgeView {
        BadgeBuilder.startBuild().setStyle(style).setImage(image).setCount(count).build()
    }

    private static func portrait() throws -> Image {
        Image(try PixelImage(color: DesignTokens.MapPins.Bubble.selected.defaultValue, size: CGSize(width: 40, height: 40), scale: 2)
            .drawInitials(firstname: "M", lastname: "", font: DesignTokens.Initials.font.defaultValue, textColor: DesignTokens.MapPins.text.defaultValue))
    }

    /// The colored background the badge rings show through.
    private static let ringBackground = Themed(Color(srgbHex: 0xFFD54F), variants: [DesignTokens.Themes.Theme.dark: Color(srgbHex: 0x00897B)])

    private func check(_ view: View, _ name: String, _ theme: Theme) {
        assertSnapshot(of: view, as: .specimen(theme: theme, padding: Self.padding), named: name, suite: "Components")
    }

    // MARK: - Badges

    @Test(arguments: themes)
    func badgeCounts(theme: Theme) throws {
        let image = try Self.portrait()
        let views = try [1, 12, 100].map { try Specimens.sized(Self.badge(.default, count: $0, image: image)) }
        let capped = try Specimens.sized(Self.badge(.capped, count: 100, image: image))
        check(Specimens.row(views + [capped], background: Self.ringBackground), "badge-counts", theme)
    }

    @Test(arguments: themes)
    func badgeImageForm(theme: Theme) throws {
        let tick = try PixelImage(color: nil, size: CGSize(width: 16, height: 16), scale: 2)
            .drawInitials(firstname: "✓", lastname: "", font: DesignTokens.Initials.font.defaultValue, textColor: Color(red: 1, green: 1, blue: 1))
        let circle = try InitialsBuilder.startBuild().setStyle(.default).build().initialsImage(size: CGSize(width: 16, height: 16), in: theme, scale: 2)
        let badgeImage = try circle.drawInitials(firstname: "", lastname: "", font: DesignTokens.Initials.font.defaultValue, textColor: DesignTokens.MapPins.text.defaultValue)
        let view = BadgeBuilder.startBuild().setStyle(.default).setImage(try Self.portrait())
            .setBadgeImage(Image(badgeImage.mask(with: DesignTokens.Badges.fill.resolved(in: theme)))).setDimension(18).build()
        let withCheck = BadgeBuilder.startBuild().setStyle(.default).setImage(try Self.portrait()).setBadgeImage(Image(tick)).setDimension(18).build()
        check(Specimens.row([try Specimens.sized(view), try Specimens.sized(withCheck)], background: Self.ringBackground), "badge-image", theme)
    }
}
