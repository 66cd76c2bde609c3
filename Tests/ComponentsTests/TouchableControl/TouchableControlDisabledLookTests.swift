import Builders
import DesignSystem
import Foundation
import Render
import Testing
import TokenModel

/// A disabled touchable control reads disabled: every style dims it, so its strongest
/// contrast against the page is lower than the enabled control's; enabling it again gives
/// back its own alpha.
@Suite("Touchable control disabled look")
struct TouchableControlDisabledLookTests {
    // MARK: - Properties

    private static let themes = [DesignTokens.Themes.Theme.light, DesignTokens.Themes.Theme.dark]

    // MARK: - Tests

    @Test(arguments: DesignTokens.TouchableControlStyle.allCases, themes)
    func disabledContrastsLessThanNormal(style: DesignTokens.TouchableControlStyle, theme: Theme) throws {
        let page = DesignSystem.Specimens.background.resolved(in: theme)
        let normal = try CommonButtonDisabledLookTests.strongestContrast(of: try TouchableControlSnapshotTests.row(style: style), theme: theme, page: page)
        let control = try TouchableControlSnapshotTests.row(style: style)
        control.isEnabled = false
        let disabled = try CommonButtonDisabledLookTests.strongestContrast(of: control, theme: theme, page: page)
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
