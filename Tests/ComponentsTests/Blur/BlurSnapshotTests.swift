import Builders
import DesignSnapshots
import DesignSystem
import Foundation
import Gallery
import Render
import SpecimenSnapshotting
import Testing
import TokenModel

/// The blur view in each generated style over a striped, colorful backdrop, light and
/// dark, at scale 2: `Snapshots/Components/blur-<style>.<theme>@2x.png`.
@Suite("Blur snapshots")
struct BlurSnapshotTests {
    // MARK: - Samples

    private static let themes = [DesignTokens.Themes.Theme.light, DesignTokens.Themes.Theme.dark]

    /// Stripes 8 points wide in six colors, with a dark disc and a caption, under a blur
    /// view in `style` that covers the middle, as the gallery draws it.
    static func recipe(style: DesignTokens.BlurStyle) -> SnapshotRecipe {
        BlurRecipes.overStripes(style: style.rawValue, styled: { BlurBuilder.startBuild().setStyle(style) }) {
            LabelBuilder.startBuild().setStyle(.body).setText(BlurRecipes.caption).setAlignment(.center).build()
        }
    }

    // MARK: - Tests

    @Test(arguments: DesignTokens.BlurStyle.allCases, themes)
    func blurOverStripesMatchesItsReference(style: DesignTokens.BlurStyle, theme: Theme) throws {
        try assertRecipeSnapshot(Self.recipe(style: style), theme: theme)
    }
}
