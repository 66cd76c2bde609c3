import Foundation
import Testing
import TestSupport
@testable import TokenImport
import TokenModel

/// Tokens Studio's `$themes` as sd-transforms' `permutateThemes` reads them: its spec's
/// inputs (test/spec/permutateThemes.spec.ts), and the set lists it expects per theme.
/// Every set defines one token for each pair of sets it belongs to, valued by the set's
/// position, so a theme's values show which sets it uses and which of two wins.
@Suite("Tokens Studio themes as permutateThemes reads them")
struct TokensStudioThemeTests {
    // MARK: - permutateThemes' spec

    private static let twoGroups = """
        [{"name": "light", "group": "theme", "selectedTokenSets": {"core": "source", "light": "enabled", "theme": "enabled"}},
         {"name": "dark", "group": "theme", "selectedTokenSets": {"core": "source", "dark": "enabled", "theme": "enabled"}},
         {"name": "foo", "group": "thing", "selectedTokenSets": {"core": "source", "foo": "enabled", "thing": "enabled"}},
         {"name": "bar", "group": "thing", "selectedTokenSets": {"core": "source", "bar": "enabled", "thing": "enabled"}}]
        """

    @Test("two groups: each combination uses the source set first, then the enabled sets")
    func combinesTwoGroups() throws {
        try expectThemes(sets: ["core", "light", "dark", "theme", "foo", "bar", "thing"], themes: Self.twoGroups, expected: [
            ["theme": "dark", "thing": "bar"]: ["core", "dark", "theme", "bar", "thing"],
            ["theme": "dark", "thing": "foo"]: ["core", "dark", "theme", "foo", "thing"],
            ["theme": "light", "thing": "bar"]: ["core", "light", "theme", "bar", "thing"],
            ["theme": "light", "thing": "foo"]: ["core", "light", "theme", "foo", "thing"],
        ])
    }

    @Test("one group: each theme uses its source set, then its enabled sets")
    func oneGroup() throws {
        try expectThemes(sets: ["core", "light", "dark", "theme"], themes: """
            [{"name": "light", "group": "theme", "selectedTokenSets": {"core": "source", "light": "enabled", "theme": "enabled"}},
             {"name": "dark", "group": "theme", "selectedTokenSets": {"core": "source", "dark": "enabled", "theme": "enabled"}}]
            """, expected: [["theme": "dark"]: ["core", "dark", "theme"], ["theme": "light"]: ["core", "light", "theme"]])
    }

    @Test("enabled sets apply after source sets, even where the set order puts the source set last")
    func sourceSetsFirst() throws {
        try expectThemes(sets: ["light", "dark", "theme", "core"], themes: """
            [{"name": "light", "group": "theme", "selectedTokenSets": {"light": "enabled", "theme": "enabled", "core": "source"}},
             {"name": "dark", "group": "theme", "selectedTokenSets": {"dark": "enabled", "theme": "enabled", "core": "source"}}]
            """, expected: [["theme": "dark"]: ["core", "dark", "theme"], ["theme": "light"]: ["core", "light", "theme"]])
    }

    @Test("themes without a group are one choice among themselves, and disabled sets are left out")
    func ungroupedThemes() throws {
        try expectThemes(sets: ["core", "light", "dark", "theme"], themes: """
            [{"name": "light", "selectedTokenSets": {"core": "source", "light": "enabled", "dark": "disabled", "theme": "enabled"}},
             {"name": "dark", "selectedTokenSets": {"core": "source", "light": "disabled", "dark": "enabled", "theme": "enabled"}}]
            """, expected: [["theme": "dark"]: ["core", "dark", "theme"], ["theme": "light"]: ["core", "light", "theme"]])
    }

    @Test("a theme without a group beside grouped ones becomes a group of its own, reported (permutateThemes throws; the plugin lists it apart)")
    func mixedGrouping() throws {
        let directory = try PackagePaths.folder(with: ["t.json": Self.export(sets: ["core", "light", "dark", "theme"], themes: """
            [{"name": "light", "selectedTokenSets": {"core": "source", "light": "enabled", "theme": "enabled"}},
             {"name": "dark", "group": "theme", "selectedTokenSets": {"core": "source", "dark": "enabled", "theme": "enabled"}}]
            """)])
        let conversion = TokenConverter.convert(paths: [directory.appendingPathComponent("t.json").path])
        #expect(!conversion.report.hasErrors)
        #expect(conversion.report.items.contains { $0.message.contains("'light' have no group") })
    }

    // MARK: - The collapse an outside tester found

    @Test("themes that read each other's set as a source keep their own values: an enabled set overrides a source set")
    func sourceNeverOverridesEnabled() throws {
        let directory = try PackagePaths.folder(with: ["t.json": """
            {"core": {"grey": {"light": {"value": "#f5f5f5", "type": "color"}, "dark": {"value": "#363636", "type": "color"}}},
             "light": {"bg": {"value": "{grey.light}", "type": "color"}},
             "dark": {"bg": {"value": "{grey.dark}", "type": "color"}},
             "$themes": [
               {"name": "Light", "group": "Mode", "selectedTokenSets": {"core": "source", "light": "enabled", "dark": "source"}},
               {"name": "Dark", "group": "Mode", "selectedTokenSets": {"core": "source", "light": "source", "dark": "enabled"}}],
             "$metadata": {"tokenSetOrder": ["core", "light", "dark"]}}
            """])
        let (_, system, out) = try ConversionCheck.convertAndLoad([directory.appendingPathComponent("t.json")])
        #expect(system.token(TokenPath(dotted: "bg"), in: ["Mode": "Light"])?.value == .color(Color(srgbHex: 0xF5F5F5)))
        #expect(system.token(TokenPath(dotted: "bg"), in: ["Mode": "Dark"])?.value == .color(Color(srgbHex: 0x363636)))
        let resolver = try String(contentsOf: out.appendingPathComponent("tokens.resolver.json"), encoding: .utf8)
        #expect(!resolver.contains("\"Light\": []") && !resolver.contains("\"Dark\": []"), "\(resolver)")
    }

    @Test("too many theme combinations are an error, not an endless conversion")
    func tooManyCombinations() throws {
        // 13 groups of two themes: 8,192 combinations.
        let themes = (0..<13).flatMap { group in
            ["a", "b"].map { "{\"name\": \"\($0)\", \"group\": \"g\(group)\", \"selectedTokenSets\": {\"s\(group)\($0)\": \"enabled\"}}" }
        }
        let sets = (0..<13).flatMap { group in ["a", "b"].map { "\"s\(group)\($0)\": {\"x\(group)\": {\"value\": \"1\", \"type\": \"number\"}}" } }
        let directory = try PackagePaths.folder(with: ["t.json": "{\(sets.joined(separator: ", ")), \"$themes\": [\(themes.joined(separator: ", "))]}"])
        let conversion = TokenConverter.convert(paths: [directory.appendingPathComponent("t.json").path])
        #expect(conversion.report.hasErrors && conversion.files.isEmpty)
        #expect(conversion.report.items.contains { $0.message.contains("8192 combinations") })
    }

    // MARK: - Private

    /// A single-file export of `sets` (in that order, which is also `tokenSetOrder`) with
    /// `themes`; each set defines `pair.A-B` for every other set B, valued by its position.
    private static func export(sets: [String], themes: String) -> String {
        var members: [String] = []
        for (index, set) in sets.enumerated() {
            var tokens = ["\"own-\(set)\": {\"value\": \"\(index)\", \"type\": \"number\"}"]
            for other in sets where other != set {
                tokens.append("\"\(pairName(set, other))\": {\"value\": \"\(index)\", \"type\": \"number\"}")
            }
            members.append("\"\(set)\": {\"pair\": {\(tokens.joined(separator: ", "))}}")
        }
        let order = sets.map { "\"\($0)\"" }.joined(separator: ", ")
        return "{\(members.joined(separator: ",\n")),\n\"$themes\": \(themes),\n\"$metadata\": {\"tokenSetOrder\": [\(order)]}}"
    }

    private static func pairName(_ a: String, _ b: String) -> String {
        a < b ? "\(a)-\(b)" : "\(b)-\(a)"
    }

    /// Converts the export and checks each theme against the set list permutateThemes gives
    /// it (later wins): a token two listed sets define has the later set's value, a token
    /// only unlisted sets define is absent.
    private func expectThemes(sets: [String], themes: String, expected: [Theme: [String]],
                              sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let directory = try PackagePaths.folder(with: ["t.json": Self.export(sets: sets, themes: themes)])
        let (_, system, _) = try ConversionCheck.convertAndLoad([directory.appendingPathComponent("t.json")])
        #expect(Set(system.themes) == Set(expected.keys), sourceLocation: sourceLocation)
        for (theme, listed) in expected {
            for set in sets {
                let value = system.token(TokenPath(["pair", "own-\(set)"]), in: theme)?.value
                #expect(value == (listed.contains(set) ? .number(Double(sets.firstIndex(of: set)!)) : nil), "own-\(set) in \(theme)", sourceLocation: sourceLocation)
                for other in sets where other > set {
                    let winner = [set, other].filter(listed.contains).max { listed.firstIndex(of: $0)! < listed.firstIndex(of: $1)! }
                    let value = system.token(TokenPath(["pair", Self.pairName(set, other)]), in: theme)?.value
                    #expect(value == winner.map { .number(Double(sets.firstIndex(of: $0)!)) }, "\(Self.pairName(set, other)) in \(theme)", sourceLocation: sourceLocation)
                }
            }
        }
    }
}
