import Builders
import DesignSnapshots
import DesignSystem
import Foundation
import Gallery
import Render
import SpecimenSnapshotting
import TestSupport
import Testing
import TokenModel

/// The gallery's sample screen at each device preset's size, light and dark, at scale 2,
/// with the `device` modifier's token values of that preset:
/// `Snapshots/Components/device-<preset>.<theme>@2x.png`.
@Suite("Device preset snapshots")
struct DevicePresetSnapshotTests {
    // MARK: - Samples

    private static let themes = [DesignTokens.Themes.Theme.light, DesignTokens.Themes.Theme.dark]

    /// The repository's design system, as the gallery reads it.
    private static let context = Result<GalleryContext, any Error> {
        GalleryContext(system: try DesignSystemLoader.load(paths: [PackagePaths.tokens.path]), options: GalleryOptions())
    }

    /// The gallery's sample screen of `preset` (``DeviceScreen``): a title, a line of body
    /// text, a grid of cards inside the device's margins and the primary button above the
    /// home indicator, in the theme and device context of `preset`. The snapshot draws the
    /// gallery's recipe, so the two cannot disagree.
    static func screen(for preset: DevicePreset, theme: Theme) throws -> View {
        let context = try Self.context.get()
        let screen = try #require(DeviceSection.screen(for: preset, in: preset.theme(theme), of: context))
        return try screen.snapshotRecipe.makeView()
    }

    // MARK: - Tests

    @Test(arguments: DevicePreset.all, themes)
    func screenAtEveryPresetMatchesItsReference(preset: DevicePreset, theme: Theme) throws {
        assertSnapshot(of: try Self.screen(for: preset, theme: theme), as: .specimen(size: .fixed(preset.size), theme: theme),
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
