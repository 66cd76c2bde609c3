import Builders
import DesignSnapshots
import DesignSystem
import Foundation
import Gallery
import SpecimenSnapshotting
import Testing
import TokenModel

/// `TouchableControl` in each generated style as a card, normal, pressed and halfway into
/// pressed, drawn by ``TouchableControlRecipes`` as the gallery's "Touchable controls"
/// draws it, light and dark at scale 2:
/// `Snapshots/Components/touchableControl-<style>-<look>.<theme>@2x.png`.
@Suite("TouchableControl snapshots")
struct TouchableControlSnapshotTests {
    @Test(arguments: DesignTokens.TouchableControlStyle.allCases, [DesignTokens.Themes.Theme.light, .dark])
    func everyLookMatchesItsReference(style: DesignTokens.TouchableControlStyle, theme: Theme) throws {
        let specimens = TouchableControlRecipes.specimens(style: style.rawValue, onDarkPage: theme == DesignTokens.Themes.Theme.dark) {
            TouchableControlBuilder.startBuild().setStyle(style)
        }
        #expect(specimens.count == TouchableControlRecipes.looks.count)
        try assertSpecimenSnapshots(specimens, theme: theme)
    }
}
