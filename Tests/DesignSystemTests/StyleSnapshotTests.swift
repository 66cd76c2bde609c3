import Builders
import DesignSnapshots
import DesignSystem
import Foundation
import Gallery
import Render
import SpecimenSnapshotting
import Testing
import TokenModel

/// Every style of `Tokens/*.styles.yaml`, applied with the generated `setStyle(_:)` to a
/// view that shows what the style sets, in the light and the dark theme at scale 2,
/// against the references `Snapshots/DesignSystemTests/<kind>-<style>.<theme>@2x.png`.
///
/// The arguments are the generated enums' `allCases`, so a style added to the tokens gets
/// a test at once, and fails in CI until its reference is recorded and looked at.
@Suite("Style snapshots")
struct StyleSnapshotTests {
    // MARK: - Samples

    /// The themes every style is drawn in.
    private static let themes = [DesignTokens.Themes.Theme.light, DesignTokens.Themes.Theme.dark]

    /// The background around every specimen, in points: enough for the largest shadow
    /// (16-point blur, 4 down) to fade out inside the picture.
    private static let padding: CGFloat = 24

    // MARK: - Labels

    @Test(arguments: DesignTokens.LabelStyle.allCases, themes)
    func labelStyleMatchesItsReferences(style: DesignTokens.LabelStyle, theme: Theme) throws {
        // The gallery's default sample text and a paragraph that wraps twice at a phone's
        // width, drawn as the gallery draws them.
        let specimens = LabelStyleRecipes.specimens(style: style.rawValue) { LabelBuilder.startBuild().setStyle(style) }
        #expect(specimens.map(\.caption) == ["specimen", "paragraph"])
        try assertSpecimenSnapshots(specimens, theme: theme)
    }

    // MARK: - Buttons

    @Test(arguments: DesignTokens.ButtonStyle.allCases, themes)
    func buttonStyleMatchesItsReferences(style: DesignTokens.ButtonStyle, theme: Theme) throws {
        // Each control state, drawn as the gallery draws it.
        try assertSpecimenSnapshots(ButtonStyleRecipes.specimens(style: style.rawValue, styled: { ButtonBuilder.startBuild().setStyle(style) }), theme: theme)
    }

    // MARK: - Views

    @Test(arguments: DesignTokens.ViewStyle.allCases, themes)
    func viewStyleMatchesItsReference(style: DesignTokens.ViewStyle, theme: Theme) throws {
        // A box, a separator a hairline across a row, drawn as the gallery draws it.
        try assertRecipeSnapshot(ViewStyleRecipes.box(style: style.rawValue) { ViewBuilder.startBuild().setStyle(style) }, theme: theme)
    }

    // MARK: - Image views

    @Test(arguments: DesignTokens.ImageViewStyle.allCases, themes)
    func imageViewStyleMatchesItsReferences(style: DesignTokens.ImageViewStyle, theme: Theme) throws {
        // A wide photo, so the content mode shows; a template glyph where the style tints;
        // drawn as the gallery draws them.
        let specimens = ImageViewStyleRecipes.specimens(style: style.rawValue) { ImageViewBuilder.startBuild().setStyle(style) }
        #expect(specimens.map(\.caption).first == "photo")
        try assertSpecimenSnapshots(specimens, theme: theme)
    }
}
