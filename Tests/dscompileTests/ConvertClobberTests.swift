import Foundation
import TestSupport
import Testing

/// `convert --force` replaces only a folder `convert` wrote, and never one that holds the
/// source or the working directory: the user's files beside them stay.
@Suite("dscompile convert never replaces what is not its own")
struct ConvertClobberTests {
    private static let source = PackagePaths.root.appendingPathComponent("Tests/Fixtures/importers/tokens-studio/single/tokens.json")

    @Test func convertIntoTheSourcesOwnFolderWithForceDeletesNothing() throws {
        let directory = try PackagePaths.folder(with: ["src/notes.md": "my notes"])
        try FileManager.default.copyItem(at: Self.source, to: directory.appendingPathComponent("src/tokens.json"))
        let before = try PackagePaths.contents(of: directory)
        let run = try DSCompileProcess.run(["convert", "src/tokens.json", "--out", "src", "--force"], in: directory)
        #expect(run.status == 1)
        #expect(run.errors.contains("src holds the source src/tokens.json; convert replaces its output folder whole"), "\(run.errors)")
        #expect(try PackagePaths.contents(of: directory) == before)
    }

    @Test func convertIntoTheParentOfTheWorkingDirectoryWithForceDeletesNothing() throws {
        let directory = try PackagePaths.folder(with: ["project/inside/notes.md": "my notes", "project/other.txt": "other"])
        let inside = directory.appendingPathComponent("project/inside")
        let before = try PackagePaths.contents(of: directory)
        let run = try DSCompileProcess.run(["convert", Self.source.path, "--out", "..", "--force"], in: inside)
        #expect(run.status == 1)
        #expect(run.errors.contains(".. holds the working directory"), "\(run.errors)")
        #expect(try PackagePaths.contents(of: directory) == before)
    }

    @Test func forceReplacesAFolderConvertWroteAndNoOther() throws {
        let directory = try PackagePaths.folder(with: ["Mine/notes.md": "my notes"])
        let refused = try DSCompileProcess.run(["convert", Self.source.path, "--out", "Mine", "--force"], in: directory)
        #expect(refused.status == 1)
        #expect(refused.errors.contains("Mine was not written by dscompile convert"), "\(refused.errors)")
        #expect(try String(contentsOf: directory.appendingPathComponent("Mine/notes.md"), encoding: .utf8) == "my notes")
        #expect(try DSCompileProcess.run(["convert", Self.source.path, "--out", "Converted"], in: directory).status == 0)
        let again = try DSCompileProcess.run(["convert", Self.source.path, "--out", "Converted", "--force"], in: directory)
        #expect(again.status == 0, "\(again.errors)")
    }
}
