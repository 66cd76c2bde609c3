import Foundation
import TestSupport
import Testing

/// File-system problems told in words: the path and the cause, never a raw `NSError` dump.
/// (`dscompile diff`'s own cases are in DiffCommandTests.)
@Suite("File-system messages")
struct FileSystemMessageTests {
    /// A tokens folder with one good file and a FOLDER named like a token file.
    private func tokensWithAFolderNamedLikeATokenFile() throws -> URL {
        let root = try PackagePaths.folder(with: [
            "tokens/a.tokens.json": #"{ "space": { "$type": "dimension", "s": { "$value": { "value": 4, "unit": "px" } } } }"#,
        ])
        try FileManager.default.createDirectory(at: root.appendingPathComponent("tokens/x.tokens.json"), withIntermediateDirectories: true)
        return root
    }

    private func expectWords(_ run: DSCompileProcess.Run, sourceLocation: SourceLocation = #_sourceLocation) {
        for raw in ["Error Domain=", "NSCocoaErrorDomain", "NSPOSIXErrorDomain", "UserInfo="] {
            #expect(!run.errors.contains(raw), "\(run.errors)", sourceLocation: sourceLocation)
        }
    }

    @Test func validateNamesAFolderCalledLikeATokenFile() throws {
        let root = try tokensWithAFolderNamedLikeATokenFile()
        let run = try DSCompileProcess.run(["validate", "tokens"], in: root)
        #expect(run.status == 1)
        #expect(run.errors.contains("tokens/x.tokens.json:1:1: error: cannot read the file: is a folder, not a file"), "\(run.errors)")
        expectWords(run)
    }

    @Test func buildNamesItAndWritesNothing() throws {
        let root = try tokensWithAFolderNamedLikeATokenFile()
        let run = try DSCompileProcess.run(["build", "tokens", "--swift-out", "out"], in: root)
        #expect(run.status == 1)
        #expect(run.errors.contains("tokens/x.tokens.json:1:1: error: cannot read the file: is a folder, not a file"), "\(run.errors)")
        expectWords(run)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("out").path))
    }
}
