import Foundation

/// What this process has read of each report's journal, so that adding an entry reads only
/// the lines added since (by this or any other process) instead of every entry again: the
/// work of n entries is n decoded records, not n².
///
/// Used only under the report's lock; the `NSLock` guards the dictionary itself.
final class SnapshotReportCache: @unchecked Sendable {
    // MARK: - Nested types

    /// How much a process read of one report: the hook that lets a test see the work is linear.
    struct Statistics: Sendable, Equatable {
        /// Reads of the journal file.
        var journalReads = 0
        /// Bytes of whole lines read from the journal.
        var bytesRead: UInt64 = 0
        /// Records decoded from it.
        var recordsDecoded = 0
    }

    /// One report's journal as far as it was read.
    private struct State {
        var generation: String
        var offset: UInt64 = 0
        var records = SnapshotReportRecords()
        var statistics = Statistics()
    }

    // MARK: - Properties

    /// The cache of this process.
    static let shared = SnapshotReportCache()

    private let lock = NSLock()
    private var states: [String: State] = [:]

    // MARK: - Reading

    /// Every record of `journal` with its rendered fragment, in report order, reading only
    /// what was appended since the last call for the same artifact folder; from the start
    /// when the journal is new (another generation) or shorter than what was read.
    func items(of journal: SnapshotReportJournal, artifactDirectory: URL) throws -> [SnapshotReportRecords.Item] {
        lock.lock()
        defer { lock.unlock() }
        let key = artifactDirectory.standardizedFileURL.path
        var state = states[key] ?? State(generation: journal.generation)
        if state.generation != journal.generation || journal.size() < state.offset {
            state = State(generation: journal.generation, statistics: state.statistics)
        }
        let (records, end) = try journal.records(from: state.offset)
        state.statistics.journalReads += 1
        state.statistics.bytesRead += end - state.offset
        state.statistics.recordsDecoded += records.count
        state.records.add(records)
        state.offset = end
        states[key] = state
        return state.records.items
    }

    /// What this process read of the report in `artifactDirectory` so far.
    func statistics(artifactDirectory: URL) -> Statistics {
        lock.lock()
        defer { lock.unlock() }
        return states[artifactDirectory.standardizedFileURL.path]?.statistics ?? Statistics()
    }
}
