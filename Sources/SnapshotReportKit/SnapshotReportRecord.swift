import Foundation

/// An entry as the report stores it in `report/entries/`: with its run, and with the paths
/// of its images relative to the artifact folder (where `index.html` is).
struct SnapshotReportRecord: Codable, Sendable, Hashable {
    // MARK: - Properties

    /// The run that added the entry (``SnapshotReport/currentRunID``).
    var runID: String
    /// When the entry was added.
    var added: Date
    var entry: SnapshotReportEntry
    /// The reference as the report shows it (a copy in `report/images/`), relative to the
    /// artifact folder, `/`-separated and not percent-encoded; `nil` when there was none.
    var expectedImage: String?
    /// The actual render, relative like ``expectedImage``.
    var actualImage: String?
    /// The expected | diff | actual image, relative like ``expectedImage``.
    var diffImage: String?

    // MARK: - Order

    /// Failed first, then new, then passed; by suite and name within each.
    static func reportOrder(_ first: SnapshotReportRecord, _ second: SnapshotReportRecord) -> Bool {
        let rank: (SnapshotReportEntry.Status) -> Int = { status in
            switch status {
            case .failed: return 0
            case .new: return 1
            case .passed: return 2
            }
        }
        return (rank(first.entry.status), first.entry.suite, first.entry.name) < (rank(second.entry.status), second.entry.suite, second.entry.name)
    }
}
