import DesignSnapshots
import Foundation
@testable import SnapshotReportKit
import TestSupport
import Testing

/// `SnapshotReportMerge`: the artifact folders of CI shards, each written by real stores that
/// share one `Snapshots/`, merged into one report folder.
@Suite("SnapshotReport merge")
struct SnapshotReportMergeTests {
    // MARK: - Fixtures

    /// Three shards over references `a`, `shared` and `c`: shard 1 fails `a` and passes
    /// `shared`, shard 2 records the new `b`, shard 3 passes `c` and fails `shared`.
    private func threeShards() throws -> (root: URL, shards: [URL]) {
        let root = try PackagePaths.temporaryDirectory()
        let references = root.appendingPathComponent("Snapshots")
        let shards = (1...3).map { root.appendingPathComponent("shard-\($0)") }
        let store = { (shard: Int) in SnapshotStore(referenceDirectory: references, artifactDirectory: shards[shard - 1]) }
        for name in ["a", "shared", "c"] { _ = store(1).verify(StoreFixtures.image, suite: "S", name: name) }
        // Those recordings went to shard 1's report; each shard starts its own.
        try FileManager.default.removeItem(at: shards[0])
        #expect(store(1).verify(StoreFixtures.changed, suite: "S", name: "a") != .matched)
        #expect(store(1).verify(StoreFixtures.image, suite: "S", name: "shared") == .matched)
        _ = store(2).verify(StoreFixtures.image, suite: "S", name: "b")
        #expect(store(3).verify(StoreFixtures.image, suite: "S", name: "c") == .matched)
        #expect(store(3).verify(StoreFixtures.changed, suite: "S", name: "shared") != .matched)
        return (root, shards)
    }

    private func contents(_ folder: URL) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    }

    // MARK: - Merging

    @Test func threeShardsMergeIntoOneReportListingEveryEntryOnce() throws {
        let (root, shards) = try threeShards()
        let output = root.appendingPathComponent("merged/report")
        let summary = try SnapshotReportMerge.merge(shards: shards, into: output)

        let names = summary.entries.map { "\($0.name):\($0.status.rawValue)" }
        #expect(names == ["a@2x:failed", "shared@2x:failed", "b@2x:new", "c@2x:passed"])
        #expect(try SnapshotReport.entries(artifactDirectory: output) == summary.entries)
        // The failure of shard 3 wins over the pass of shard 1.
        #expect(summary.duplicates == [SnapshotReportMerge.Duplicate(
            suite: "S", name: "shared@2x", foundIn: [shards[0].path, shards[2].path], kept: shards[2].path, status: .failed)])
        #expect(summary.missingImages.isEmpty)

        // Every image is a copy in the output: the shards may go.
        for shard in shards { try FileManager.default.removeItem(at: shard) }
        let html = try String(contentsOf: SnapshotReport.indexURL(artifactDirectory: output), encoding: .utf8)
        let sources = Set(SnapshotReportFixture.imageSources(of: html))
        // a and shared: expected, actual, diff; b and c: the reference.
        #expect(sources.count == 8)
        for source in sources {
            #expect(source.hasPrefix("report/images/"), "\(source)")
            let path = output.appendingPathComponent(try #require(source.removingPercentEncoding)).path
            #expect(FileManager.default.fileExists(atPath: path), "\(source) is missing")
        }
        for record in try SnapshotReportFiles(artifactDirectory: output).records() {
            #expect(record.expectedImage != nil, "\(record.entry.name) lost its reference")
            #expect((record.entry.status == .failed) == (record.actualImage != nil && record.diffImage != nil))
        }
        #expect(html.contains("Snapshots: 2 failed, 1 new"))
        #expect(contents(root.appendingPathComponent("merged")) == ["report"], "no staging folder is left")
    }

    @Test func mergingAgainReplacesTheEarlierMergedReport() throws {
        let (root, shards) = try threeShards()
        let output = root.appendingPathComponent("merged")
        _ = try SnapshotReportMerge.merge(shards: shards, into: output)
        let again = try SnapshotReportMerge.merge(shards: [shards[1]], into: output)
        #expect(again.entries.map(\.name) == ["b@2x"])
        #expect(try SnapshotReport.entries(artifactDirectory: output).map(\.name) == ["b@2x"])
        #expect(contents(output.appendingPathComponent("report/images")).count == 1)
        #expect(contents(root).filter { $0.hasPrefix(".") }.isEmpty, "no staging or replaced folder is left")
    }

    // MARK: - Bad input

    @Test func aMissingOrForeignFolderIsNamedAndNothingIsWritten() throws {
        let (root, shards) = try threeShards()
        let output = root.appendingPathComponent("out/merged")
        let missing = root.appendingPathComponent("no-such-shard")
        #expect(throws: SnapshotReportMerge.MergeError.missingFolder(missing.path)) {
            try SnapshotReportMerge.merge(shards: shards + [missing], into: output)
        }
        let foreign = root.appendingPathComponent("Snapshots")
        #expect(throws: SnapshotReportMerge.MergeError.notAReportFolder(foreign.path)) {
            try SnapshotReportMerge.merge(shards: [foreign] + shards, into: output)
        }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("out").path))
        #expect(throws: SnapshotReportMerge.MergeError.outputIsAShard(shards[1].path)) {
            try SnapshotReportMerge.merge(shards: shards, into: shards[1])
        }
    }

    @Test func anOutputHoldingSomethingElseIsLeftAlone() throws {
        let (root, shards) = try threeShards()
        let output = root.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: output.appendingPathComponent("notes.txt"))
        #expect(throws: SnapshotReportMerge.MergeError.outputInUse(output.path)) {
            try SnapshotReportMerge.merge(shards: shards, into: output)
        }
        #expect(contents(output) == ["notes.txt"])
    }
}
