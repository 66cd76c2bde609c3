import Builders
import DesignSnapshots
import DesignSystem
import Foundation
import Gallery
import SpecimenSnapshotting
import Testing
import TokenModel

/// Every generated badge style on the sample portrait with each count and with a badge
/// image, drawn by ``BadgeRecipes`` as the gallery's "Badges" draws it, light and dark at
/// scale 2, against `Snapshots/Components/badge-<style>-<count|image>.<theme>@2x.png`.
@Suite("Badge snapshots")
struct BadgeSnapshotTests {
    @Test(arguments: DesignTokens.BadgeStyle.allCases, [DesignTokens.Themes.Theme.light, .dark])
    func everySpecimenMatchesItsReference(style: DesignTokens.BadgeStyle, theme: Theme) throws {
        let specimens = BadgeRecipes.specimens(style: style.rawValue) { BadgeBuilder.startBuild().setStyle(style) }
        #expect(specimens.map(\.caption) == ["1", "12", "100", "image"])
        try assertSpecimenSnapshots(specimens, theme: theme)
    }
}
