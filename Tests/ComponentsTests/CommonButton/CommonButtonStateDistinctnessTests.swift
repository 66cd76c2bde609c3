import Builders
import DesignSystem
import Foundation
import Render
import Testing
import TokenModel

/// Issue #27: a user tells a button's states apart. Every state of every `commonButton`
/// style draws other pixels than its normal state, in every theme, with the same title and
/// icon so that only the state can make them differ.
@Suite("Model design system: common button states")
struct CommonButtonStateDistinctnessTests {
    // MARK: - Properties

    private static let themes = [DesignTokens.Themes.Theme.light, DesignTokens.Themes.Theme.dark]
    private static let states: [ControlState] = [.highlighted, .disabled, .selected]

    // MARK: - Tests

    @Test(arguments: DesignTokens.CommonButtonStyle.allCases, themes)
    func everyCommonButtonStateDiffersFromNormal(style: DesignTokens.CommonButtonStyle, theme: Theme) throws {
        let normal = try Self.render(CommonButtonSnapshotTests.button(style: style, state: .normal), theme: theme)
        for state in Self.states {
            let picture = try Self.render(CommonButtonSnapshotTests.button(style: style, state: state), theme: theme)
            let drawsAsNormal = picture == normal
            #expect(!drawsAsNormal, "commonButton style '\(style.rawValue)' in \(theme): \(state.rawValue) draws as normal does")
        }
    }

    // MARK: - Private

    private static func render(_ view: View, theme: Theme) throws -> PixelImage {
        try Renderer(scale: 2, theme: theme, background: DesignSystem.Specimens.background).renderFitting(view, padding: 16)
    }
}
