import Foundation
import TestSupport
import Testing

/// `dscompile convert` run as the user runs it: Style Dictionary and Tokens Studio files in,
/// a folder `validate --strict` accepts out, written all at once or not at all.
@Suite("dscompile convert")
struct ConvertCommandTests {
    private static let importers = PackagePaths.root.appendingPathComponent("Tests/Fixtures/importers")

    @Test("each fixture converts, says what it read, and validate --strict accepts the output", arguments: [
        (["style-dictionary/cti", "style-dictionary/typed.json"], "Style Dictionary"),
        (["tokens-studio/single/tokens.json"], "Tokens Studio"),
        (["tokens-studio/folder"], "Tokens Studio"),
    ])
    func convertsAndValidates(sources: [String], format: String) throws {
        let directory = try PackagePaths.temporaryDirectory()
        let out = directory.appendingPathComponent("Tokens").path
        let convert = try DSCompileProcess.run(["convert"] + sources.map { Self.importers.appendingPathComponent($0).path } + ["--out", out])
        #expect(convert.status == 0, "\(convert.errors)")
        #expect(convert.errors.contains("read as \(format)"), "\(convert.errors)")
        #expect(convert.errors.contains(": warning: "), "the findings are printed")
        #expect(FileManager.default.fileExists(atPath: out + "/conversion-report.md"))
        let validate = try DSCompileProcess.run(["validate", "--strict", out])
        #expect(validate.status == 0, "\(validate.errors)")
        // convert's own marker (for --force) is no hidden entry of the user's to report.
        #expect(!validate.errors.contains("hidden entr"), "\(validate.errors)")
    }

    @Test("a non-empty --out without --force exits 1 and changes nothing; --force replaces a folder convert wrote")
    func refusesNonEmptyOutput() throws {
        let directory = try PackagePaths.folder(with: ["Tokens/keep.txt": "mine"])
        let out = directory.appendingPathComponent("Tokens")
        let source = Self.importers.appendingPathComponent("tokens-studio/single/tokens.json").path
        let before = try PackagePaths.contents(of: directory)
        let refused = try DSCompileProcess.run(["convert", source, "--out", out.path])
        #expect(refused.status == 1)
        #expect(refused.errors.contains("is not empty") && refused.errors.contains("--force"), "\(refused.errors)")
        #expect(try PackagePaths.contents(of: directory) == before)
        // A folder convert did not write is not replaced, --force or not.
        let notOurs = try DSCompileProcess.run(["convert", source, "--out", out.path, "--force"])
        #expect(notOurs.status == 1)
        #expect(notOurs.errors.contains("was not written by dscompile convert"), "\(notOurs.errors)")
        #expect(try PackagePaths.contents(of: directory) == before)
        try FileManager.default.removeItem(at: out.appendingPathComponent("keep.txt"))
        #expect(try DSCompileProcess.run(["convert", source, "--out", out.path]).status == 0)
        try Data("stale".utf8).write(to: out.appendingPathComponent("stale.tokens.json"))
        let forced = try DSCompileProcess.run(["convert", source, "--out", out.path, "--force"])
        #expect(forced.status == 0, "\(forced.errors)")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("stale.tokens.json").path))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("tokens.resolver.json").path))
        // Nothing is left beside the folder but its lock file: the staging folder was swapped
        // into place and the old files removed.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [".Tokens.dscompile-lock", "Tokens"])
    }

    @Test("the hidden folders a killed run left beside --out are removed by the next run")
    func removesWhatAKilledRunLeft() throws {
        // A run killed after its swap leaves the old files in its staging folder; one killed
        // before, the new ones. Either is hidden beside the folder and named after it.
        let directory = try PackagePaths.folder(with: [
            "Tokens/old.tokens.json": "{}",
            "Tokens/.dscompile-convert": "dscompile convert wrote this folder; convert --force replaces it only while this file is here.\n",
            ".Tokens.convert-0A1B2C3D/old.tokens.json": "{}",
            ".Tokens.convert-0A1B2C3D-x/new.tokens.json": "{}",
            ".Other.convert-0A1B2C3D/keep.txt": "not ours to remove",
        ])
        let source = Self.importers.appendingPathComponent("tokens-studio/single/tokens.json").path
        let run = try DSCompileProcess.run(["convert", source, "--out", "Tokens", "--force"], in: directory)
        #expect(run.status == 0, "\(run.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
                == [".Other.convert-0A1B2C3D", ".Tokens.dscompile-lock", "Tokens"])
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Tokens/old.tokens.json").path))
    }

    @Test("a syntax error exits 1 naming file:line:column, and writes nothing")
    func reportsSyntaxErrors() throws {
        let directory = try PackagePaths.folder(with: ["src/colors.json": "{\n  \"color\": {\n    \"red\": { \"value\": \"#f00\" }\n    \"blue\": {}\n  }\n}"])
        let run = try DSCompileProcess.run(["convert", "src", "--out", "Tokens"], in: directory)
        #expect(run.status == 1)
        #expect(run.errors.contains("src/colors.json:4:5: error:"), "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Tokens").path))
    }

    @Test("--help explains the command with an example; --from names the format")
    func explainsItself() throws {
        let help = try DSCompileProcess.run(["convert", "--help"])
        #expect(help.output.contains("dscompile convert tokens/ --out Tokens"), "\(help.output)")
        #expect(help.output.contains("--from") && help.output.contains("--force"))
        let directory = try PackagePaths.folder(with: ["t.json": #"{"size": {"base": {"value": "16px", "type": "sizing"}}}"#])
        let forced = try DSCompileProcess.run(["convert", "t.json", "--out", "Tokens", "--from", "style-dictionary"], in: directory)
        #expect(forced.status == 0, "\(forced.errors)")
        #expect(forced.errors.contains("read as Style Dictionary (legacy format) (--from)"), "\(forced.errors)")
    }
}
