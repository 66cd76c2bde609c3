import Foundation
import OutputFiles
import TestSupport
import Testing

/// One file replaced whole without a journal, and a transaction's staging that leaves an
/// unchanged file alone.
@Suite("SingleFileReplacement and unchanged files")
struct SingleFileReplacementTests {
    @Test func theNewContentsAppearWholeOnCommitAndNothingIsLeftBeside() throws {
        let folder = try PackagePaths.folder(with: ["diff.png": "old"])
        let destination = folder.appendingPathComponent("diff.png")
        let file = try SingleFileReplacement(destination: destination)
        for part in ["new ", "contents"] {
            try Data(part.utf8).withUnsafeBytes { bytes in try file.append(bytes) }
        }
        #expect(try String(contentsOf: destination, encoding: .utf8) == "old")
        try file.commit()
        #expect(try PackagePaths.contents(of: folder) == ["diff.png": Data("new contents".utf8)])
    }

    @Test func anAbandonedReplacementChangesNothing() throws {
        let folder = try PackagePaths.folder(with: ["diff.png": "old"])
        do {
            let file = try SingleFileReplacement(destination: folder.appendingPathComponent("diff.png"))
            try Data("half".utf8).withUnsafeBytes { bytes in try file.append(bytes) }
        }
        #expect(try PackagePaths.contents(of: folder) == ["diff.png": Data("old".utf8)])
    }

    @Test func aMissingFolderIsNamedWithItsCause() throws {
        let folder = try PackagePaths.temporaryDirectory()
        let destination = folder.appendingPathComponent("gone/diff.png")
        #expect(throws: OutputFileError.self) { try SingleFileReplacement(destination: destination) }
    }

    @Test func stagingLeavesAnUnchangedFileAndItsTimeAlone() throws {
        let folder = try PackagePaths.folder(with: ["same.txt": "same", "other.txt": "old"])
        let same = folder.appendingPathComponent("same.txt")
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: same.path)
        var transaction = OutputTransaction(journalDirectory: folder)
        #expect(try !transaction.stageUnlessUnchanged(Data("same".utf8), at: same))
        #expect(try transaction.stageUnlessUnchanged(Data("new".utf8), at: folder.appendingPathComponent("other.txt")))
        try transaction.commit()
        #expect(try PackagePaths.contents(of: folder) == ["same.txt": Data("same".utf8), "other.txt": Data("new".utf8)])
        let modified = try FileManager.default.attributesOfItem(atPath: same.path)[.modificationDate] as? Date
        #expect(modified == past)
    }
}
