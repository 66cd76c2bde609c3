import Foundation
@testable import OutputFiles
import TestSupport
import Testing

/// Several files replaced as a whole, discarded without a trace, and the leftovers of a
/// killed commit completed by the next run.
@Suite("OutputTransaction")
struct OutputTransactionTests {
    @Test func commitReplacesEveryFileAndRemovesThePlannedOnes() throws {
        let folder = try PackagePaths.folder(with: ["a/one.txt": "old one", "a/stale.txt": "stale", "b/two.txt": "old two"])
        var transaction = OutputTransaction(journalDirectory: folder.appendingPathComponent("a"))
        try transaction.stage(Data("new one".utf8), at: folder.appendingPathComponent("a/one.txt"))
        try transaction.stage("new two", at: folder.appendingPathComponent("b/two.txt"))
        try transaction.stage("three", at: folder.appendingPathComponent("c/d/three.txt"))
        transaction.remove(folder.appendingPathComponent("a/stale.txt"))
        #expect(!transaction.isEmpty)
        // Nothing is visible before commit.
        #expect(try String(contentsOf: folder.appendingPathComponent("a/one.txt"), encoding: .utf8) == "old one")
        try transaction.commit()
        #expect(try PackagePaths.contents(of: folder) == [
            "a/one.txt": Data("new one".utf8), "b/two.txt": Data("new two".utf8), "c/d/three.txt": Data("three".utf8),
        ])
        #expect(transaction.isEmpty)
    }

    @Test func aFileWrittenInPartsIsReplacedAsAWhole() throws {
        let folder = try PackagePaths.folder(with: ["big.txt": "old"])
        var transaction = OutputTransaction(journalDirectory: folder)
        let file = try transaction.beginStaging(at: folder.appendingPathComponent("big.txt"))
        for part in ["a", "b", "c"] { try file.append(part) }
        try transaction.commit()
        #expect(try PackagePaths.contents(of: folder) == ["big.txt": Data("abc".utf8)])
    }

    @Test func discardChangesNothingAndRemovesTheFoldersItMade() throws {
        let folder = try PackagePaths.folder(with: ["one.txt": "old"])
        var transaction = OutputTransaction(journalDirectory: folder)
        try transaction.stage("new", at: folder.appendingPathComponent("one.txt"))
        try transaction.stage("new", at: folder.appendingPathComponent("made/deeper/two.txt"))
        transaction.remove(folder.appendingPathComponent("one.txt"))
        transaction.discard()
        try transaction.commit()
        #expect(try PackagePaths.contents(of: folder) == ["one.txt": Data("old".utf8)])
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("made").path))
    }

    @Test func unstagingLeavesTheDestinationAlone() throws {
        let folder = try PackagePaths.folder(with: ["one.txt": "same"])
        var transaction = OutputTransaction(journalDirectory: folder)
        try transaction.stage("same", at: folder.appendingPathComponent("one.txt"))
        transaction.unstage(folder.appendingPathComponent("one.txt"))
        #expect(transaction.isEmpty)
        #expect(try PackagePaths.contents(of: folder) == ["one.txt": Data("same".utf8)])
    }

    @Test func aFileWhereAFolderShouldBeIsNamedWithItsCause() throws {
        let folder = try PackagePaths.folder(with: ["plain": "a file"])
        var transaction = OutputTransaction(journalDirectory: folder)
        #expect(throws: OutputFileError.cannotCreateFolder(path: folder.appendingPathComponent("plain/inner").path,
                                                           reason: "\(folder.appendingPathComponent("plain").path) is a file, not a folder")) {
            try transaction.stage("x", at: folder.appendingPathComponent("plain/inner/out.txt"))
        }
        let error = #expect(throws: OutputFileError.self) { try transaction.stage("x", at: folder) }
        #expect(error?.description == "cannot write \(folder.path): a folder is where the file should be")
        transaction.discard()
        #expect(try PackagePaths.contents(of: folder) == ["plain": Data("a file".utf8)])
    }

    @Test func aReadOnlyFolderIsNamedWithItsCause() throws {
        // Root ignores permissions; the file-where-a-folder-should-be test covers root.
        guard getuid() != 0 else { return }
        let folder = try PackagePaths.folder(with: ["out/one.txt": "old"])
        let out = folder.appendingPathComponent("out")
        chmod(out.path, 0o555)
        defer { chmod(out.path, 0o755) }
        var transaction = OutputTransaction(journalDirectory: out)
        #expect(throws: OutputFileError.cannotWrite(path: out.appendingPathComponent("one.txt").path, reason: "permission denied")) {
            try transaction.stage("new", at: out.appendingPathComponent("one.txt"))
        }
    }

    @Test func recoverCompletesAJournalWhoseTemporaryFilesLieInAnotherFolder() throws {
        let folder = try PackagePaths.folder(with: [
            "a/one.txt": "old one", "a/.one.txt.1.dscompile-tmp": "new one",
            "b/two.txt": "new two (renamed before the kill)", "b/gone.txt": "stale",
            "b/.other.txt.2.dscompile-tmp": "left by a kill before any journal",
        ])
        let a = folder.appendingPathComponent("a"), b = folder.appendingPathComponent("b")
        let journal = Journal(in: b, replacements: [
            (a.appendingPathComponent(".one.txt.1.dscompile-tmp"), a.appendingPathComponent("one.txt")),
            (b.appendingPathComponent(".two.txt.3.dscompile-tmp"), b.appendingPathComponent("two.txt")),
        ], removals: [b.appendingPathComponent("gone.txt")])
        try journal.write(to: b.appendingPathComponent(Journal.fileName))
        let leftovers = OutputTransaction.leftovers(in: [a, b])
        #expect(leftovers.count == 3)
        #expect(leftovers.contains { $0.hasSuffix("b/.dscompile-journal (the journal of an interrupted write, which the next run completes)") })
        // Folder a first: its temporary file belongs to b's journal and must not be removed as a leftover.
        let done = try OutputTransaction.recover(in: [a, b])
        #expect(done.count == 4)
        #expect(done[0].hasPrefix("completed the interrupted write of"))
        #expect(done[2].hasPrefix("finished the interrupted write recorded in"))
        #expect(try PackagePaths.contents(of: folder) == [
            "a/one.txt": Data("new one".utf8), "b/two.txt": Data("new two (renamed before the kill)".utf8),
        ])
        #expect(OutputTransaction.leftovers(in: [a, b]).isEmpty)
        #expect(try OutputTransaction.recover(in: [a, b]).isEmpty)
    }

    @Test func anUnreadableJournalStaysAndSaysWhatToDo() throws {
        let folder = try PackagePaths.folder(with: [".dscompile-journal": "not json"])
        let error = #expect(throws: OutputFileError.self) { try OutputTransaction.recover(in: [folder]) }
        #expect(error?.description.contains("remove the file and build again") == true)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(".dscompile-journal").path))
    }
}

/// What may stand at an output's path: nothing or a file dscompile wrote, never a FIFO.
@Suite("Overwrite checks")
struct OverwriteCheckTests {
    @Test func stagingOverAFIFOIsRefusedUnreadAndTheFIFOStays() throws {
        let folder = try PackagePaths.temporaryDirectory()
        let fifo = folder.appendingPathComponent("index.html")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        var transaction = OutputTransaction(journalDirectory: folder)
        #expect(throws: OutputFileError.notOurs(path: fifo.path, reason: "it is a FIFO (named pipe), not a file dscompile wrote")) {
            try transaction.stageUnlessUnchanged(Data("page".utf8), at: fifo)
        }
        transaction.discard()
        #expect(fifo.linkStatus == .fifo)
    }

    @Test func onlyNothingOrAFileWithTheSignatureMayBeReplaced() throws {
        let folder = try PackagePaths.folder(with: ["ours.txt": "// ours, and more", "mine.txt": "mine", "input.txt": "// ours too"])
        let check = OverwriteCheck(signatures: [Array("// ours".utf8)], signatureDescription: "the header",
                                   inputs: [folder.appendingPathComponent("input.txt")])
        #expect(check.refusal(folder.appendingPathComponent("missing.txt")) == nil)
        #expect(check.refusal(folder.appendingPathComponent("ours.txt")) == nil)
        #expect(check.refusal(folder.appendingPathComponent("mine.txt"))?.hasPrefix("it does not start with the header") == true)
        #expect(check.refusal(folder.appendingPathComponent("input.txt")) == "it is an input of this run; an output must not replace what the run reads")
    }
}
