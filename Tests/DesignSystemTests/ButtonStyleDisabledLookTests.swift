import Builders
import DesignSystem
import Foundation
import Gallery
import Render
import SpecimenSnapshotting
import Testing
import TokenModel

/// A disabled button of every generated style reads disabled, drawn as the gallery and the
/// snapshot tests draw it (``ButtonStyleRecipes``): its fill and its outline stand out less
/// from the page than its normal state's, an outline fading with the title rather than
/// keeping its full-strength color. The border's color per state is `BuilderTests`'.
@Suite("Button style disabled look")
struct ButtonStyleDisabledLookTests {
    // MARK: - Properties

    private static let themes = [DesignTokens.Themes.Theme.light, DesignTokens.Themes.Theme.dark]

    // MARK: - Tests

    /// What outlines the button, its fill or its border, stands out less from the page when
    /// disabled. (Its title may not: a grey title on a pale fill can contrast more with the
    /// page than white on blue does, and still read disabled.)
    @Test(arguments: DesignTokens.ButtonStyle.allCases, themes)
    func disabledStandsOutLessThanNormal(style: DesignTokens.ButtonStyle, theme: Theme) throws {
        let page = DesignSystem.Specimens.background.resolved(in: theme)
        func shape(_ button: Button) throws -> (fill: Double, outline: Double) {
            (try DisabledLook.fillContrast(of: button, theme: theme, page: page),
             button.borderWidth > 0 ? try DisabledLook.outlineContrast(of: button, theme: theme, page: page) : 1)
        }
        let normal = try shape(Self.button(style, .normal)), disabled = try shape(Self.button(style, .disabled))
        #expect(disabled.fill <= normal.fill + 0.01, "button '\(style.rawValue)' in \(theme): the disabled fill reaches \(disabled.fill):1, normal \(normal.fill):1")
        #expect(max(disabled.fill, disabled.outline) < max(normal.fill, normal.outline) - 0.1,
                "button '\(style.rawValue)' in \(theme): disabled \(disabled), normal \(normal)")
    }

    /// Every outlined style's disabled outline is fainter; a style without an outline has
    /// nothing to fade (`Tokens/`'s secondary style has one: the test below).
    @Test(arguments: DesignTokens.ButtonStyle.allCases, themes)
    func aDisabledOutlineFades(style: DesignTokens.ButtonStyle, theme: Theme) throws {
        let normalButton = try Self.button(style, .normal)
        guard normalButton.borderWidth > 0 else { return }
        let page = DesignSystem.Specimens.background.resolved(in: theme)
        let normal = try DisabledLook.outlineContrast(of: normalButton, theme: theme, page: page)
        let disabled = try DisabledLook.outlineContrast(of: Self.button(style, .disabled), theme: theme, page: page)
        #expect(disabled < normal - 0.5, "button '\(style.rawValue)' in \(theme): the disabled outline reaches \(disabled):1, the normal one \(normal):1")
    }

    /// The outline test measures an outline: the secondary style has one, and a disabled
    /// border color of its own.
    @Test func theSecondaryStyleIsOutlinedWithADisabledBorder() throws {
        let normal = try Self.button(.secondary, .normal), disabled = try Self.button(.secondary, .disabled)
        #expect(normal.borderWidth > 0)
        #expect(disabled.borderColor != nil && disabled.borderColor != normal.borderColor)
    }

    // MARK: - Helpers

    /// The recipe's button of `style` in `state`.
    private static func button(_ style: DesignTokens.ButtonStyle, _ state: ControlState) throws -> Button {
        let specimens = ButtonStyleRecipes.specimens(style: style.rawValue) { ButtonBuilder.startBuild().setStyle(style) }
        let view = try #require(specimens.first { $0.caption == state.rawValue }?.recipe).makeView()
        return try #require(view as? Button)
    }
}
