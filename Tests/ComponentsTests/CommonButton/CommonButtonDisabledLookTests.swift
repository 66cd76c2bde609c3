import Builders
import DesignSystem
import Foundation
import Render
import SpecimenSnapshotting
import Testing
import TokenModel

/// A disabled common button reads disabled: its strongest contrast against the page is
/// lower than its normal state's, so no part of it (the secondary style's outline above
/// all) keeps its full-strength color. The border's color per state is `BuilderTests`'.
@Suite("Common button disabled look")
struct CommonButtonDisabledLookTests {
    // MARK: - Properties

    private static let themes = [DesignTokens.Themes.Theme.light, DesignTokens.Themes.Theme.dark]

    // MARK: - Tests

    @Test(arguments: DesignTokens.CommonButtonStyle.allCases, themes)
    func disabledContrastsLessThanNormal(style: DesignTokens.CommonButtonStyle, theme: Theme) throws {
        let page = DesignSystem.Specimens.background.resolved(in: theme)
        let normal = try DisabledLook.strongestContrast(of: CommonButtonSnapshotTests.button(style: style, state: .normal), theme: theme, page: page)
        let disabled = try DisabledLook.strongestContrast(of: CommonButtonSnapshotTests.button(style: style, state: .disabled), theme: theme, page: page)
        #expect(disabled < normal - 0.1,
                "commonButton '\(style.rawValue)' in \(theme): disabled reaches \(disabled):1 against the page, normal \(normal):1")
    }

    @Test(arguments: themes)
    func theSecondaryDisabledOutlineContrastsLessThanNormal(theme: Theme) throws {
        let page = DesignSystem.Specimens.background.resolved(in: theme)
        let normal = try DisabledLook.outlineContrast(of: CommonButtonSnapshotTests.button(style: .secondary, state: .normal), theme: theme, page: page)
        let disabled = try DisabledLook.outlineContrast(of: CommonButtonSnapshotTests.button(style: .secondary, state: .disabled), theme: theme, page: page)
        #expect(disabled < normal - 0.5, "the disabled outline reaches \(disabled):1 against the page, the normal one \(normal):1")
    }

    @Test func theSecondaryStyleSetsADisabledBorder() throws {
        let normal = try CommonButtonSnapshotTests.button(style: .secondary, state: .normal)
        let disabled = try CommonButtonSnapshotTests.button(style: .secondary, state: .disabled)
        #expect(normal.borderWidth > 0)
        #expect(disabled.borderColor != nil && disabled.borderColor != normal.borderColor)
    }
}
