import Foundation
import TestSupport
import Testing

/// The build plugin's plan-time scan of top groups (`TopGroupScanner.swift`, compiled here
/// through a symbolic link to the plugin's file).
@Suite("Plugin top-group scan")
struct TopGroupScannerTests {
    @Test func yamlKeysAreUnindentedKeyLinesQuotedOrNot() {
        let yaml = """
        \u{FEFF}# a comment
        %YAML 1.2
        ---
        fonts:
          body: {}
        "brand colors": # quoted
          x: 1
        'it''s': {}
        $schema: x
        - not: a key
        url: http://example.com:80
        ...
        """
        #expect(TopGroupScanner.yamlTopLevelKeys(yaml) == ["fonts", "brand colors", "it's", "$schema", "url"])
    }

    @Test func theStemRuleMatchesTheEmitters() {
        // The examples of SwiftEmitter.fileName(forTopGroup:)'s documentation and the help.
        #expect(TopGroupScanner.fileName(forTopGroup: "colors") == "DesignTokens+colors.swift")
        #expect(TopGroupScanner.fileName(forTopGroup: "Brand Colors") == "DesignTokens+brand-colors.swift")
        #expect(TopGroupScanner.fileName(forTopGroup: "--Ünïcode__2x--") == "DesignTokens+n-code-2x.swift")
        #expect(TopGroupScanner.fileName(forTopGroup: "über") == "DesignTokens+ber.swift")
        #expect(TopGroupScanner.fileName(forTopGroup: "★") == nil)
    }

    @Test func declaresOneFilePerTopGroupOfTheTokenFilesOnly() throws {
        let folder = try PackagePaths.folder(with: [
            "a.tokens.json": #"{"colors": {}, "$description": "x", "Space": {}}"#,
            "b.tokens.yaml": "colors:\n  x: 1\nfonts: {}\n",
            "app.resolver.json": #"{"sets": {}}"#,
            "labels.styles.yaml": "LabelStyle:\n  error: {}\n",
            "broken.tokens.json": "{ broken",
            "README.md": "title: no",
        ])
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        #expect(TopGroupScanner.declaredFileNames(for: files)
            == ["DesignTokens+colors.swift", "DesignTokens+fonts.swift", "DesignTokens+space.swift"])
    }

    @Test func theProjectTokensGiveOneFilePerTopGroup() throws {
        let files = try FileManager.default.contentsOfDirectory(at: PackagePaths.tokens, includingPropertiesForKeys: nil)
        #expect(TopGroupScanner.declaredFileNames(for: files) == [
            "DesignTokens+badges.swift", "DesignTokens+blurs.swift", "DesignTokens+borderwidths.swift",
            "DesignTokens+buttons.swift", "DesignTokens+colors.swift", "DesignTokens+devicemetrics.swift",
            "DesignTokens+fonts.swift", "DesignTokens+initials.swift", "DesignTokens+loading.swift",
            "DesignTokens+mappins.swift", "DesignTokens+opacity.swift", "DesignTokens+otpfields.swift",
            "DesignTokens+pagecontrols.swift", "DesignTokens+palette.swift", "DesignTokens+radii.swift",
            "DesignTokens+shadows.swift", "DesignTokens+skeletons.swift", "DesignTokens+spacing.swift",
            "DesignTokens+switches.swift", "DesignTokens+touchables.swift"
        ])
    }
}
