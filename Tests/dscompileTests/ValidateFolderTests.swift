import Foundation
import TestSupport
import Testing

/// `validate` of a folder names everything it does not read, and every token two files
/// define (issue 35); `--compat` passes all seven systems of terrazzoapp/dtcg-examples.
@Suite("dscompile validate: folders published by others")
struct ValidateFolderTests {
    private static let color = #"{"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}"#

    @Test func everyFileNotReadIsNamed() throws {
        let folder = try PackagePaths.folder(with: [
            "Tokens/a.tokens.json": "{\"bg\": \(Self.color)}",
            "Tokens/b.tokens.jsonc": "{}",
            "Tokens/notes.json": "{}",
            "Tokens/README.md": "# tokens",
            "Tokens/.DS_Store": "",
        ])
        let run = try DSCompileProcess.run(["validate", "Tokens"], in: folder)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.contains("Tokens/b.tokens.jsonc:1:1: warning: Tokens/b.tokens.jsonc is not read: a token file is JSON (.json) or YAML (.yaml, .yml), not .jsonc"), "\(run.errors)")
        #expect(run.errors.contains("Tokens/notes.json:1:1: warning: Tokens/notes.json is not read: token files are named *.tokens.json"), "\(run.errors)")
        #expect(run.errors.contains("dscompile: not read: Tokens/README.md (not token files: neither .json nor .yaml); 1 hidden entry"), "\(run.errors)")
    }

    @Test func aTokenTwoFilesDefineFailsStrictAndWarnsUnderCompat() throws {
        let folder = try PackagePaths.folder(with: [
            "Tokens/a.tokens.json": "{\"bg\": \(Self.color)}",
            "Tokens/b.tokens.json": "{\"bg\": \(Self.color)}",
        ])
        let strict = try DSCompileProcess.run(["validate", "Tokens"], in: folder)
        #expect(strict.status == 1)
        #expect(strict.errors.contains("Tokens/b.tokens.json:1:8: error: token 'bg' is defined in two files of one folder, at Tokens/a.tokens.json:1:8 and here; Tokens/b.tokens.json wins"), "\(strict.errors)")
        let compat = try DSCompileProcess.run(["validate", "--compat", "Tokens"], in: folder)
        #expect(compat.status == 0)
        #expect(compat.errors.contains("Tokens/b.tokens.json:1:8: warning: token 'bg' is defined in two files"), "\(compat.errors)")
    }

    @Test(arguments: ["adobe-spectrum", "apple-hig", "figma-sds", "github-primer", "ibm-carbon", "microsoft-fluent", "shopify-polaris"])
    func compatPassesEveryDTCGExample(_ name: String) throws {
        let run = try DSCompileProcess.run(["validate", "--compat", "--resolver", "Tests/Fixtures/corpus/dtcg-examples/\(name).resolver.json"])
        #expect(run.status == 0, "\(name): \(run.errors.suffix(2_000))")
        #expect(run.errors.contains("no errors"))
    }
}
