import Builders
import DesignSnapshots
import DesignSystem
import Foundation
import Gallery
import Render
import SpecimenSnapshotting
import Testing
import TokenModel

/// The map pin in the generated styles, as the gallery draws it, and its image through the
/// image helpers (a color image, both masks), in the light and the dark theme at scale 2,
/// against `Snapshots/Components/<name>.<theme>@2x.png`. Where a pin's anchor lies is
/// `MapPinAnchorAndFontTests`'.
@Suite("Map pin snapshots")
struct MapPinSnapshotTests {
    // MARK: - Fixtures

    private typealias Specimens = PinAndImageSpecimens

    private static let themes = [DesignTokens.Themes.Theme.light, DesignTokens.Themes.Theme.dark]
    private static let padding: CGFloat = 16

    private static func pin(_ style: DesignTokens.MapPinStyle, text: String, selected: Bool = false) -> MapPinView {
        MapPinBuilder.startBuild().setStyle(style).setText(text).setSelected(selected).build()
    }

    private func check(_ view: View, _ name: String, _ theme: Theme) {
        assertSnapshot(of: view, as: .specimen(theme: theme, padding: Self.padding), named: name, suite: "Components")
    }

    // MARK: - Map pins

    /// Each generated style normal and selected, drawn by ``MapPinRecipes`` as the gallery's
    /// "Map pins" draws it (`mapPin-<style>-<normal|selected>`).
    @Test(arguments: DesignTokens.MapPinStyle.allCases, themes)
    func everySpecimenMatchesItsReference(style: DesignTokens.MapPinStyle, theme: Theme) throws {
        let specimens = MapPinRecipes.specimens(style: style.rawValue) { MapPinBuilder.startBuild().setStyle(style) }
        #expect(specimens.map(\.caption) == ["normal", "selected"])
        try assertSpecimenSnapshots(specimens, theme: theme)
    }

    // MARK: - Image helpers

    @Test(arguments: themes)
    func colorImageAndMasks(theme: Theme) throws {
        let color = try PixelImage(color: DesignTokens.Badges.fill.resolved(in: theme), size: CGSize(width: 40, height: 24), scale: 2)
        // The pin has transparent corners and a transparent area beside its arrow, so the
        // masks show that they keep the alpha: a flat silhouette, then a faded copy. The pin
        // is the design system's, drawn in the theme, as `mapPin-states` draws it (an
        // unstyled drawer has the light blue of COMPONENTS.md in every theme: issue #27).
        let pin = try Self.pin(.default, text: "mask").pinImage(in: theme, scale: 2).image
        check(Specimens.row([
            Specimens.imageView(color), Specimens.imageView(pin),
            Specimens.imageView(pin.mask(with: DesignTokens.Initials.circle.resolved(in: theme))),
            Specimens.imageView(pin.mask(withAlpha: 0.4)),
        ]), "images-color-masks", theme)
    }
}
