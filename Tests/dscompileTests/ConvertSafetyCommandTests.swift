import Foundation
import TestSupport
import Testing

/// `dscompile convert` on what an outside tester gave it (issue #35): no trap, nothing
/// silent, and output that `validate --strict` (the same checks as `build`) accepts.
@Suite("dscompile convert: no trap, nothing silent, output validate --strict accepts")
struct ConvertSafetyCommandTests {
    @Test("a Tokens Studio file whose top-level member is a token: no trap, the token converted, validate --strict passes")
    func fileThatIsOneToken() throws {
        let directory = try PackagePaths.folder(with: ["t.json": #"{"space":{"value":"8","type":"spacing"}}"#])
        let run = try DSCompileProcess.run(["convert", "t.json", "--out", "Tokens"], in: directory)
        #expect(!run.wasSignaled && run.status == 0, "\(run.status): \(run.errors)")
        let validate = try DSCompileProcess.run(["validate", "--strict", "Tokens"], in: directory)
        #expect(validate.status == 0, "\(validate.errors)")
    }

    @Test("a conversion that writes no token: exit 1, the token named with its reason, nothing written")
    func noTokenWritten() throws {
        let directory = try PackagePaths.folder(with: ["t.json": #"{"note": {"value": "hello", "type": "content"}}"#])
        let run = try DSCompileProcess.run(["convert", "t.json", "--out", "Tokens"], in: directory)
        #expect(!run.wasSignaled && run.status == 1, "\(run.status): \(run.errors)")
        #expect(run.errors.contains("token 'note': left out"), "\(run.errors)")
        #expect(run.errors.contains("no token could be converted"), "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Tokens").path))
    }

    @Test("names that clash in Swift, a theme group with a space and themes light/Light: converted, renames reported, validate --strict passes")
    func clashingNamesValidate() throws {
        let export = #"""
        {
          "core": {
            "space": {
              "step": {"value": "4", "type": "spacing"},
              "_step": {"value": "8", "type": "spacing"},
              "md": {"value": "12", "type": "spacing"},
              "md+": {"value": "14", "type": "spacing"},
              "gap": {"value": "{space.md+}", "type": "spacing"}
            },
            "bg": {"value": "#ffffff", "type": "color"}
          },
          "dark": {"bg": {"value": "#000000", "type": "color"}},
          "$themes": [
            {"name": "light", "group": "color scheme", "selectedTokenSets": {"core": "enabled"}},
            {"name": "Light", "group": "color scheme", "selectedTokenSets": {"core": "enabled", "dark": "enabled"}}
          ],
          "$metadata": {"tokenSetOrder": ["core", "dark"]}
        }
        """#
        let directory = try PackagePaths.folder(with: ["t.json": export])
        let convert = try DSCompileProcess.run(["convert", "t.json", "--out", "Tokens"], in: directory)
        #expect(!convert.wasSignaled && convert.status == 0, "\(convert.errors)")
        #expect(convert.errors.contains("t.json:5:"), "renames are located: \(convert.errors)")
        #expect(convert.errors.contains("renamed to 'space._step-2'"), "\(convert.errors)")
        #expect(convert.errors.contains("renamed to 'space.md+-2'") && convert.errors.contains("1 reference(s) to it rewritten"), "\(convert.errors)")
        #expect(convert.errors.contains("the theme 'Light' becomes 'Light-2'"), "\(convert.errors)")
        let resolver = try String(contentsOf: directory.appendingPathComponent("Tokens/tokens.resolver.json"), encoding: .utf8)
        #expect(resolver.contains("#/modifiers/color%20scheme"), "\(resolver)")
        let validate = try DSCompileProcess.run(["validate", "--strict", "Tokens"], in: directory)
        #expect(validate.status == 0, "\(validate.errors)")
    }

    @Test("a folder with a .jsonc file and a README: the .jsonc is read, the README named, the summary counts")
    func jsoncFolder() throws {
        let directory = try PackagePaths.folder(with: [
            "src/colors.jsonc": "{\n  // brand\n  \"color\": { \"red\": { \"value\": \"#ff0000\", \"type\": \"color\" }, },\n}",
            "src/README.md": "# tokens",
        ])
        let run = try DSCompileProcess.run(["convert", "src", "--out", "Tokens"], in: directory)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.contains("not read: src/README.md is not a .json, .json5 or .jsonc file"), "\(run.errors)")
        #expect(run.errors.contains("wrote 1 token(s) in 1 token file(s)"), "\(run.errors)")
        #expect(!run.errors.contains("everything carried over"))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("Tokens/colors.tokens.json").path))
    }

    @Test("Adobe Spectrum's token format is refused by name, exit 1")
    func spectrumRefused() throws {
        let file = PackagePaths.root.appendingPathComponent("Tests/Fixtures/importers/style-dictionary/spectrum-refused/color-aliases.json")
        let directory = try PackagePaths.temporaryDirectory()
        let run = try DSCompileProcess.run(["convert", file.path, "--out", "Tokens"], in: directory)
        #expect(run.status == 1, "\(run.errors)")
        #expect(run.errors.contains("Adobe Spectrum's own token format"), "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Tokens").path))
    }

    // MARK: - Fuzz findings

    /// The inputs `make fuzz FUZZ_TARGET=convert` found, reduced: each laid out as the fuzzer
    /// lays it out (docs/FUZZING.md) and converted by the binary, which must end with an exit
    /// status, never a signal.
    static let findings: [String] = {
        let folder = PackagePaths.root.appendingPathComponent("Tests/Fixtures/fuzz-findings/convert")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted()
    }()

    @Test("every reduced fuzz finding converts without a trap", arguments: findings)
    func fuzzFinding(name: String) throws {
        let data = try Data(contentsOf: PackagePaths.root.appendingPathComponent("Tests/Fixtures/fuzz-findings/convert/\(name)"))
        let directory = try PackagePaths.temporaryDirectory()
        let mode = (data.first ?? 0) % 4
        let document = data.dropFirst()
        var arguments = ["convert"]
        if mode == 3 {
            let names = ["$themes.json", "$metadata.json", "core/base.json", "theme.json"]
            for (name, part) in zip(names, document.split(separator: 0, maxSplits: names.count - 1, omittingEmptySubsequences: false)) {
                let url = directory.appendingPathComponent("in/" + name)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(part).write(to: url)
            }
            arguments.append("in")
        } else {
            try FileManager.default.createDirectory(at: directory.appendingPathComponent("in"), withIntermediateDirectories: true)
            try Data(document).write(to: directory.appendingPathComponent("in/tokens.json"))
            arguments.append("in/tokens.json")
            if mode == 1 { arguments += ["--from", "style-dictionary"] }
            if mode == 2 { arguments += ["--from", "tokens-studio"] }
        }
        let run = try DSCompileProcess.run(arguments + ["--out", "out"], in: directory)
        #expect(!run.wasSignaled && [0, 1].contains(run.status), "\(name): status \(run.status)\n\(run.errors)")
    }
}
