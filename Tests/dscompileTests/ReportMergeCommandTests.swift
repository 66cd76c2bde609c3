import Foundation
import Render
import SnapshotReportKit
import TestSupport
import Testing

/// `dscompile report merge` end to end: three CI shards' artifact folders as one report, and
/// the exit codes and messages of bad input.
@Suite("dscompile report merge")
struct ReportMergeCommandTests {
    // MARK: - Fixtures

    /// A workspace with `shard-1` (`S/one` failed with its actual image, `S/both` passed),
    /// `shard-2` (`S/two` new) and `shard-3` (`S/both` failed), and the references in `Snapshots/S/`.
    private func workspace() throws -> URL {
        let root = try PackagePaths.temporaryDirectory()
        let image = try PixelImage(width: 2, height: 2, pixels: [0xFF00_0000, 0xFFFF_FFFF, 0xFF00_00FF, 0xFFFF_0000])
        let shards: [(shard: Int, name: String, status: SnapshotReportEntry.Status)] = [
            (1, "one", .failed), (1, "both", .passed), (2, "two", .new), (3, "both", .failed),
        ]
        for (shard, name, status) in shards {
            let artifacts = root.appendingPathComponent("shard-\(shard)")
            let reference = root.appendingPathComponent("Snapshots/S/\(name).png")
            let actual = artifacts.appendingPathComponent("S/\(name).actual.png")
            for folder in [reference, actual] {
                try FileManager.default.createDirectory(at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
            }
            try image.writePNG(to: reference)
            if status == .failed { try image.writePNG(to: actual) }
            try SnapshotReport.add(SnapshotReportEntry(
                suite: "S", name: name, status: status, referencePath: reference.path,
                actualPath: status == .failed ? actual.path : nil, differingPixels: status == .failed ? 1 : 0,
                acceptCommand: "cp '\(actual.path)' '\(reference.path)'"
            ), artifactDirectory: artifacts, runID: "shard-\(shard)")
        }
        return root
    }

    private func merge(_ arguments: [String], in directory: URL) throws -> DSCompileProcess.Run {
        try DSCompileProcess.run(["report", "merge"] + arguments, in: directory)
    }

    // MARK: - Tests

    @Test func threeShardsBecomeOneReportWithItsOwnImages() throws {
        let root = try workspace()
        let run = try merge(["shard-1", "shard-2", "shard-3", "--output", "merged"], in: root)
        #expect(run.status == 0, "\(run.errors)")
        let merged = root.appendingPathComponent("merged")
        #expect(run.output == "merged 3 snapshots (2 failed, 1 new, 0 passed) from 3 folders into \(merged.path)/index.html\n")
        #expect(run.errors.contains("S/both is in \(root.path)/shard-1, \(root.path)/shard-3; kept the failed entry of \(root.path)/shard-3"))

        for shard in 1...3 { try FileManager.default.removeItem(at: root.appendingPathComponent("shard-\(shard)")) }
        let html = try String(contentsOf: merged.appendingPathComponent("index.html"), encoding: .utf8)
        for name in ["one", "two", "both"] {
            #expect(html.components(separatedBy: "data-name=\"\(name)\"").count == 2, "\(name) is not listed once")
        }
        let sources = Set(html.components(separatedBy: "<img src=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) })
        #expect(sources.count == 5, "three references and two actual images: \(sources)")
        for source in sources {
            #expect(FileManager.default.fileExists(atPath: merged.appendingPathComponent(source).path), "\(source) is missing")
        }
    }

    @Test func aMissingOrForeignFolderExits1NamingItAndWritesNothing() throws {
        let root = try workspace()
        let missing = try merge(["shard-1", "shard-9", "--output", "merged"], in: root)
        #expect(missing.status == 1)
        #expect(missing.errors == "dscompile: error: \(root.path)/shard-9 does not exist or is not a folder; nothing was written\n")
        let foreign = try merge(["Snapshots", "shard-2", "--output", "merged"], in: root)
        #expect(foreign.status == 1)
        #expect(foreign.errors.hasPrefix("dscompile: error: \(root.path)/Snapshots is not a snapshot report folder"))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("merged").path))
    }

    @Test(arguments: [["shard-1"], ["--output", "merged"], ["shard-1", "--output", "shard-1"]])
    func usageErrorsExit2(arguments: [String]) throws {
        let run = try merge(arguments, in: try workspace())
        #expect(run.status == 2, "\(run.errors)")
        #expect(!run.errors.isEmpty)
    }

    @Test func helpExplainsTheMerge() throws {
        let run = try merge(["--help"], in: PackagePaths.root)
        #expect(run.status == 0)
        for phrase in ["--output", "worst status", "report/entries.jsonl", "Exit codes"] {
            #expect(run.output.contains(phrase), "--help does not say \(phrase)")
        }
    }
}
