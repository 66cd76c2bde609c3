import Foundation
@testable import OutputFiles
import TestSupport
import Testing

/// A journal found in an output folder is completed only when dscompile wrote it for these
/// outputs: one naming absolute paths, `..`, a folder outside the run's, or whose checksum
/// does not match is reported and left alone, nothing it lists done.
@Suite("Journal safety")
struct JournalSafetyTests {
    @Test func aHandWrittenJournalWithAbsolutePathsRemovesNothing() throws {
        let folder = try PackagePaths.folder(with: ["out/one.txt": "output", "victim/precious.txt": "precious"])
        let out = folder.appendingPathComponent("out"), precious = folder.appendingPathComponent("victim/precious.txt")
        // The attack as it worked: the old format, trusted as it stood.
        let planted = #"{"format": "dscompile-journal 1", "replacements": [], "removals": ["\#(precious.path)"]}"#
        try Data(planted.utf8).write(to: out.appendingPathComponent(Journal.fileName))
        let error = #expect(throws: OutputFileError.self) { try OutputTransaction.recover(in: [out]) }
        #expect(error?.description.contains(out.appendingPathComponent(Journal.fileName).path) == true)
        #expect(try String(contentsOf: precious, encoding: .utf8) == "precious")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(Journal.fileName).path))
    }

    @Test func aJournalNamingAFolderOutsideTheRunsOutputsIsRefused() throws {
        let folder = try PackagePaths.folder(with: ["out/one.txt": "output", "victim/precious.txt": "precious"])
        let out = folder.appendingPathComponent("out"), precious = folder.appendingPathComponent("victim/precious.txt")
        // Well formed, its checksum right: only the folder it names gives it away.
        try Journal(in: out, replacements: [], removals: [precious]).write(to: out.appendingPathComponent(Journal.fileName))
        let error = #expect(throws: OutputFileError.self) { try OutputTransaction.recover(in: [out]) }
        #expect(error?.reason == "it names the folder ../victim, outside the folders of this run's outputs")
        #expect(try String(contentsOf: precious, encoding: .utf8) == "precious")
        // The same journal completes for a run that writes into both folders.
        #expect(try OutputTransaction.recover(in: [out, precious.deletingLastPathComponent()]).first?.hasPrefix("removed") == true)
    }

    @Test func aJournalWhoseContentWasChangedIsRefused() throws {
        let folder = try PackagePaths.folder(with: ["out/keep.txt": "keep", "out/other.txt": "other"])
        let out = folder.appendingPathComponent("out"), journalURL = out.appendingPathComponent(Journal.fileName)
        try Journal(in: out, replacements: [], removals: [out.appendingPathComponent("other.txt")]).write(to: journalURL)
        let edited = try String(contentsOf: journalURL, encoding: .utf8).replacingOccurrences(of: "other.txt", with: "keep.txt")
        try Data(edited.utf8).write(to: journalURL)
        let error = #expect(throws: OutputFileError.self) { try OutputTransaction.recover(in: [out]) }
        #expect(error?.reason.contains("checksum does not match") == true)
        #expect(try PackagePaths.contents(of: folder) == ["out/keep.txt": Data("keep".utf8), "out/other.txt": Data("other".utf8),
                                                         "out/\(Journal.fileName)": Data(edited.utf8)])
    }

    @Test(arguments: ["..", "../victim/precious.txt", "/etc/passwd", ""])
    func aNameThatIsNotAFileInTheFolderIsRefused(name: String) throws {
        let folder = try PackagePaths.folder(with: ["out/one.txt": "output", "victim/precious.txt": "precious"])
        let out = folder.appendingPathComponent("out")
        var journal = Journal(in: out, replacements: [], removals: [out.appendingPathComponent("one.txt")])
        journal.removals[0].name = name
        journal.checksum = journal.computedChecksum()
        try journal.write(to: out.appendingPathComponent(Journal.fileName))
        let error = #expect(throws: OutputFileError.self) { try OutputTransaction.recover(in: [out]) }
        #expect(error?.reason.contains("not a file name inside an output folder") == true)
        #expect(try String(contentsOf: folder.appendingPathComponent("victim/precious.txt"), encoding: .utf8) == "precious")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("one.txt").path))
    }

    @Test func aRenameOfAFileThatIsNotATemporaryOneIsRefused() throws {
        let folder = try PackagePaths.folder(with: ["out/one.txt": "output", "out/notes.txt": "notes"])
        let out = folder.appendingPathComponent("out")
        try Journal(in: out, replacements: [(out.appendingPathComponent("notes.txt"), out.appendingPathComponent("one.txt"))], removals: [])
            .write(to: out.appendingPathComponent(Journal.fileName))
        let error = #expect(throws: OutputFileError.self) { try OutputTransaction.recover(in: [out]) }
        #expect(error?.reason.contains("not a temporary file dscompile writes for one.txt") == true)
        #expect(try String(contentsOf: out.appendingPathComponent("notes.txt"), encoding: .utf8) == "notes")
    }

    @Test func aJournalThroughALinkOrInALinkedFolderIsRefused() throws {
        let folder = try PackagePaths.folder(with: ["out/one.txt": "output", "victim/precious.txt": "precious", "elsewhere/j": "{}"])
        let out = folder.appendingPathComponent("out")
        let journalURL = out.appendingPathComponent(Journal.fileName)
        try FileManager.default.createSymbolicLink(at: journalURL, withDestinationURL: folder.appendingPathComponent("elsewhere/j"))
        let linked = #expect(throws: OutputFileError.self) { try OutputTransaction.recover(in: [out]) }
        #expect(linked?.reason == "it is a symbolic link, not a journal dscompile wrote")
        try FileManager.default.removeItem(at: journalURL)
        // A subfolder of the output folder that links elsewhere is not inside it.
        try FileManager.default.createSymbolicLink(at: out.appendingPathComponent("sub"), withDestinationURL: folder.appendingPathComponent("victim"))
        try Journal(in: out, replacements: [], removals: [out.appendingPathComponent("sub/precious.txt")]).write(to: journalURL)
        let outside = #expect(throws: OutputFileError.self) { try OutputTransaction.recover(in: [out]) }
        #expect(outside?.reason.contains("outside the folders of this run's outputs") == true)
        #expect(try String(contentsOf: folder.appendingPathComponent("victim/precious.txt"), encoding: .utf8) == "precious")
    }
}
