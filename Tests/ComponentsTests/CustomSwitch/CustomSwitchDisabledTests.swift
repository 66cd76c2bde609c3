import Builders
import DesignSnapshots
import DesignSystem
import Foundation
import Render
import SpecimenSnapshotting
import Testing
import TokenModel

/// A disabled switch reads disabled: its styles dim it to `opacity.disabled` of its alpha,
/// it ignores taps, and enabling it gives its alpha back.
@Suite("Custom switch disabled look")
struct CustomSwitchDisabledTests {
    // MARK: - Fixtures

    private static let themes = [DesignTokens.Themes.Theme.light, DesignTokens.Themes.Theme.dark]

    private static func toggle(enabled: Bool) -> CustomSwitch {
        CustomSwitchBuilder.startBuild().useAutoLayout().setStyle(.default).setOn(true).setEnabled(enabled).build()
    }

    // MARK: - Tests

    @Test func theStyleDimsADisabledSwitchAndEnablingGivesItsAlphaBack() {
        let toggle = Self.toggle(enabled: false)
        #expect(toggle.disabledAlphaValue == CGFloat(DesignTokens.Opacity.disabled.defaultValue))
        #expect(toggle.alpha == toggle.disabledAlphaValue)
        toggle.isEnabled = true
        #expect(toggle.alpha == 1)
        // The dimming keeps the switch's own alpha, whatever the order of the calls.
        toggle.alpha = 0.8
        toggle.isEnabled = false
        toggle.disabledAlphaValue = 0.5
        #expect(abs(toggle.alpha - 0.4) < 1e-9)
        toggle.isEnabled = true
        #expect(toggle.alpha == 0.8)
    }

    @Test func aDisabledSwitchIgnoresATap() {
        let toggle = Self.toggle(enabled: false)
        var changes: [Bool] = []
        toggle.valueChanged = { changes.append($0) }
        toggle.toggle()
        #expect(toggle.isOn && changes.isEmpty)
    }

    /// The on track of a disabled switch is its on color at `opacity.disabled` over the
    /// page, not the on color itself.
    @Test(arguments: themes)
    func theTrackOfADisabledSwitchIsDimmedOverThePage(theme: Theme) throws {
        let renderer = Renderer(scale: 2, theme: theme, background: Specimens.background)
        let page = Specimens.background.resolved(in: theme)
        let on = DesignTokens.Switches.Colors.on.resolved(in: theme)
        for enabled in [true, false] {
            let toggle = Self.toggle(enabled: enabled)
            try LayoutPass.layoutRoot(toggle, fittingWidth: nil)
            let image = try renderer.render(toggle)
            // A quarter across, half down: the track, clear of the thumb at the right.
            let pixel = try #require(image.color(atX: image.width / 4, y: image.height / 2))
            let expected = enabled ? on.composited(over: page) : on.withAlpha(on.alpha * DesignTokens.Opacity.disabled.defaultValue).composited(over: page)
            for (seen, wanted) in [(pixel.red, expected.red), (pixel.green, expected.green), (pixel.blue, expected.blue)] {
                #expect(abs(seen - wanted) <= 2.0 / 255, "\(enabled ? "enabled" : "disabled") \(theme.name): \(pixel.hexString), expected \(expected.hexString)")
            }
        }
    }

    @Test(arguments: themes)
    func disabled(theme: Theme) {
        assertSnapshot(of: Self.toggle(enabled: false), as: .specimen(theme: theme, padding: 12), named: "custom-switch-disabled", suite: "Components")
    }
}
