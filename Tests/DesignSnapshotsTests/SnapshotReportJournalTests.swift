import DesignSnapshots
import Foundation
import Render
import Synchronization
@_spi(Benchmarks) @testable import SnapshotReportKit
import TestSupport
import Testing

/// The report built through the journal by several writers at once, each reading only the
/// lines added since it last looked (``SnapshotReportCache``), is byte for byte the report
/// one writer builds adding the same entries in sequence and reading the whole journal on
/// every add, the plain path (issue 25: each fast path proves it equals its plain path).
@Suite("SnapshotReport: the journal against one writer")
struct SnapshotReportJournalTests {
    // MARK: - Properties

    private static let writers = 6
    private static let entriesPerWriter = 20

    // MARK: - Tests

    @Test func concurrentWritersMakeTheReportOneWriterMakesInSequence() throws {
        let root = try PackagePaths.temporaryDirectory()
        let images = try Self.images(in: root)
        let entries = (0..<Self.writers).map { writer in
            (0..<Self.entriesPerWriter).map { Self.entry(writer: writer, number: $0, images: images) }
        }
        // Through the journal: the writers add at once, each its entries in its order (a
        // writer's later entry of the same name replaces its earlier one).
        let concurrent = root.appendingPathComponent("concurrent")
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: Self.writers) { writer in
            for entry in entries[writer] {
                do {
                    try SnapshotReport.add(entry, artifactDirectory: concurrent, runID: "journal")
                } catch {
                    failures.withLock { $0.append("\(entry.name): \(error)") }
                }
            }
        }
        #expect(failures.withLock { $0 }.isEmpty)
        // The plain path: one writer, the same entries in sequence, the whole journal read on every add.
        let sequential = root.appendingPathComponent("sequential")
        for entry in entries.joined() {
            try SnapshotReport.add(entry, artifactDirectory: sequential, runID: "journal", reading: .whole)
        }

        let concurrentFiles = try Self.reportFiles(concurrent)
        let sequentialFiles = try Self.reportFiles(sequential)
        #expect(concurrentFiles.keys.sorted() == sequentialFiles.keys.sorted())
        for (name, bytes) in sequentialFiles {
            #expect(concurrentFiles[name] == bytes, "\(name)")
        }
        let listed = try SnapshotReport.entries(artifactDirectory: concurrent)
        #expect(listed.count == Self.writers * (Self.entriesPerWriter - Self.entriesPerWriter / 5))
        #expect(try listed == SnapshotReport.entries(artifactDirectory: sequential))
    }

    @Test func bothReadingsOfOneJournalGiveTheSamePage() throws {
        let root = try PackagePaths.temporaryDirectory()
        let images = try Self.images(in: root)
        let artifacts = root.appendingPathComponent("artifacts")
        for number in 0..<30 {
            try SnapshotReport.add(Self.entry(writer: 0, number: number, images: images), artifactDirectory: artifacts, runID: "r")
        }
        let files = SnapshotReportFiles(artifactDirectory: artifacts)
        let cached = try SnapshotReportCache.shared.items(of: try files.journal(of: "r"), artifactDirectory: artifacts)
        let whole = try files.recordItems()
        let date = Date(timeIntervalSince1970: 0)
        #expect(ReportHTML(items: cached, generated: date).render() == ReportHTML(items: whole, generated: date).render())
    }

    // MARK: - Private

    /// A reference, an actual render and a diff image, in `root` outside the artifact folders
    /// (so every report copies them in).
    private static func images(in root: URL) throws -> (reference: String, actual: String, diff: String) {
        let paths = ["reference", "actual", "diff"].map { root.appendingPathComponent("\($0)@2x.png") }
        for (index, path) in paths.enumerated() {
            try PixelImage(width: 2, height: 1, scale: 2, pixels: [0xFF00_0000 | UInt32(index) * 0x40, 0xFFFF_FFFF]).writePNG(to: path)
        }
        return (paths[0].path, paths[1].path, paths[2].path)
    }

    /// The entry `number` of `writer`: failed (with a diff), new or passed, and every fifth
    /// one added again as passed after it first failed, which must replace it.
    private static func entry(writer: Int, number: Int, images: (reference: String, actual: String, diff: String)) -> SnapshotReportEntry {
        let replacing = number % 5 == 4
        let name = "writer-\(writer)-\(replacing ? number - 1 : number)"
        switch (number % 3, replacing) {
        case (_, true):
            return SnapshotReportEntry(suite: "Suite \(writer % 2)", name: name, status: .passed, referencePath: images.reference)
        case (0, _):
            return SnapshotReportEntry(suite: "Suite \(writer % 2)", name: name, status: .failed, referencePath: images.reference,
                                       actualPath: images.actual, diffPath: images.diff, differingPixels: number + 1,
                                       message: "\(number + 1) pixels differ <&>", acceptCommand: "accept '\(name)'")
        case (1, _):
            return SnapshotReportEntry(suite: "Suite \(writer % 2)", name: name, status: .new, referencePath: "/missing/\(name).png",
                                       actualPath: images.actual)
        default:
            return SnapshotReportEntry(suite: "Suite \(writer % 2)", name: name, status: .passed, referencePath: images.reference)
        }
    }

    /// The report's files, by path: `index.html` with its one line that names the time it was
    /// written left out, and every copied image; the journal and run files, which hold times
    /// and identifiers, are compared through the entries they list.
    private static func reportFiles(_ artifacts: URL) throws -> [String: Data] {
        var files = try PackagePaths.contents(of: artifacts).filter { $0.key == "index.html" || $0.key.hasPrefix("report/images/") }
        let html = try #require(files["index.html"].map { String(decoding: $0, as: UTF8.self) })
        let timeless = html.replacing(/<p class="when">Generated [^·]*·/, with: "<p class=\"when\">Generated ·")
        #expect(timeless != html)
        files["index.html"] = Data(timeless.utf8)
        return files
    }
}
