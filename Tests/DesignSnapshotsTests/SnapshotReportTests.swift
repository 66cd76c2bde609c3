import DesignSnapshots
@testable import SnapshotReportKit
import Foundation
import HTMLText
import Render
import TestSupport
import Testing

@Suite("SnapshotReport")
struct SnapshotReportTests {
    // MARK: - Helpers

    private let image = try! PixelImage(width: 2, height: 1, scale: 2, pixels: [0xFF00_0000, 0xFFFF_FFFF])

    /// A folder with a reference PNG and an artifacts folder.
    private func scratch() throws -> (reference: URL, artifacts: URL) {
        let root = try PackagePaths.temporaryDirectory()
        let reference = root.appendingPathComponent("Snapshots/S/n@2x.png")
        try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
        try image.writePNG(to: reference)
        return (reference, root.appendingPathComponent("artifacts"))
    }

    private func entry(_ name: String, _ status: SnapshotReportEntry.Status = .passed, reference: URL, message: String? = nil) -> SnapshotReportEntry {
        SnapshotReportEntry(suite: "S", name: name, status: status, referencePath: reference.path, message: message)
    }

    private func index(_ artifacts: URL) throws -> String {
        try String(contentsOf: SnapshotReport.indexURL(artifactDirectory: artifacts), encoding: .utf8)
    }

    // MARK: - Escaping

    @Test func hostileNamesAndMessagesShowAsText() throws {
        let (reference, artifacts) = try scratch()
        let hostile = "<script>alert(\"x\")</script>&'"
        try SnapshotReport.add(SnapshotReportEntry(
            suite: "<img src=x onerror=alert(1)>", name: hostile, status: .failed, referencePath: reference.path,
            differingPixels: 3, message: "</p><script>bad()</script>", acceptCommand: "echo '<b>' && rm \"$x\""
        ), artifactDirectory: artifacts, runID: "r")
        let html = try index(artifacts)
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("<script>bad"))
        #expect(!html.contains("<img src=x"))
        #expect(html.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;"))
        #expect(html.contains("&lt;/p&gt;&lt;script&gt;bad()&lt;/script&gt;"))
        #expect(html.contains("echo &#39;&lt;b&gt;&#39; &amp;&amp; rm &quot;$x&quot;"))
        // The page's own script is the one script element.
        #expect(html.components(separatedBy: "<script>").count == 2)
    }

    @Test func imagePathsArePercentEncoded() {
        #expect("a b/c#d?.png".urlPathEncoded == "a%20b/c%23d%3F.png")
        #expect("S/n@2x.png".urlPathEncoded == "S/n@2x.png")
    }

    // MARK: - Concurrency

    @Test func fiftyConcurrentAddsMakeOneCompleteReport() async throws {
        let (reference, artifacts) = try scratch()
        await withThrowingTaskGroup(of: Void.self) { group in
            for number in 0..<50 {
                group.addTask {
                    let status: SnapshotReportEntry.Status = number % 3 == 0 ? .failed : (number % 3 == 1 ? .new : .passed)
                    try SnapshotReport.add(entry("snapshot-\(number)", status, reference: reference), artifactDirectory: artifacts, runID: "r")
                }
            }
        }
        let entries = try SnapshotReport.entries(artifactDirectory: artifacts)
        #expect(Set(entries.map(\.name)) == Set((0..<50).map { "snapshot-\($0)" }))
        let html = try index(artifacts)
        for number in 0..<50 { #expect(html.contains(">snapshot-\(number)<")) }
        #expect(entries.map(\.status) == entries.map(\.status).sorted { rank($0) < rank($1) })
    }

    @Test func threadsOutsideSwiftConcurrencyAddEveryEntry() throws {
        let (reference, artifacts) = try scratch()
        DispatchQueue.concurrentPerform(iterations: 20) { number in
            try? SnapshotReport.add(entry("thread-\(number)", reference: reference), artifactDirectory: artifacts, runID: "r")
        }
        #expect(try SnapshotReport.entries(artifactDirectory: artifacts).count == 20)
    }

    // MARK: - Entry lifetime

    @Test func anotherProcessOfTheSameRunAddsToTheReport() throws {
        let (reference, artifacts) = try scratch()
        try SnapshotReport.add(entry("first", reference: reference), artifactDirectory: artifacts, runID: "run-1")
        // The journal on disk is the truth; a process caches only what it read of it.
        try SnapshotReport.add(entry("second", .failed, reference: reference), artifactDirectory: artifacts, runID: "run-1")
        #expect(try SnapshotReport.entries(artifactDirectory: artifacts).map(\.name) == ["second", "first"])
    }

    @Test func aNewRunReplacesTheEntriesOfTheLastOne() throws {
        let (reference, artifacts) = try scratch()
        try SnapshotReport.add(entry("gone", .failed, reference: reference), artifactDirectory: artifacts, runID: "run-1")
        try SnapshotReport.add(entry("kept", reference: reference), artifactDirectory: artifacts, runID: "run-2")
        #expect(try SnapshotReport.entries(artifactDirectory: artifacts).map(\.name) == ["kept"])
        #expect(!(try index(artifacts)).contains("gone"))
        let images = try FileManager.default.contentsOfDirectory(atPath: artifacts.appendingPathComponent("report/images").path)
        #expect(images.count == 1)
    }

    @Test func aPassingReRunReplacesItsFailure() throws {
        let (reference, artifacts) = try scratch()
        try SnapshotReport.add(entry("n", .failed, reference: reference, message: "1 pixels differ"), artifactDirectory: artifacts, runID: "r")
        try SnapshotReport.add(entry("n", .passed, reference: reference), artifactDirectory: artifacts, runID: "r")
        let entries = try SnapshotReport.entries(artifactDirectory: artifacts)
        #expect(entries.map(\.status) == [.passed])
    }

    @Test func aCorruptReferenceIsNotShownAsABrokenImage() throws {
        let (reference, artifacts) = try scratch()
        try Data("not a png".utf8).write(to: reference)
        try SnapshotReport.add(entry("n", .failed, reference: reference, message: "the reference cannot be read"), artifactDirectory: artifacts, runID: "r")
        let html = try index(artifacts)
        #expect(!html.contains("<img"))
        #expect(html.contains("No image was written for this snapshot."))
    }

    @Test func keysKeepApartNamesThatSanitizeAlike() {
        #expect(SnapshotReportFiles.key(suite: "S", name: "a/b") != SnapshotReportFiles.key(suite: "S", name: "a:b"))
        #expect(SnapshotReportFiles.key(suite: "S", name: "../x").hasPrefix("S--.._x-"))
    }

    @Test func theRunIDComesFromTheEnvironmentOrTheParentProcess() {
        #expect(!SnapshotReport.currentRunID.isEmpty)
    }

    // MARK: - Images

    @Test func everyImageTheReportNamesExists() throws {
        let directory = try PackagePaths.temporaryDirectory()
        let index = try SnapshotReportFixture.write(into: directory)
        let html = try String(contentsOf: index, encoding: .utf8)
        let sources = SnapshotReportFixture.imageSources(of: html)
        #expect(sources.count >= 10)
        for source in Set(sources) {
            let path = try #require(source.removingPercentEncoding)
            #expect(!path.hasPrefix("/"), "\(source) is not relative")
            #expect(FileManager.default.fileExists(atPath: index.deletingLastPathComponent().appendingPathComponent(path).path), "\(source) is missing")
        }
        // Self-contained: the references were copied; nothing points out of the folder.
        #expect(!sources.contains { $0.hasPrefix("..") })
        #expect(html.contains("pixels differ"))
    }

    @Test func aCopiedFolderStillShowsEveryImage() throws {
        let directory = try PackagePaths.temporaryDirectory()
        try SnapshotReportFixture.write(into: directory)
        let copy = try PackagePaths.temporaryDirectory().appendingPathComponent("moved")
        try FileManager.default.copyItem(at: directory.appendingPathComponent("artifacts"), to: copy)
        try FileManager.default.removeItem(at: directory)
        let html = try String(contentsOf: copy.appendingPathComponent("index.html"), encoding: .utf8)
        for source in SnapshotReportFixture.imageSources(of: html) {
            #expect(FileManager.default.fileExists(atPath: copy.appendingPathComponent(source.removingPercentEncoding ?? source).path))
        }
    }

    // MARK: - Private

    private func rank(_ status: SnapshotReportEntry.Status) -> Int {
        switch status {
        case .failed: return 0
        case .new: return 1
        case .passed: return 2
        }
    }
}
