import DesignSnapshots
@testable import SnapshotReportKit
import Foundation
import Render
import TestSupport
import Testing

/// The report's work grows linearly with its entries: each add reads only the journal lines
/// added since, counted through ``SnapshotReportCache``'s statistics (not timed).
@Suite("SnapshotReport scaling")
struct SnapshotReportScalingTests {
    private static let entryCount = 500

    @Test func fiveHundredAddsDecodeEachRecordOnce() throws {
        let root = try PackagePaths.temporaryDirectory()
        let reference = root.appendingPathComponent("Snapshots/S/n@2x.png")
        try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
        try PixelImage(width: 2, height: 1, scale: 2, pixels: [0xFF00_0000, 0xFFFF_FFFF]).writePNG(to: reference)
        let artifacts = root.appendingPathComponent("artifacts")
        for number in 0..<Self.entryCount {
            try SnapshotReport.add(SnapshotReportEntry(suite: "S", name: "snapshot-\(number)", status: .passed, referencePath: reference.path),
                                   artifactDirectory: artifacts, runID: "scaling")
        }
        let statistics = SnapshotReportCache.shared.statistics(artifactDirectory: artifacts)
        #expect(statistics.recordsDecoded == Self.entryCount, "each record decoded once, not once per later add")
        #expect(statistics.journalReads == Self.entryCount, "one read of the journal's new lines per add")
        let journal = SnapshotReportFiles(artifactDirectory: artifacts).journalFile
        let size = try #require(try FileManager.default.attributesOfItem(atPath: journal.path)[.size] as? NSNumber)
        #expect(statistics.bytesRead == size.uint64Value, "every byte of the journal read once")
        #expect(try SnapshotReport.entries(artifactDirectory: artifacts).count == Self.entryCount)
        let html = try String(contentsOf: SnapshotReport.indexURL(artifactDirectory: artifacts), encoding: .utf8)
        #expect(html.contains(">snapshot-\(Self.entryCount - 1)<"))
    }

    @Test func anotherWritersLinesAreReadOnce() throws {
        let root = try PackagePaths.temporaryDirectory()
        let artifacts = root.appendingPathComponent("artifacts")
        let files = SnapshotReportFiles(artifactDirectory: artifacts)
        let entry = { (name: String) in SnapshotReportEntry(suite: "S", name: name, status: .passed, referencePath: "/missing.png") }
        try SnapshotReport.add(entry("mine"), artifactDirectory: artifacts, runID: "r")
        // What another process does: append under the lock without this process's cache.
        try files.withExclusiveLock {
            try files.journal(of: "r").append(try files.record(of: entry("theirs"), runID: "r"))
        }
        try SnapshotReport.add(entry("mine-again"), artifactDirectory: artifacts, runID: "r")
        #expect(SnapshotReportCache.shared.statistics(artifactDirectory: artifacts).recordsDecoded == 3)
        let html = try String(contentsOf: SnapshotReport.indexURL(artifactDirectory: artifacts), encoding: .utf8)
        #expect(["mine", "theirs", "mine-again"].allSatisfy { html.contains(">\($0)<") })
        // A new run starts a new journal: the cache starts over rather than keep old entries.
        try SnapshotReport.add(entry("next-run"), artifactDirectory: artifacts, runID: "r2")
        #expect(try SnapshotReport.entries(artifactDirectory: artifacts).map(\.name) == ["next-run"])
        #expect(!(try String(contentsOf: SnapshotReport.indexURL(artifactDirectory: artifacts), encoding: .utf8)).contains(">theirs<"))
    }
}
