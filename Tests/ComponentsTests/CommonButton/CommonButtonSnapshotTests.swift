import Builders
import DesignSnapshots
import DesignSystem
import Foundation
import Gallery
import Render
import SpecimenSnapshotting
import Testing
import TokenModel

/// `CommonButton` in each generated style and each state, light and dark, at scale 2:
/// `Snapshots/Components/commonButton-<style>-<state>.<theme>@2x.png`.
@Suite("CommonButton snapshots")
struct CommonButtonSnapshotTests {
    // MARK: - Samples

    private static let themes = [DesignTokens.Themes.Theme.light, DesignTokens.Themes.Theme.dark]

    /// The recipe of a button in `style` showing `state`, titled and with a tick icon, as a
    /// screen builds it and the gallery draws it.
    static func recipe(style: DesignTokens.CommonButtonStyle, state: ControlState) -> SnapshotRecipe {
        CommonButtonRecipes.button(style: style.rawValue, state: state) { CommonButtonBuilder.startBuild().setStyle(style) }
    }

    /// The recipe's button, for the tests that measure its pixels.
    static func button(style: DesignTokens.CommonButtonStyle, state: ControlState) throws -> CommonButton {
        try #require(try recipe(style: style, state: state).makeView() as? CommonButton)
    }

    // MARK: - Tests

    @Test(arguments: DesignTokens.CommonButtonStyle.allCases, themes)
    func everyStateMatchesItsReference(style: DesignTokens.CommonButtonStyle, theme: Theme) throws {
        for state in ControlState.allCases {
            let recipe = Self.recipe(style: style, state: state)
            #expect(recipe.reference?.name == "commonButton-\(style.rawValue)-\(try Self.button(style: style, state: state).stateName)")
            try assertRecipeSnapshot(recipe, theme: theme)
        }
    }
}
