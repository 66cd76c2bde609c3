import DesignSnapshots
import Foundation
import Render
import TestSupport
import Testing

/// Several test processes adding to one report at once, as `swift test --parallel` runs
/// them: this test binary starts copies of itself that each run ``childAddsEntries()``.
@Suite("SnapshotReport across processes")
struct SnapshotReportProcessTests {
    // MARK: - Properties

    /// Set in the child processes only: the artifact folder to add to.
    private static let childArtifacts = ProcessInfo.processInfo.environment["REPORT_CHILD_ARTIFACTS"]
    /// This test binary, which the parent starts again as the children.
    private static let testBinary: URL? = {
        let binary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return FileManager.default.isExecutableFile(atPath: binary.path) ? binary : nil
    }()
    private static let processes = 4
    private static let entriesPerProcess = 15

    // MARK: - Tests

    @Test("Four processes adding at once make one complete report",
          .enabled(if: childArtifacts == nil && testBinary != nil, "a child process, or no /proc/self/exe to start children from"))
    func severalProcessesMakeOneReport() throws {
        let root = try PackagePaths.temporaryDirectory()
        let reference = root.appendingPathComponent("Snapshots/S/n@2x.png")
        try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
        try PixelImage(width: 2, height: 1, scale: 2, pixels: [0xFF00_0000, 0xFFFF_FFFF]).writePNG(to: reference)
        let artifacts = root.appendingPathComponent("artifacts")
        let children = try (0..<Self.processes).map { index in
            let process = Process()
            process.executableURL = Self.testBinary
            process.arguments = ["--testing-library", "swift-testing", "--filter", "childAddsEntries"]
            var environment = ProcessInfo.processInfo.environment
            environment["REPORT_CHILD_ARTIFACTS"] = artifacts.path
            environment["REPORT_CHILD_REFERENCE"] = reference.path
            environment["REPORT_CHILD_INDEX"] = String(index)
            environment["SNAPSHOT_RUN_ID"] = "processes"
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
        for child in children {
            child.waitUntilExit()
            #expect(child.terminationStatus == 0)
        }
        let names = try SnapshotReport.entries(artifactDirectory: artifacts).map(\.name)
        let expected = (0..<Self.processes).flatMap { process in (0..<Self.entriesPerProcess).map { "process-\(process)-\($0)" } }
        #expect(Set(names) == Set(expected))
        #expect(names.count == expected.count)
        let html = try String(contentsOf: SnapshotReport.indexURL(artifactDirectory: artifacts), encoding: .utf8)
        #expect(expected.allSatisfy { html.contains(">\($0)<") })
    }

    /// Runs only inside the children that ``severalProcessesMakeOneReport()`` starts, so it
    /// shows as skipped in an ordinary run.
    @Test(.enabled(if: childArtifacts != nil, "runs only as a child process of severalProcessesMakeOneReport"))
    func childAddsEntries() throws {
        let environment = ProcessInfo.processInfo.environment
        let artifacts = URL(fileURLWithPath: try #require(Self.childArtifacts))
        let reference = try #require(environment["REPORT_CHILD_REFERENCE"])
        let index = try #require(environment["REPORT_CHILD_INDEX"])
        for number in 0..<Self.entriesPerProcess {
            let status: SnapshotReportEntry.Status = number.isMultiple(of: 2) ? .failed : .passed
            try SnapshotReport.add(SnapshotReportEntry(suite: "S", name: "process-\(index)-\(number)", status: status, referencePath: reference),
                                   artifactDirectory: artifacts)
        }
    }
}
