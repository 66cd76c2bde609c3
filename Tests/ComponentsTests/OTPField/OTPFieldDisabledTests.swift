import Builders
import DesignSnapshots
import DesignSystem
import Foundation
import Render
import SpecimenSnapshotting
import Testing
import TokenModel

/// A disabled OTP field reads disabled: its styles dim it to `opacity.disabled` of its
/// alpha, digits and lines alike, and enabling it gives its alpha back.
@Suite("OTP field disabled look")
struct OTPFieldDisabledTests {
    // MARK: - Fixtures

    private static let themes = [DesignTokens.Themes.Theme.light, DesignTokens.Themes.Theme.dark]

    private static func field(enabled: Bool) -> OTPField {
        OTPFieldBuilder.startBuild().useAutoLayout().setStyle(.default).setCode("47").setEnabled(enabled).build()
    }

    // MARK: - Tests

    @Test func theStyleDimsADisabledFieldAndEnablingGivesItsAlphaBack() {
        let field = Self.field(enabled: false)
        #expect(field.disabledAlphaValue == CGFloat(DesignTokens.Opacity.disabled.defaultValue))
        #expect(field.alpha == field.disabledAlphaValue)
        #expect(field.code == "47")
        field.isEnabled = true
        #expect(field.alpha == 1)
    }

    /// The active digits' line, the darkest ink of the field, is lighter (light theme) or
    /// darker (dark theme) when the field is disabled: nearer the page in both.
    @Test(arguments: themes)
    func theInkOfADisabledFieldIsNearerThePage(theme: Theme) throws {
        let renderer = Renderer(scale: 2, theme: theme, background: Specimens.background)
        let page = Specimens.background.resolved(in: theme)
        func inkContrast(enabled: Bool) throws -> Double {
            let field = Self.field(enabled: enabled)
            try LayoutPass.layoutRoot(field, fittingWidth: nil)
            let image = try renderer.render(field)
            var best = 1.0
            for y in 0..<image.height {
                for x in 0..<image.width {
                    if let color = image.color(atX: x, y: y) { best = max(best, color.contrastRatio(against: page)) }
                }
            }
            return best
        }
        let enabled = try inkContrast(enabled: true), disabled = try inkContrast(enabled: false)
        #expect(disabled < enabled * 0.75, "ink contrast \(disabled) disabled, \(enabled) enabled")
    }

    @Test(arguments: themes)
    func disabled(theme: Theme) {
        assertSnapshot(of: Self.field(enabled: false), as: .specimen(theme: theme, padding: 16), named: "otp-field-disabled", suite: "Components")
    }
}
