import DesignSnapshots
import Foundation
import TestSupport
import Testing

/// The report in a real browser: headless Chromium opens a sample report from `file://`,
/// and the page's own script says on `<body>` whether every image loaded.
///
/// `make snapshot-report-check` (tools/snapshot_report_check.sh) runs this with
/// `REPORT_FIXTURE_DIR` set, so that the report and its screenshot stay there to look at.
@Suite("SnapshotReport in Chromium")
struct SnapshotReportBrowserTests {
    // MARK: - Tests

    /// Skipped, with this reason in the test output, where `chromium` is not on `PATH`
    /// (`make deps` installs it with `CI=true`, and `make snapshot-report-check` always).
    @Test("Every image of the report loads in headless Chromium",
          .enabled(if: HeadlessChromium.executable != nil,
                   "chromium is not on PATH: skipped; `make snapshot-report-check` installs it and runs this"))
    func everyImageLoadsInChromium() throws {
        let directory = try fixtureDirectory()
        let index = try SnapshotReportFixture.write(into: directory)
        let screenshot = directory.appendingPathComponent("screenshot.png")
        try? FileManager.default.removeItem(at: screenshot)
        let dom = try HeadlessChromium.dumpDOM(of: index, screenshot: screenshot)
        #expect(dom.contains("data-all-images-loaded=\"true\""), "not every image loaded: \(bodyTag(dom))")
        #expect(!dom.contains("data-image-count=\"0\""))
        #expect(FileManager.default.fileExists(atPath: screenshot.path), "chromium wrote no screenshot")
        // The hostile name is text on the page, not markup.
        #expect(dom.contains("&lt;script&gt;alert('x')&lt;/script&gt;"))
    }

    // MARK: - Private

    /// `$REPORT_FIXTURE_DIR` (made anew) when set, otherwise a scratch folder.
    private func fixtureDirectory() throws -> URL {
        guard let path = ProcessInfo.processInfo.environment["REPORT_FIXTURE_DIR"], !path.isEmpty else {
            return try PackagePaths.temporaryDirectory()
        }
        let directory = URL(fileURLWithPath: path)
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    private func bodyTag(_ dom: String) -> String {
        guard let start = dom.range(of: "<body") else { return "no <body> in the DOM" }
        return String(dom[start.lowerBound...].prefix { $0 != ">" }) + ">"
    }
}
