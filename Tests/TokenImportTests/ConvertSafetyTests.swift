import Foundation
import Testing
import TestSupport
@testable import TokenImport
import TokenModel

/// Issue #35's "Nothing silent" and "Convert writes what the reader reads": inputs an outside
/// tester gave, each with what the DTCG specs or hand reading say the answer must be.
@Suite("convert: nothing silent, nothing the reader refuses")
struct ConvertSafetyTests {
    // MARK: - No trap

    @Test("a Tokens Studio file whose top-level member is a token is one set holding it, not a set with an empty name")
    func fileThatIsOneToken() throws {
        // The outside tester's trap (DTCGWriter's `path.first!` on an empty path). Tokens
        // Studio reads a unitless spacing as px.
        let folder = try PackagePaths.folder(with: ["t.json": #"{"space":{"value":"8","type":"spacing"}}"#])
        let (conversion, system, _) = try ConversionCheck.convertAndLoad([folder.appendingPathComponent("t.json")], from: .tokensStudio)
        #expect(conversion.report.tokensWritten == 1)
        #expect(system.defaultTokens[TokenPath(dotted: "space")]?.value == .dimension(Dimension(8, .px)))
    }

    @Test("a conversion that writes no token is an error, and the token left out is counted with its reason")
    func noTokenWritten() throws {
        let folder = try PackagePaths.folder(with: ["t.json": #"{"note": {"value": "hello", "type": "content"}}"#])
        let conversion = TokenConverter.convert(paths: [folder.appendingPathComponent("t.json").path])
        #expect(conversion.report.tokensLeftOut == 1)
        #expect(conversion.report.tokensWritten == 0)
        #expect(conversion.report.items.contains { $0.severity == .error && $0.message.contains("no token") }, "\(conversion.report.items.map(\.diagnostic))")
    }

    // MARK: - Files not read

    @Test("a .jsonc file in a folder is read as JSON5; every other file is named with the reason")
    func jsoncAndSkippedFiles() throws {
        let folder = try PackagePaths.folder(with: [
            "src/colors.jsonc": "{\n  // brand\n  \"color\": { \"red\": { \"value\": \"#ff0000\", \"type\": \"color\" }, },\n}",
            "src/size.json": #"{"size": {"s": {"value": "4px", "type": "dimension"}}}"#,
            "src/README.md": "# tokens",
            "src/.DS_Store": "x",
        ])
        let conversion = TokenConverter.convert(paths: [folder.appendingPathComponent("src").path])
        #expect(!conversion.report.hasErrors, "\(conversion.report.items.map(\.diagnostic))")
        #expect(conversion.files.contains { $0.path == "colors.tokens.json" })
        #expect(conversion.report.tokensWritten == 2)
        let notRead = conversion.report.items.filter { $0.message.contains("not read") }.map(\.message)
        #expect(notRead.contains { $0.contains("README.md") }, "\(notRead)")
        #expect(notRead.contains { $0.contains(".DS_Store") }, "\(notRead)")
        #expect(!conversion.summary(writtenTo: "out").contains("everything carried over"))
    }

    @Test("the summary counts the tokens written and left out")
    func summaryCounts() throws {
        let folder = try PackagePaths.folder(with: [
            "t.json": ##"{"color": {"red": {"value": "#ff0000", "type": "color"}, "note": {"value": "hello", "type": "content"}}}"##,
        ])
        let conversion = TokenConverter.convert(paths: [folder.appendingPathComponent("t.json").path], from: .styleDictionary)
        #expect(conversion.report.tokensWritten == 1)
        #expect(conversion.report.tokensLeftOut == 1)
        let summary = conversion.summary(writtenTo: "out")
        #expect(summary.contains("1 token(s)") && summary.contains("1 left out"), "\(summary)")
    }

    // MARK: - Names the resolver reads

    @Test("a theme group with a space is written as a JSON Pointer with %20 (RFC 6901 §6) and reads back")
    func modifierNameIsEncoded() throws {
        let export = #"""
        {
          "core": {"bg": {"value": "#ffffff", "type": "color"}},
          "dark": {"bg": {"value": "#000000", "type": "color"}},
          "$themes": [
            {"name": "Light", "group": "color scheme", "selectedTokenSets": {"core": "enabled"}},
            {"name": "Dark", "group": "color scheme", "selectedTokenSets": {"core": "enabled", "dark": "enabled"}}
          ],
          "$metadata": {"tokenSetOrder": ["core", "dark"]}
        }
        """#
        let folder = try PackagePaths.folder(with: ["t.json": export])
        let (conversion, system, _) = try ConversionCheck.convertAndLoad([folder.appendingPathComponent("t.json")])
        let resolver = try #require(conversion.files.first { $0.path == DTCGWriter.resolverName }?.contents)
        #expect(resolver.contains("\"#/modifiers/color%20scheme\""), "\(resolver)")
        #expect(system.themes.count == 2)
    }

    @Test("JSON Pointer segments: ~ and / escaped, then what a URI fragment cannot hold percent-encoded")
    func pointerSegments() {
        // RFC 6901 §5 and §6's own examples: "a/b" is a~1b, "m~n" is m~0n, " " is %20, "%" is %25.
        #expect(ResolverPointer.segment("a/b") == "a~1b")
        #expect(ResolverPointer.segment("m~n") == "m~0n")
        #expect(ResolverPointer.segment("color scheme") == "color%20scheme")
        #expect(ResolverPointer.segment("c%d") == "c%25d")
        #expect(ResolverPointer.segment("e^f") == "e%5Ef")
        #expect(ResolverPointer.segment("é") == "%C3%A9")
    }

    // MARK: - Swift names

    @Test("sibling names that give one Swift name are renamed, the rename reported, references rewritten")
    func swiftCollisionsRenamed() throws {
        let folder = try PackagePaths.folder(with: ["t.json": #"""
        {
          "space": {
            "step": {"value": "4px", "type": "dimension"},
            "_step": {"value": "8px", "type": "dimension"},
            "md": {"value": "12px", "type": "dimension"},
            "md+": {"value": "14px", "type": "dimension"},
            "gap": {"value": "{space.md+}", "type": "dimension"}
          }
        }
        """#])
        // Not ConversionCheck.convertAndLoad: its source values are keyed by the source's names.
        let conversion = TokenConverter.convert(paths: [folder.appendingPathComponent("t.json").path], from: .styleDictionary)
        let out = folder.appendingPathComponent("out")
        try ConversionWriter.write(conversion, to: out.path, force: false)
        let system = try DesignSystemLoader.load(paths: [out.path], mode: .strict)
        #expect(conversion.report.renamedPaths == ["space._step": "space._step-2", "space.md+": "space.md+-2"])
        let renames = conversion.report.items.filter { $0.message.contains("renamed") }
        #expect(renames.count == 2, "\(conversion.report.items.map(\.diagnostic))")
        #expect(renames.allSatisfy { $0.location?.line != nil })
        #expect(renames.contains { $0.token == "space._step" && $0.message.contains("'space._step-2'") })
        #expect(renames.contains { $0.token == "space.md+" && $0.message.contains("'space.md+-2'") && $0.message.contains("1 reference") })
        let tokens = system.defaultTokens
        #expect(tokens[TokenPath(dotted: "space.md+-2")]?.value == .dimension(Dimension(14, .px)))
        #expect(tokens[TokenPath(dotted: "space.gap")]?.value == .dimension(Dimension(14, .px)))
        #expect(tokens[TokenPath(dotted: "space.step")]?.value == .dimension(Dimension(4, .px)))
    }

    @Test("contexts light and Light of one theme group are told apart by a reported rename")
    func contextCollisionsRenamed() throws {
        let export = #"""
        {
          "a": {"bg": {"value": "#ffffff", "type": "color"}},
          "b": {"bg": {"value": "#000000", "type": "color"}},
          "$themes": [
            {"name": "light", "group": "mode", "selectedTokenSets": {"a": "enabled"}},
            {"name": "Light", "group": "mode", "selectedTokenSets": {"b": "enabled"}}
          ]
        }
        """#
        let folder = try PackagePaths.folder(with: ["t.json": export])
        let conversion = TokenConverter.convert(paths: [folder.appendingPathComponent("t.json").path])
        let resolver = try #require(conversion.files.first { $0.path == DTCGWriter.resolverName }?.contents)
        #expect(resolver.contains("\"Light-2\""), "\(resolver)")
        #expect(conversion.report.items.contains { $0.message.contains("'Light' becomes 'Light-2'") && $0.location != nil })
    }

    // MARK: - Other formats

    @Test("Adobe Spectrum's token format is refused by name")
    func spectrumRefused() {
        let file = ConversionCheck.importers.appendingPathComponent("style-dictionary/spectrum-refused/color-aliases.json")
        let conversion = TokenConverter.convert(paths: [file.path])
        #expect(conversion.report.hasErrors)
        #expect(conversion.report.items.contains { $0.severity == .error && $0.message.contains("Spectrum") }, "\(conversion.report.items.map(\.diagnostic))")
    }
}
