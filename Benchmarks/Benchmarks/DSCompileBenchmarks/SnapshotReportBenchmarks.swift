import Benchmark
import Foundation
import Render
@_spi(Benchmarks) import SnapshotReportKit

/// What the report journal's cache buys a test run: a run of `entryCount` snapshots, each
/// added to the report as `assertSnapshot` adds it (the record appended under the report's
/// lock, the reference copied, `index.html` written anew), reading only the journal's new
/// lines on every add (ours) or the whole journal (the plain path). A third of the entries
/// fail, with an actual render and a diff image.
func snapshotReportBenchmarks() {
    let configuration = Benchmark.Configuration(metrics: [.wallClock], timeUnits: .milliseconds, maxDuration: .seconds(10))
    // This repository's own snapshot tests, rounded up, and a large app's.
    for entryCount in [150, 1_000] {
        for (name, reading) in [("new lines only (ours)", SnapshotReport.JournalReading.newLines), ("whole journal (plain path)", .whole)] {
            Benchmark("Snapshot report: \(entryCount) adds, \(name)", configuration: configuration) { benchmark, images in
                for _ in benchmark.scaledIterations {
                    let artifacts = images.root.appendingPathComponent(UUID().uuidString)
                    for number in 0..<entryCount {
                        try SnapshotReport.add(images.entry(number), artifactDirectory: artifacts, runID: "benchmark", reading: reading)
                    }
                }
            } setup: {
                try SnapshotReportBenchmarkImages()
            }
        }
    }
}

/// A reference, an actual render and a diff image of 64 × 64, outside the artifact folders,
/// in one folder that each benchmark's setup empties (the reports of its runs stay there).
struct SnapshotReportBenchmarkImages {
    let root: URL
    let reference: URL
    let actual: URL
    let diff: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("dscompile-snapshot-report-benchmark")
        try? FileManager.default.removeItem(at: root)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        (reference, actual, diff) = (root.appendingPathComponent("reference.png"), root.appendingPathComponent("actual.png"), root.appendingPathComponent("diff.png"))
        for (index, url) in [reference, actual, diff].enumerated() {
            try PixelImage(width: 64, height: 64, pixels: Array(repeating: 0xFF00_0000 | UInt32(index) * 0x50, count: 64 * 64)).writePNG(to: url)
        }
    }

    func entry(_ number: Int) -> SnapshotReportEntry {
        let name = "snapshot-\(number)"
        guard number % 3 == 0 else { return SnapshotReportEntry(suite: "Suite \(number % 7)", name: name, status: .passed, referencePath: reference.path) }
        return SnapshotReportEntry(suite: "Suite \(number % 7)", name: name, status: .failed, referencePath: reference.path,
                                   actualPath: actual.path, diffPath: diff.path, differingPixels: 12, message: "12 pixels differ")
    }
}
