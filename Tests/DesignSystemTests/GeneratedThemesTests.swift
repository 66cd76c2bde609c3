import DesignSnapshots
import DesignSystem
import Foundation
import Testing

/// The generated `DesignTokens.Themes` names the resolver's modifiers and contexts, so tests
/// and renderers pick themes that exist; one that does not is an error wherever it is used.
@Suite("Generated themes")
struct GeneratedThemesTests {
    @Test func theThemesAreTheResolversModifiersAndContexts() {
        #expect(DesignTokens.Themes.space.modifiers.map(\.name) == ["theme", "device"])
        #expect(DesignTokens.Themes.space.modifiers.map(\.contexts) == [["light", "dark"], ["phone", "smallPhone", "tablet"]])
        #expect(DesignTokens.Themes.default == ["theme": "light", "device": "phone"])
        #expect(DesignTokens.Themes.all.count == 6)
        #expect(DesignTokens.Themes.Theme.dark == ["theme": "dark"])
        #expect(DesignTokens.Themes.Device.tablet == ["device": "tablet"])
        // Every constant carries the design system's themes, so a misspelt one is found.
        #expect(DesignTokens.Colors.background.space == DesignTokens.Themes.space)
        #expect(DesignTokens.Spacing.l.space == DesignTokens.Themes.space)
    }

    @Test func aCombinedThemeResolvesEachModifier() throws {
        let darkTablet = DesignTokens.Themes.Theme.dark.merging(DesignTokens.Themes.Device.tablet)
        #expect(try DesignTokens.Colors.background.value(in: darkTablet) == DesignTokens.Colors.background.resolved(in: DesignTokens.Themes.Theme.dark))
        #expect(try DesignTokens.DeviceMetrics.screenMargin.value(in: darkTablet)
                == DesignTokens.DeviceMetrics.screenMargin.resolved(in: DesignTokens.Themes.Device.tablet))
    }

    @Test func aRendererInAThemeTheDesignSystemLacksFails() throws {
        let label = Specimens.errorLabel(text: "Enter an email address.")
        #expect {
            try Renderer(theme: ["appearance": "dark"]).render(label, layingOutAt: .fitting(width: .exactly(288)))
        } throws: { error in
            (error as? UnknownThemeError)?.message
                == "the theme appearance=dark names the modifier 'appearance', which the design system does not have; its modifiers are theme: light | dark; device: phone | smallPhone | tablet"
        }
        #expect(throws: UnknownThemeError.self) {
            try Renderer(theme: ["theme": "sepia"]).render(label, layingOutAt: .fitting(width: .exactly(288)))
        }
    }

    @Test func aSnapshotInAThemeTheDesignSystemLacksFailsTheTest() throws {
        let artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("unknown-theme-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: artifacts) }
        withKnownIssue {
            assertSnapshot(of: Specimens.errorLabel(text: "x"), as: .image(width: 288, theme: ["appearance": "dark"]),
                           named: "never-written", record: .never, artifactDirectory: artifacts)
        } matching: { issue in
            "\(issue)".contains("names the modifier 'appearance', which the design system does not have")
        }
        let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Snapshots/DesignSystemTests")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: references.path)) ?? []
        #expect(!names.contains { $0.hasPrefix("never-written") })
    }
}
