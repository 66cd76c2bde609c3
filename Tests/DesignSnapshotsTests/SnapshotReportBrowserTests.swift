import DesignSnapshots
import Foundation
@testable import SnapshotReportKit
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

    /// The page's stylesheet and script are files (`Resources/report.css`, `report.js`, and
    /// HTMLText's `copy-buttons.js`); the script goes through Chromium's parser.
    @Test("The report's script parses in headless Chromium",
          .enabled(if: HeadlessChromium.executable != nil,
                   "chromium is not on PATH: skipped; `make snapshot-report-check` installs it and runs this"))
    func theScriptParses() throws {
        let errors = try HeadlessChromium.scriptParseErrors(["report": ReportAssets.javascript], in: PackagePaths.temporaryDirectory())
        #expect(errors == "broken: SyntaxError")
        #expect(ReportAssets.css.contains(":root"))
    }

    /// The command next to the filters is the commands of the entries the filter leaves
    /// shown, each once, in page order; the one for the failures, run in a shell, accepts both.
    @Test("The accept-all command follows the filter, and running it accepts what is shown",
          .enabled(if: HeadlessChromium.executable != nil,
                   "chromium is not on PATH: skipped; `make snapshot-report-check` installs it and runs this"))
    func acceptAllFollowsTheFilter() throws {
        let directory = try PackagePaths.temporaryDirectory()
        let index = try SnapshotReportFixture.write(into: directory)
        let entries = try SnapshotReport.entries(artifactDirectory: index.deletingLastPathComponent())
        let failed = entries.filter { $0.status == .failed }.compactMap(\.acceptCommand)
        let new = entries.filter { $0.status == .new }.compactMap(\.acceptCommand)
        #expect(failed.count == 2 && new.count == 1 && Set(failed).count == 2)

        #expect(try acceptAll(index, query: "") == (failed + new).joined(separator: " && \\\n"))
        #expect(try acceptAll(index, query: "?status=failed,passed") == failed.joined(separator: " && \\\n"))
        let button = try #require(entries.first { $0.name == "button-primary-normal.light" }?.acceptCommand)
        #expect(try acceptAll(index, query: "?filter=BUTTON-primary") == button)
        #expect(try acceptAll(index, query: "?filter=no-such-snapshot") == "Nothing shown to accept")

        // Pasted into a shell, the failures' command puts each actual image over its reference.
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", try acceptAll(index, query: "?status=failed")]
        try shell.run()
        shell.waitUntilExit()
        #expect(shell.terminationStatus == 0)
        for entry in entries where entry.status == .failed {
            let actual = try Data(contentsOf: URL(fileURLWithPath: try #require(entry.actualPath)))
            #expect(try Data(contentsOf: URL(fileURLWithPath: entry.referencePath)) == actual, "\(entry.name) not accepted")
        }
    }

    /// Commands that are more than a plain `&&` list are grouped, so that joined they still
    /// run each in full, in page order, and a comment does not swallow the rest.
    @Test("The accept-all command groups commands that are not a plain && list",
          .enabled(if: HeadlessChromium.executable != nil,
                   "chromium is not on PATH: skipped; `make snapshot-report-check` installs it and runs this"))
    func acceptAllGroupsCompoundCommands() throws {
        let artifacts = try PackagePaths.temporaryDirectory()
        let commands = ["echo 1; echo 2", "echo 3 # a comment", "true && echo 4", "echo 5 | cat", "echo 1; echo 2"]
        for (number, command) in commands.enumerated() {
            try SnapshotReport.add(SnapshotReportEntry(
                suite: "S", name: "n\(number)", status: .failed, referencePath: artifacts.appendingPathComponent("none.png").path,
                acceptCommand: command
            ), artifactDirectory: artifacts, runID: "r")
        }
        let joined = try acceptAll(SnapshotReport.indexURL(artifactDirectory: artifacts), query: "")
        #expect(joined == "(echo 1; echo 2) && \\\n(echo 3 # a comment\n) && \\\ntrue && echo 4 && \\\n(echo 5 | cat)")
        let shell = Process()
        let output = Pipe()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", joined]
        shell.standardOutput = output
        try shell.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        shell.waitUntilExit()
        #expect(printed == "1\n2\n3\n4\n5\n")
    }

    // MARK: - Private

    /// The accept-all command the page shows when opened with `query`, as text.
    private func acceptAll(_ index: URL, query: String) throws -> String {
        let page = try #require(URL(string: index.absoluteString + query))
        let dom = try HeadlessChromium.dumpDOM(of: page, screenshot: nil)
        let start = try #require(dom.range(of: "id=\"accept-all-command\">"), "no accept-all command in the page")
        let end = try #require(dom[start.upperBound...].range(of: "</code>"))
        // The DOM's serialization escapes only these in text.
        return dom[start.upperBound..<end.lowerBound].replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&nbsp;", with: "\u{A0}")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

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
