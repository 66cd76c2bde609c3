import Builders
import DesignSystem
import Foundation
import Render
import Testing
import TokenModel

/// Issue #27: a user tells a button's states apart. Every state of every `button` style
/// draws other pixels than its normal state, in every theme, with the same title so that
/// only the state can make them differ (the `commonButton` kind's: ComponentsTests).
@Suite("Model design system: button states")
struct ButtonStateDistinctnessTests {
    // MARK: - Properties

    private static let themes = [DesignTokens.Themes.Theme.light, DesignTokens.Themes.Theme.dark]
    private static let states: [ControlState] = [.highlighted, .disabled, .selected]

    // MARK: - Tests

    @Test(arguments: DesignTokens.ButtonStyle.allCases, themes)
    func everyButtonStateDiffersFromNormal(style: DesignTokens.ButtonStyle, theme: Theme) throws {
        let normal = try Self.render(Self.button(style, state: .normal), theme: theme)
        for state in Self.states {
            let picture = try Self.render(Self.button(style, state: state), theme: theme)
            let drawsAsNormal = picture == normal
            #expect(!drawsAsNormal, "button style '\(style.rawValue)' in \(theme): \(state.rawValue) draws as normal does")
        }
    }

    // MARK: - Private

    private static func button(_ style: DesignTokens.ButtonStyle, state: ControlState) -> Button {
        let button = ButtonBuilder.startBuild().useAutoLayout().setStyle(style).setTitle("Send message").build()
        switch state {
        case .highlighted: button.isHighlighted = true
        case .disabled: button.isEnabled = false
        case .selected: button.isSelected = true
        default: break
        }
        return button
    }

    private static func render(_ view: View, theme: Theme) throws -> PixelImage {
        try Renderer(scale: 2, theme: theme, background: DesignSystem.Specimens.background).renderFitting(view, padding: 16)
    }
}
