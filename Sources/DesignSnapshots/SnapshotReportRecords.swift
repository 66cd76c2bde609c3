/// The records of a report, one per suite and name: a later record replaces an earlier one,
/// as a re-run of a snapshot replaces its entry.
struct SnapshotReportRecords: Sendable {
    // MARK: - Properties

    private var byKey: [String: SnapshotReportRecord] = [:]

    /// Every record, in no particular order (``ReportHTML`` sorts them).
    var all: [SnapshotReportRecord] { Array(byKey.values) }

    // MARK: - Adding

    /// Adds `records` in order, each replacing the record of its suite and name.
    mutating func add(_ records: [SnapshotReportRecord]) {
        for record in records {
            byKey[SnapshotReportFiles.key(suite: record.entry.suite, name: record.entry.name)] = record
        }
    }
}
