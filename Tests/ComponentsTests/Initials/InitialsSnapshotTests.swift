import Builders
import DesignSnapshots
import DesignSystem
import Foundation
import Gallery
import SpecimenSnapshotting
import Testing
import TokenModel

/// Every generated initials style for each sample name, drawn by ``InitialsRecipes`` as the
/// gallery's "Initials" draws it, light and dark at scale 2, against
/// `Snapshots/Components/initials-<style>-<name>.<theme>@2x.png`.
@Suite("Initials snapshots")
struct InitialsSnapshotTests {
    @Test(arguments: DesignTokens.InitialsStyle.allCases, [DesignTokens.Themes.Theme.light, .dark])
    func everySpecimenMatchesItsReference(style: DesignTokens.InitialsStyle, theme: Theme) throws {
        let specimens = InitialsRecipes.specimens(style: style.rawValue) { InitialsBuilder.startBuild().setStyle(style) }
        #expect(specimens.count == InitialsRecipes.names.count)
        try assertSpecimenSnapshots(specimens, theme: theme)
    }
}
