import Builders
import DesignSnapshots
import DesignSystem
import Foundation
import Render
import Testing
import TokenModel

/// The map pin, badges, initials and the image helpers, with the generated styles, in the
/// light and the dark theme at scale 2, against `Snapshots/Components/<name>.<theme>@2x.png`.
@Suite("Pin and image snapshots")
struct PinAndImageSnapshotTests {
    // MARK: - Fixtures

    private typealias Specimens = PinAndImageSpecimens

    private static let themes = [DesignTokens.Themes.Theme.light, DesignTokens.Themes.Theme.dark]
    private static let padding: CGFloat = 16

    private static func pin(_ style: DesignTokens.MapPinStyle, text: String, selected: Bool = false) -> MapTextPinView {
        MapPinBuilder.startBuild().setStyle(style).setText(text).setSelected(selected).build()
    }

    private static func badge(_ style: DesignTokens.BadgeStyle, count: Int, image: Image) -> BadgedImageView {
        BadgeBuilder.startBuild().setStyle(style).setImage(image).setCount(count).build()
    }

    private static func portrait() throws -> Image {
        Image(try PixelImage(color: DesignTokens.PinImages.Pin.bubbleSelected.defaultValue, size: CGSize(width: 40, height: 40), scale: 2)
            .drawInitials(firstname: "M", lastname: "", font: DesignTokens.PinImages.Initials.font.defaultValue, textColor: DesignTokens.PinImages.Pin.text.defaultValue))
    }

    /// The colored background the badge rings show through.
    private static let ringBackground = Themed(Color(srgbHex: 0xFFD54F), variants: [DesignTokens.Themes.Theme.dark: Color(srgbHex: 0x00897B)])

    private func check(_ view: View, _ name: String, _ theme: Theme) {
        assertSnapshot(of: view, as: .specimen(theme: theme, padding: Self.padding), named: name)
    }

    // MARK: - Map pins

    @Test(arguments: themes)
    func pinStates(theme: Theme) throws {
        let row = Specimens.row([
            try Specimens.anchoredPin(Self.pin(.default, text: "1 250 ₽")),
            try Specimens.anchoredPin(Self.pin(.default, text: "1 250 ₽", selected: true)),
            try Specimens.anchoredPin(Self.pin(.default, text: "1")),
            try Specimens.anchoredPin(Self.pin(.default, text: "")),
        ])
        check(row, "mapPin-states", theme)
    }

    @Test(arguments: themes)
    func pinLargeStyle(theme: Theme) throws {
        let row = Specimens.row([
            try Specimens.anchoredPin(Self.pin(.large, text: "Кофейня «Зерно»")),
            try Specimens.anchoredPin(Self.pin(.large, text: "24", selected: true)),
        ])
        check(row, "mapPin-large", theme)
    }

    // MARK: - Initials

    @Test(arguments: themes)
    func initials(theme: Theme) throws {
        let names = [("Anna", "Petrova"), ("иван", "сидоров"), ("Ω", ""), ("", "")]
        let views = try names.map { first, last in
            try Specimens.sized(InitialsBuilder.startBuild().setStyle(.default).setNames(firstname: first, lastname: last).build())
        }
        let large = try Specimens.sized(InitialsBuilder.startBuild().setStyle(.large).setNames(firstname: "Wanda", lastname: "Maximoff").build())
        check(Specimens.row(views + [large]), "initials-default-large", theme)
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
            .drawInitials(firstname: "✓", lastname: "", font: DesignTokens.PinImages.Initials.font.defaultValue, textColor: Color(red: 1, green: 1, blue: 1))
        let circle = try InitialsBuilder.startBuild().setStyle(.default).build().initialsImage(size: CGSize(width: 16, height: 16), in: theme, scale: 2)
        let badgeImage = try circle.drawInitials(firstname: "", lastname: "", font: DesignTokens.PinImages.Initials.font.defaultValue, textColor: DesignTokens.PinImages.Pin.text.defaultValue)
        let view = BadgeBuilder.startBuild().setStyle(.default).setImage(try Self.portrait())
            .setBadgeImage(Image(badgeImage.mask(with: DesignTokens.PinImages.Badge.fill.resolved(in: theme)))).setDimension(18).build()
        let withCheck = BadgeBuilder.startBuild().setStyle(.default).setImage(try Self.portrait()).setBadgeImage(Image(tick)).setDimension(18).build()
        check(Specimens.row([try Specimens.sized(view), try Specimens.sized(withCheck)], background: Self.ringBackground), "badge-image", theme)
    }

    // MARK: - Image helpers

    @Test(arguments: themes)
    func colorImageAndMasks(theme: Theme) throws {
        let color = try PixelImage(color: DesignTokens.PinImages.Badge.fill.resolved(in: theme), size: CGSize(width: 40, height: 24), scale: 2)
        // The pin has transparent corners and a transparent area beside its arrow, so the
        // masks show that they keep the alpha: a flat silhouette, then a faded copy. The pin
        // is the design system's, drawn in the theme, as `mapPin-states` draws it (an
        // unstyled drawer has the light blue of COMPONENTS.md in every theme: issue #27).
        let pin = try Self.pin(.default, text: "mask").pinImage(in: theme, scale: 2).image
        check(Specimens.row([
            Specimens.imageView(color), Specimens.imageView(pin),
            Specimens.imageView(pin.mask(with: DesignTokens.PinImages.Initials.circle.resolved(in: theme))),
            Specimens.imageView(pin.mask(withAlpha: 0.4)),
        ]), "images-color-masks", theme)
    }
}
