import Foundation
import OutputFiles
import TestSupport
import Testing

/// Two folders swapped in one step, and a failure said in words.
@Suite("FolderExchange")
struct FolderExchangeTests {
    @Test func swapsTwoFoldersWhole() throws {
        let folder = try PackagePaths.folder(with: ["old/a.txt": "old", "new/b.txt": "new"])
        try FolderExchange.exchange(folder.appendingPathComponent("new"), folder.appendingPathComponent("old"))
        #expect(try PackagePaths.contents(of: folder) == ["old/b.txt": Data("new".utf8), "new/a.txt": Data("old".utf8)])
    }

    @Test func aMissingFolderIsAFailureInWords() throws {
        let folder = try PackagePaths.folder(with: ["old/a.txt": "old"])
        #expect(throws: FolderExchange.Failure.failed(reason: "no such file or folder")) {
            try FolderExchange.exchange(folder.appendingPathComponent("missing"), folder.appendingPathComponent("old"))
        }
        #expect(try PackagePaths.contents(of: folder) == ["old/a.txt": Data("old".utf8)])
    }
}
