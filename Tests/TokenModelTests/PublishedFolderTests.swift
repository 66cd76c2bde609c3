import Foundation
import TestSupport
import Testing
import TokenModel

/// Folders published by others, read as their publishers mean them and never silently
/// (issue 35): a token two files define, files the run does not read, a resolver set that
/// resolutionOrder leaves out, and colors on the edge of sRGB.
@Suite("Published folders")
struct PublishedFolderTests {
    // MARK: - Fixtures

    /// Two files of one folder (no resolver), both defining `bg`; the later in path order is
    /// `b.tokens.json`.
    private static let twoFiles = [
        "a.tokens.json": "{\n  \"bg\": {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"srgb\", \"components\": [1, 1, 1]}},\n"
            + "  \"fg\": {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"srgb\", \"components\": [0, 0, 0]}}\n}\n",
        "b.tokens.json": "{\n\n  \"bg\": {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"srgb\", \"components\": [0, 0, 0]}}\n}\n",
    ]

    // MARK: - A token two files define

    @Test func aTokenTwoFilesDefineIsAWarningNamingBothPlacesUnderCompat() throws {
        let run = try DiagnosticRun(Self.twoFiles, mode: .compat)
        let warning = try #require(run.warnings.first { $0.contains("'bg'") }, "\(run.lines)")
        // At the later definition (its value's opening brace), naming the earlier one and which wins.
        #expect(warning.hasPrefix("b.tokens.json:3:9: warning: "), "\(warning)")
        #expect(warning.contains("a.tokens.json:2:9"), "\(warning)")
        #expect(warning.contains("b.tokens.json wins"), "\(warning)")
        #expect(run.errors.isEmpty, "\(run.errors)")
    }

    @Test func aTokenTwoFilesDefineIsAnErrorUnderStrict() throws {
        let run = try DiagnosticRun(Self.twoFiles)
        let error = try #require(run.errors.first { $0.contains("'bg'") }, "\(run.lines)")
        #expect(error.hasPrefix("b.tokens.json:3:9: error: "), "\(error)")
        #expect(error.contains("a.tokens.json:2:9"), "\(error)")
    }

    @Test func theLaterFileStillWinsUnderCompat() throws {
        let folder = try PackagePaths.folder(with: Self.twoFiles)
        let system = try DesignSystemLoader.load(paths: [folder.path], mode: .compat)
        #expect(system.defaultTokens[TokenPath(dotted: "bg")]?.value.color?.hexString == "#000000")
        #expect(system.defaultTokens[TokenPath(dotted: "fg")]?.value.color?.hexString == "#000000")
    }

    @Test func aResolverSetMayStillOverrideAnother() throws {
        // Sets and contexts in resolutionOrder override on purpose: no warning.
        var files = Self.twoFiles
        files["r.resolver.json"] = ##"{"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "a.tokens.json"}]}, "b": {"sources": [{"$ref": "b.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/a"}, {"$ref": "#/sets/b"}]}"##
        let run = try DiagnosticRun(files, resolver: "r.resolver.json")
        #expect(run.lines.isEmpty, "\(run.lines)")
    }

    // MARK: - Files not read

    @Test func everyFileNotReadIsNamedWithTheReason() throws {
        var files = Self.twoFiles
        files["b.tokens.json"] = nil
        files["extra.tokens.jsonc"] = "{}"
        files["notes.json"] = "{}"
        let run = try DiagnosticRun(files)
        #expect(run.errors.isEmpty, "\(run.errors)")
        let jsonc = try #require(run.warnings.first { $0.contains("extra.tokens.jsonc") }, "\(run.lines)")
        #expect(jsonc.contains(".jsonc"), "\(jsonc)")
        let notes = try #require(run.warnings.first { $0.contains("notes.json") }, "\(run.lines)")
        #expect(notes.contains("--all-json"), "\(notes)")
    }

    @Test func aTokenFileBesideAResolverThatDoesNotNameItIsNamed() throws {
        var files = Self.twoFiles
        files["r.resolver.json"] = ##"{"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "a.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##
        let run = try DiagnosticRun(files)
        let warning = try #require(run.warnings.first { $0.contains("b.tokens.json") }, "\(run.lines)")
        #expect(warning.contains("r.resolver.json"), "\(warning)")
    }

    // MARK: - A set resolutionOrder leaves out

    /// Apple HIG's shape: the set `typography` is defined, left out of resolutionOrder, and
    /// the contexts' typographies refer to its font families.
    private static let setLeftOut: [String: String] = [
        "fonts.tokens.json": #"{"font": {"default": {"$type": "fontFamily", "$value": ["SF Pro"]}}}"#,
        "a.tokens.json": #"{"text": {"$type": "dimension", "size": {"$value": {"value": 12, "unit": "px"}}}, "style": {"$type": "fontFamily", "$value": "{font.default}"}}"#,
        "b.tokens.json": #"{"text": {"$type": "dimension", "size": {"$value": {"value": 14, "unit": "px"}}}, "style": {"$type": "fontFamily", "$value": "{font.default}"}}"#,
        "r.resolver.json": """
            {
              "version": "2025.10",
              "resolutionOrder": [{"$ref": "#/modifiers/size"}],
              "sets": {
                "typography": {"sources": [{"$ref": "fonts.tokens.json"}]}
              },
              "modifiers": {"size": {"contexts": {"a": [{"$ref": "a.tokens.json"}], "b": [{"$ref": "b.tokens.json"}]}, "default": "a"}}
            }
            """,
    ]

    @Test func aSetLeftOutOfResolutionOrderThatTokensUseIsReadFirstUnderCompat() throws {
        let run = try DiagnosticRun(Self.setLeftOut, resolver: "r.resolver.json", mode: .compat)
        #expect(run.errors.isEmpty, "\(run.errors)")
        let warning = try #require(run.warnings.first { $0.contains("'typography'") }, "\(run.lines)")
        // At the set's line in the resolver.
        #expect(warning.hasPrefix("r.resolver.json:5:19: warning: "), "\(warning)")
        #expect(warning.contains("resolutionOrder"), "\(warning)")

        let folder = try PackagePaths.folder(with: Self.setLeftOut)
        let system = try DesignSystemLoader.load(paths: [], resolver: folder.appendingPathComponent("r.resolver.json").path, mode: .compat)
        for theme in system.themes {
            #expect(system.tokensByTheme[theme]?[TokenPath(dotted: "style")]?.value == .fontFamily(["SF Pro"]), "\(theme)")
        }
    }

    @Test func aSetLeftOutOfResolutionOrderStaysAnErrorUnderStrict() throws {
        let run = try DiagnosticRun(Self.setLeftOut, resolver: "r.resolver.json")
        #expect(run.errors.contains { $0.contains("'typography'") && $0.contains("leaves out") }, "\(run.lines)")
    }

    // MARK: - Colors on the edge of sRGB

    /// display-p3 (0.458402, 0.985266, 0.298295) is #00FF00 rounded to six digits: by CSS
    /// Color 4's matrices its sRGB channels are about (-3.8e-6, 1 + 1.4e-6, -1.3e-6), so
    /// within 1e-5 of the gamut, which is rounding, not a color outside sRGB.
    @Test func aColorWithin1eMinus5OfSRGBIsNotReportedClipped() throws {
        let tokens = #"{"c": {"$type": "color", "$value": {"colorSpace": "display-p3", "components": [0.458402, 0.985266, 0.298295]}}}"#
        let run = try DiagnosticRun(["a.tokens.json": tokens])
        #expect(run.lines.isEmpty, "\(run.lines)")
    }

    @Test func aColorFurtherOutsideIsStillReported() throws {
        // display-p3 (0, 1, 0) is sRGB (-0.52, 1.02, -0.2) before clipping.
        let tokens = #"{"c": {"$type": "color", "$value": {"colorSpace": "display-p3", "components": [0, 1, 0]}}}"#
        let run = try DiagnosticRun(["a.tokens.json": tokens])
        #expect(run.warnings.contains { $0.contains("outside sRGB") }, "\(run.lines)")
    }
}
