import Builders
import DesignSnapshots
import DesignSystem
import Foundation
import Render
import Testing
import TokenModel

/// A screen specimen at each device preset's size, light and dark, at scale 2, with the
/// `device` modifier's token values of that preset:
/// `Snapshots/Components/device-<preset>.<theme>@2x.png`.
@Suite("Device preset snapshots")
struct DevicePresetSnapshotTests {
    // MARK: - Samples

    private static let themes = [DesignTokens.Themes.Theme.light, DesignTokens.Themes.Theme.dark]

    /// A screen: the status bar area (with the notch's housing), a title in the device's title size, a
    /// grid of cards in the device's column count inside its margins, and a common button
    /// above the home indicator (``DeviceChrome``). Frames are set by hand from the preset's safe area.
    static func screen(for preset: DevicePreset, theme: Theme) -> View {
        let device = preset.theme(theme)
        let margin = DesignTokens.DeviceMetrics.screenMargin.resolved(in: device)
        let columns = max(1, Int(DesignTokens.DeviceMetrics.columns.resolved(in: device)))
        let safe = preset.safeArea
        let root = View(frame: CGRect(origin: .zero, size: preset.size))
        root.backgroundColor = DesignTokens.Colors.background

        let bar = View(frame: CGRect(x: 0, y: 0, width: preset.size.width, height: safe.minY))
        bar.backgroundColor = DesignTokens.Colors.surface
        root.addSubview(bar)

        var titleFont = DesignTokens.Fonts.title.defaultValue
        titleFont.fontSize = DesignTokens.DeviceMetrics.titleSize.resolved(in: device)
        let title = LabelBuilder.startBuild().setStyle(.title).setFont(titleFont).setText("\(preset.name)").build()
        title.frame = CGRect(x: margin, y: safe.minY + margin, width: safe.width - 2 * margin, height: titleFont.fontSize * 1.25)
        root.addSubview(title)

        let gap = margin / 2
        let cardWidth = (safe.width - 2 * margin - CGFloat(columns - 1) * gap) / CGFloat(columns)
        for index in 0..<(2 * columns) {
            let card = ViewBuilder.startBuild().setStyle(.card).build()
            card.frame = CGRect(x: margin + CGFloat(index % columns) * (cardWidth + gap),
                                y: title.frame.maxY + margin + CGFloat(index / columns) * (96 + gap), width: cardWidth, height: 96)
            root.addSubview(card)
        }

        let button = CommonButtonBuilder.startBuild().setStyle(.primary).setTitleForAllStates("Continue").build()
        button.frame = CGRect(x: margin, y: safe.maxY - margin - 44, width: safe.width - 2 * margin, height: 44)
        root.addSubview(button)
        // The notch's housing and the home indicator, as the gallery's device screens draw them.
        DeviceChrome.add(to: root, preset: preset, background: DesignTokens.Colors.background.resolved(in: theme))
        return root
    }

    // MARK: - Tests

    @Test(arguments: DevicePreset.all, themes)
    func screenAtEveryPresetMatchesItsReference(preset: DevicePreset, theme: Theme) {
        assertSnapshot(of: Self.screen(for: preset, theme: theme), as: .specimen(size: .fixed(preset.size), theme: theme),
                       named: "device-\(preset.name)")
    }

    @Test func tokensResolvePerDevice() {
        #expect(DevicePreset.all.map { DesignTokens.DeviceMetrics.screenMargin.resolved(in: $0.theme(DesignTokens.Themes.Theme.dark)) } == [12, 16, 16, 32, 32])
        #expect(DesignTokens.DeviceMetrics.columns.resolved(in: DevicePreset.tablet.theme(DesignTokens.Themes.Theme.light)) == 2)
        // A theme without a device takes the default device, phone; colors still follow the theme.
        #expect(DesignTokens.DeviceMetrics.screenMargin.resolved(in: DesignTokens.Themes.Theme.dark) == 16)
        #expect(DesignTokens.Colors.background.resolved(in: DesignTokens.Themes.Theme.dark) == DesignTokens.Colors.background.resolved(in: DevicePreset.tablet.theme(DesignTokens.Themes.Theme.dark)))
        #expect(DesignTokens.Colors.background.resolved(in: DesignTokens.Themes.Theme.dark) != DesignTokens.Colors.background.resolved(in: DesignTokens.Themes.Theme.light))
    }
}
