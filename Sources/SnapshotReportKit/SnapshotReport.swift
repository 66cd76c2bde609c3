import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The HTML review report of a run: `index.html` in the artifact folder.
///
/// Each ``add(_:artifactDirectory:)`` appends its entry as one line to the run's journal,
/// `report/entries.jsonl` (a later line of the same suite and name replaces an earlier one,
/// so a re-run of a snapshot replaces its entry), copies the reference PNG into
/// `report/images/` so that the folder is self-contained, and then writes `index.html` anew,
/// all under an exclusive `flock` on `report/.lock`. Threads and processes that add at once
/// therefore produce one complete report. Each process keeps what it read of the journal
/// (``SnapshotReportCache``) and reads only the lines added since, by itself or others, and
/// renders each record's part of the page once (``SnapshotReportRecords``), so n entries cost
/// n decoded and rendered records rather than n².
///
/// An entry belongs to a run (``currentRunID``: `$SNAPSHOT_RUN_ID`, or the parent process
/// of the test process, which is `swift test` for all the test processes it starts). The
/// first entry of a new run removes the entries of earlier runs, so the report lists the
/// snapshots of the latest run only.
public enum SnapshotReport {
    // MARK: - Adding

    /// Adds `entry` to the report in `artifactDirectory` and rewrites `index.html`; safe when
    /// tests of several processes and threads add entries at once.
    public static func add(_ entry: SnapshotReportEntry, artifactDirectory: URL) throws {
        try add(entry, artifactDirectory: artifactDirectory, runID: currentRunID)
    }

    /// Adds `entry` as part of the run `runID`: entries of other runs are removed.
    public static func add(_ entry: SnapshotReportEntry, artifactDirectory: URL, runID: String) throws {
        try add(entry, artifactDirectory: artifactDirectory, runID: runID, reading: .newLines)
    }

    /// How ``add(_:artifactDirectory:runID:reading:)`` reads the journal before it writes
    /// `index.html`.
    @_spi(Benchmarks) public enum JournalReading: Sendable {
        /// Only the lines added since this process last read it (``SnapshotReportCache``):
        /// n adds decode and render n records. What ``add(_:artifactDirectory:)`` does.
        case newLines
        /// The whole journal on every add: n adds decode and render n²/2 records. The plain
        /// path, kept so that tests and `Benchmarks/` compare the cache with it.
        case whole
    }

    /// Adds `entry` as part of the run `runID`, reading the journal as `reading` says.
    @_spi(Benchmarks) public static func add(_ entry: SnapshotReportEntry, artifactDirectory: URL, runID: String, reading: JournalReading) throws {
        let files = SnapshotReportFiles(artifactDirectory: artifactDirectory)
        try files.withExclusiveLock {
            let journal = try files.journal(of: runID)
            try journal.append(try files.record(of: entry, runID: runID))
            let items: [SnapshotReportRecords.Item]
            switch reading {
            case .newLines: items = try SnapshotReportCache.shared.items(of: journal, artifactDirectory: artifactDirectory)
            case .whole: items = try files.recordItems()
            }
            try files.writeIndex(ReportHTML(items: items, generated: Date()).render())
        }
    }

    // MARK: - Reading

    /// The `index.html` of the report in `artifactDirectory`.
    public static func indexURL(artifactDirectory: URL) -> URL {
        artifactDirectory.appendingPathComponent("index.html")
    }

    /// The last line of a failure message: where the report that lists this failure, and
    /// every other of the run, is written (``indexURL(artifactDirectory:)``). A line of its own,
    /// so that the accept command before it can be pasted into a shell as it stands.
    public static func reviewNote(artifactDirectory: URL) -> String {
        "\nReview all failures in \(indexURL(artifactDirectory: artifactDirectory).path)"
    }

    /// The entries the report in `artifactDirectory` lists, failed first, then new, then
    /// passed.
    public static func entries(artifactDirectory: URL) throws -> [SnapshotReportEntry] {
        try SnapshotReportFiles(artifactDirectory: artifactDirectory).records().map(\.entry)
    }

    // MARK: - The run

    /// The run this process belongs to: `$SNAPSHOT_RUN_ID` when set, otherwise the parent
    /// process's id and start time (the `swift test` that started this test process).
    public static var currentRunID: String {
        if let id = ProcessInfo.processInfo.environment["SNAPSHOT_RUN_ID"], !id.isEmpty { return id }
        let parent = getppid()
        return "\(parent)-\(startTime(of: parent) ?? "0")"
    }

    // MARK: - Private

    /// Field 22 of `/proc/<pid>/stat`, the start time in clock ticks since boot; it keeps a
    /// reused process id from joining an old run.
    private static func startTime(of pid: pid_t) -> String? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let end = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: end)...].split(separator: " ")
        return fields.count > 19 ? String(fields[19]) : nil
    }
}
