import DesignSnapshots
import Testing

/// A snapshot test as a project writes one: `import DesignSnapshots` (and Swift Testing) is
/// all it needs to build a view, theme it and compare it with
/// `Snapshots/DesignSnapshotsTests/one-import-label.<theme>@2x.png`.
@Suite("One import")
struct OneImportSnapshotTests {
    @Test(arguments: [Themes.light, Themes.dark])
    func aBuiltViewNeedsNoOtherImport(theme: Theme) {
        let label = LabelBuilder.startBuild()
            .setText("Saved to your library")
            .setTextColor(Themed(Color(srgbHex: 0x1B1F24), variants: [Themes.dark: Color(srgbHex: 0xF0F3F6)]))
            .setNumberOfLines(0)
            .build()
        let page = Themed(Color(srgbHex: 0xFFFFFF), variants: [Themes.dark: Color(srgbHex: 0x0D1117)])
        assertSnapshot(of: label, as: .image(width: 160, theme: theme, padding: 8, background: page), named: "one-import-label")
    }
}

/// The project's themes, as its generated `DesignTokens.Themes` would give them.
private enum Themes {
    static let light: Theme = ["theme": "light"]
    static let dark: Theme = ["theme": "dark"]
}
