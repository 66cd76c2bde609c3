import Builders
import DesignSystem
import Foundation
import Gallery
import Render
import SpecimenSnapshotting
import Testing
import TokenModel

/// A disabled touchable control reads disabled: every style dims it, so its strongest
/// contrast against the page is lower than the enabled control's; enabling it again gives
/// back its own alpha.
@Suite("Touchable control disabled look")
struct TouchableControlDisabledLookTests {
    // MARK: - Properties

    private static let themes = [DesignTokens.Themes.Theme.light, DesignTokens.Themes.Theme.dark]

    /// The gallery's card in `style`, normal, as the snapshot tests draw it.
    private static func card(style: DesignTokens.TouchableControlStyle, theme: Theme) throws -> TouchableControl {
        let specimens = TouchableControlRecipes.specimens(style: style.rawValue, onDarkPage: theme == DesignTokens.Themes.Theme.dark) {
            TouchableControlBuilder.startBuild().setStyle(style)
        }
        let view = try #require(specimens.first?.recipe).makeView()
        return try #require(view as? TouchableControl)
    }

    // MARK: - Tests

    @Test(arguments: DesignTokens.TouchableControlStyle.allCases, themes)
    func disabledContrastsLessThanNormal(style: DesignTokens.TouchableControlStyle, theme: Theme) throws {
        let page = DesignSystem.Specimens.background.resolved(in: theme)
        let size = LayoutSize.fixed(TouchableControlRecipes.size)
        let normal = try DisabledLook.strongestContrast(of: try Self.card(style: style, theme: theme), theme: theme, page: page, size: size)
        let control = try Self.card(style: style, theme: theme)
        control.isEnabled = false
        let disabled = try DisabledLook.strongestContrast(of: control, theme: theme, page: page, size: size)
        #expect(disabled < normal - 0.1, "touchableControl '\(style.rawValue)' in \(theme): disabled \(disabled):1, normal \(normal):1")
    }

    @Test func enablingGivesBackTheControlsAlpha() {
        let control = TouchableControl()
        control.alpha = 0.8
        control.disabledAlphaValue = 0.5
        control.isEnabled = false
        #expect(abs(control.alpha - 0.4) < 1e-9)
        control.disabledAlphaValue = 0.25
        #expect(abs(control.alpha - 0.2) < 1e-9, "a new share applies to the control's own alpha, not the dimmed one")
        control.isEnabled = true
        #expect(control.alpha == 0.8)
    }

    @Test func surfUtilsDefaultDoesNotDim() {
        let control = TouchableControl()
        control.isEnabled = false
        #expect(control.alpha == 1)
    }
}
