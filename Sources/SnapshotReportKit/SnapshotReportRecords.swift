/// The records of a report, one per suite and name (a later record replaces an earlier one,
/// as a re-run of a snapshot replaces its entry), kept in report order with each one's HTML
/// rendered once: adding a record costs a binary search and one rendering, so a report of n
/// entries written after every add costs n renderings rather than n².
struct SnapshotReportRecords: Sendable {
    // MARK: - Nested types

    /// A record and its part of the page (``ReportHTML/fragment(of:)``).
    struct Item: Sendable {
        var record: SnapshotReportRecord
        var html: String
    }

    // MARK: - Properties

    /// Every item in report order (``SnapshotReportRecord/reportOrder(_:_:)``).
    private(set) var items: [Item] = []
    /// The record of each suite and name (``SnapshotReportFiles/key(suite:name:)``).
    private var byKey: [String: SnapshotReportRecord] = [:]

    /// Every record in report order: failed, new, passed; by suite and name within each.
    var all: [SnapshotReportRecord] { items.map(\.record) }

    // MARK: - Adding

    /// Adds `records` in order, each replacing the record of its suite and name.
    mutating func add(_ records: [SnapshotReportRecord]) {
        for record in records {
            let key = SnapshotReportFiles.key(suite: record.entry.suite, name: record.entry.name)
            if let old = byKey[key] {
                // Suite and name identify a record, so the order never ties: the index is the old record's.
                items.remove(at: insertionIndex(of: old))
            }
            byKey[key] = record
            items.insert(Item(record: record, html: ReportHTML.fragment(of: record)), at: insertionIndex(of: record))
        }
    }

    // MARK: - Private

    /// The first index whose record does not come before `record`.
    private func insertionIndex(of record: SnapshotReportRecord) -> Int {
        var low = 0
        var high = items.count
        while low < high {
            let middle = (low + high) / 2
            if SnapshotReportRecord.reportOrder(items[middle].record, record) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
