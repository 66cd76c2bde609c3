import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files of a report in an artifact folder: `index.html`, and under `report/` the lock,
/// the run (`run`: a journal generation and the run id), the journal of its entries
/// (`entries.jsonl`, see ``SnapshotReportJournal``) and the copied references in `images/`.
struct SnapshotReportFiles: Sendable {
    // MARK: - Properties

    let artifactDirectory: URL
    var reportDirectory: URL { artifactDirectory.appendingPathComponent("report") }
    var journalFile: URL { reportDirectory.appendingPathComponent("entries.jsonl") }
    var runFile: URL { reportDirectory.appendingPathComponent("run") }
    /// Where earlier versions kept one JSON file an entry; removed when a new run starts.
    var legacyEntriesDirectory: URL { reportDirectory.appendingPathComponent("entries") }
    var imagesDirectory: URL { reportDirectory.appendingPathComponent("images") }
    var lockFile: URL { reportDirectory.appendingPathComponent(".lock") }

    // MARK: - Locking

    /// Runs `body` holding an exclusive `flock` on the lock file. Each call opens the file
    /// anew, so threads of one process exclude each other as processes do.
    func withExclusiveLock<T>(_ body: () throws -> T) throws -> T {
        try FileManager.default.createDirectory(at: imagesDirectory, withIntermediateDirectories: true)
        let descriptor = open(lockFile.path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw SnapshotReportError.cannotLock(path: lockFile.path, errno: errno) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw SnapshotReportError.cannotLock(path: lockFile.path, errno: errno) }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    // MARK: - Entries

    /// The first bytes of every PNG file; a reference without them (a corrupt one) is not
    /// copied, so the report says there is no image rather than show a broken one.
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The file name stem of an entry: its suite and name made safe, and a hash of both so
    /// that names that sanitize alike stay apart.
    static func key(suite: String, name: String) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in Array(suite.utf8) + [0] + Array(name.utf8) {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
        }
        let safe = { (text: String) in
            String(String.UnicodeScalarView(text.unicodeScalars.prefix(60).map { scalar in
                scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "-_.".unicodeScalars.contains(scalar)) ? scalar : "_"
            }))
        }
        return "\(safe(suite))--\(safe(name))-\(String(hash, radix: 16))"
    }

    /// The record of `entry` in `runID`, with a copy of its reference (and of images outside
    /// the artifact folder) in `images/`; a stale copy of a reference that is gone is removed.
    func record(of entry: SnapshotReportEntry, runID: String) throws -> SnapshotReportRecord {
        let key = Self.key(suite: entry.suite, name: entry.name)
        var expected: String?
        let reference = URL(fileURLWithPath: entry.referencePath)
        if let data = try? Data(contentsOf: reference), data.starts(with: Self.pngSignature) {
            let copy = imagesDirectory.appendingPathComponent("\(key).expected.png")
            try data.write(to: copy, options: .atomic)
            expected = relativePath(to: copy)
        } else {
            try? FileManager.default.removeItem(at: imagesDirectory.appendingPathComponent("\(key).expected.png"))
        }
        return SnapshotReportRecord(
            runID: runID, added: Date(), entry: entry, expectedImage: expected,
            actualImage: try entry.actualPath.flatMap { try shownImage($0, copyName: "\(key).actual.png") },
            diffImage: try entry.diffPath.flatMap { try shownImage($0, copyName: "\(key).diff.png") }
        )
    }

    /// The journal of `runID`. When the report belongs to another run (or to none yet), the
    /// earlier run's journal, entries and copied images are removed and a new journal, of a
    /// new generation, is started. Reads only the small `run` file otherwise.
    func journal(of runID: String) throws -> SnapshotReportJournal {
        if let run = try? String(contentsOf: runFile, encoding: .utf8), let newline = run.firstIndex(of: "\n"),
           run[run.index(after: newline)...] == runID {
            return SnapshotReportJournal(url: journalFile, generation: String(run[..<newline]))
        }
        for stale in [journalFile, legacyEntriesDirectory, imagesDirectory] { try? FileManager.default.removeItem(at: stale) }
        try FileManager.default.createDirectory(at: imagesDirectory, withIntermediateDirectories: true)
        let generation = UUID().uuidString
        try Data("\(generation)\n\(runID)".utf8).write(to: runFile, options: .atomic)
        return SnapshotReportJournal(url: journalFile, generation: generation)
    }

    /// Every record of the current journal, read from the start: the latest per suite and
    /// name, in report order.
    func records() throws -> [SnapshotReportRecord] {
        try recordItems().map(\.record)
    }

    /// ``records()`` with each one's part of the page.
    func recordItems() throws -> [SnapshotReportRecords.Item] {
        var records = SnapshotReportRecords()
        records.add(try SnapshotReportJournal(url: journalFile, generation: "").records(from: 0).records)
        return records.items
    }

    /// Writes `index.html` through a temporary file and a rename, so a reader never sees
    /// half of it.
    func writeIndex(_ html: String) throws {
        try Data(html.utf8).write(to: SnapshotReport.indexURL(artifactDirectory: artifactDirectory), options: .atomic)
    }

    // MARK: - Paths

    /// The path of `file` relative to the artifact folder, or `nil` when it is not inside it.
    func relativePath(to file: URL) -> String? {
        let base = artifactDirectory.standardizedFileURL.pathComponents
        let target = file.standardizedFileURL.pathComponents
        guard target.count > base.count, Array(target.prefix(base.count)) == base else { return nil }
        return target.dropFirst(base.count).joined(separator: "/")
    }

    // MARK: - Private

    /// An artifact inside the artifact folder is shown where it is; one outside is copied in.
    private func shownImage(_ path: String, copyName: String) throws -> String? {
        let url = URL(fileURLWithPath: path)
        if let relative = relativePath(to: url) { return relative }
        guard let data = try? Data(contentsOf: url) else { return nil }
        let copy = imagesDirectory.appendingPathComponent(copyName)
        try data.write(to: copy, options: .atomic)
        return relativePath(to: copy)
    }
}
