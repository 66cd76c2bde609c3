import Foundation
import TestSupport
import Testing

/// What the command line adds to the loader's diagnostics: the closing note on the plugin's
/// `"mode": "compat"`, and `--all-json` / `"allJSON"` for folders of plain `.json` files.
@Suite("dscompile diagnostic hints")
struct DiagnosticHintTests {
    @Test func strictDeviationsEndWithOneNoteOnTheDesignTokensFile() throws {
        let folder = try PackagePaths.folder(with: ["a.tokens.json": ##"{"c": {"$type": "color", "x": {"$value": "#ff0000"}, "y": {"$value": "#00ff00"}}}"##])
        let run = try DSCompileProcess.run(["validate", "a.tokens.json"], in: folder)
        #expect(run.status == 1)
        let lines = run.errors.split(separator: "\n")
        #expect(lines.count == 3, "\(run.errors)")
        #expect(lines.prefix(2).allSatisfy { $0.hasSuffix("(--compat accepts it)") })
        #expect(lines.last == ##"note: --compat reads what the errors marked (--compat accepts it) name; for the build plugin, write "mode": "compat" in designtokens.json"##)
    }

    @Test func otherErrorsGetNoNote() throws {
        let folder = try PackagePaths.folder(with: ["a.tokens.json": ##"{"n": {"$type": "number", "x": {"$value": "{n.y}"}}}"##])
        let run = try DSCompileProcess.run(["validate", "a.tokens.json"], in: folder)
        #expect(run.status == 1)
        #expect(!run.errors.contains("note:"))
    }

    @Test func allJSONReadsPlainJSONFilesByFlagOrConfiguration() throws {
        let folder = try PackagePaths.folder(with: [
            "Tokens/a.json": ##"{"n": {"$type": "number", "$value": 1}}"##,
            "allJSON.json": ##"{"allJSON": true}"##,
            "bad.json": ##"{"allJSON": 1}"##,
        ])
        let plain = try DSCompileProcess.run(["validate", "Tokens"], in: folder)
        #expect(plain.status == 1)
        #expect(plain.errors.contains("--all-json"), "\(plain.errors)")
        #expect(try DSCompileProcess.run(["validate", "--all-json", "Tokens"], in: folder).status == 0)
        let configured = try DSCompileProcess.run(["build", "--config", "allJSON.json", "Tokens", "--css-out", "web"], in: folder)
        #expect(configured.status == 0, "\(configured.errors)")
        let wrong = try DSCompileProcess.run(["build", "--config", "bad.json", "Tokens", "--css-out", "web"], in: folder)
        #expect(wrong.errors.hasPrefix(##"bad.json: error: key "allJSON": must be true or false, not 1"##), "\(wrong.errors)")
    }
}
