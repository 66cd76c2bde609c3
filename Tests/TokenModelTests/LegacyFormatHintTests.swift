import Testing
import TokenModel

/// A token file in a format before DTCG 2025.10 gives one line naming it and the command
/// that converts it; a folder of plain `.json` files names the rule and the flag.
@Suite("Legacy formats and plain JSON folders")
struct LegacyFormatHintTests {
    /// Style Dictionary's format, as its documentation describes it: value, type, comment.
    private static let styleDictionary = ##"""
    {"color": {"base": {"red": {"value": "#ff0000", "type": "color", "comment": "the brand's red"},
                        "blue": {"value": "#0000ff", "type": "color"}},
               "font": {"primary": {"value": "{color.base.red.value}"}}},
     "size": {"small": {"value": "4px", "type": "dimension"}, "large": {"value": "16px"}}}
    """##

    @Test func aStyleDictionaryFileIsOneLineWithTheConvertCommand() throws {
        let run = try DiagnosticRun(["sd.json": Self.styleDictionary], paths: ["sd.json"])
        #expect(run.lines == ["sd.json:1:1: error: sd.json is written in Style Dictionary's legacy format (value and type without $), "
                    + "not DTCG 2025.10; convert it with: dscompile convert sd.json --out DIR"])
    }

    @Test func aTokensStudioExportIsOneLineWithTheConvertCommand() throws {
        let export = ##"{"global": {"radius": {"value": "4", "type": "borderRadius"}}, "$themes": [], "$metadata": {"tokenSetOrder": ["global"]}}"##
        let run = try DiagnosticRun(["studio.json": export], paths: ["studio.json"])
        #expect(run.lines == ["studio.json:1:1: error: studio.json is a Tokens Studio export ($themes, $metadata or its own token types), "
                    + "not DTCG 2025.10; convert it with: dscompile convert studio.json --out DIR"])
        #expect(LegacyFormat.detect(SourceNode(.object(["a": SourceNode(.object(["value": SourceNode(.string("4"), at: .init(file: "f", line: 1, column: 1)),
                                                                                 "type": SourceNode(.string("boxShadow"), at: .init(file: "f", line: 1, column: 1))]),
                                                                   at: .init(file: "f", line: 1, column: 1))]),
                                               at: .init(file: "f", line: 1, column: 1))) == .tokensStudio)
    }

    @Test func aTokensStudioFolderNamesTheFolder() throws {
        let run = try DiagnosticRun([
            "studio/$themes.json": ##"[{"id": "1", "name": "light", "selectedTokenSets": {"global": "enabled"}}]"##,
            "studio/global.json": ##"{"radius": {"value": "4", "type": "borderRadius"}}"##,
        ], paths: ["studio"], allJSON: true)
        #expect(run.lines == [
            "studio/$themes.json:1:1: error: studio/$themes.json is a Tokens Studio export ($themes, $metadata or its own token types), "
                + "not DTCG 2025.10; convert it with: dscompile convert studio --out DIR",
            "studio/global.json:1:1: error: studio/global.json is a Tokens Studio export ($themes, $metadata or its own token types), "
                + "not DTCG 2025.10; convert it with: dscompile convert studio/global.json --out DIR",
        ])
    }

    @Test func aDTCGFileWithAMistakeIsNotTakenForLegacy() throws {
        // `{value, unit}` inside $value is DTCG, not a legacy token.
        let run = try DiagnosticRun(["a.tokens.json": ##"{"d": {"$type": "dimension", "a": {"$value": {"value": 4, "unit": "px"}}, "b": {"$value": "x"}}}"##])
        #expect(run.errors.count == 1)
        #expect(!run.lines.joined().contains("convert"))
    }

    @Test func aFolderOfPlainJSONNamesTheRuleTheFilesAndTheFlag() throws {
        let files = ["a.json": ##"{"n": {"$type": "number", "$value": 1}}"##, "b.json": "{}", "c.yaml": "{}", "d.json": "{}"]
        let run = try DiagnosticRun(files)
        #expect(run.lines.count == 1)
        let line = try #require(run.lines.first)
        #expect(line.contains("no token files found in"))
        #expect(line.contains("token files are named *.tokens.json or *.tokens.yaml, so "))
        #expect(line.contains("so a.json, b.json, c.yaml and 1 more were skipped"))
        #expect(line.hasSuffix(##"--all-json ("allJSON": true in designtokens.json) reads every .json and .yaml file as a token file"##))

        let all = try DiagnosticRun(files.merging(["designtokens.json": ##"{"mode": "compat"}"##]) { $1 }, allJSON: true)
        #expect(all.lines.isEmpty, "\(all.lines)")
    }

    /// A folder of Style Dictionary files is what `convert` reads: the one line says so.
    @Test func aFolderOfStyleDictionaryFilesNamesTheConvertCommand() throws {
        let run = try DiagnosticRun(["colors.json": ##"{"color": {"red": {"value": "#ff0000", "type": "color"}}}"##])
        #expect(run.lines.count == 1)
        let line = try #require(run.lines.first)
        #expect(line.contains("so colors.json was skipped"), "\(line)")
        #expect(line.contains("is written in Style Dictionary's legacy format (value and type without $): convert the folder with: dscompile convert "),
                "\(line)")
        #expect(line.hasSuffix(" --out DIR"), "\(line)")
    }
}
