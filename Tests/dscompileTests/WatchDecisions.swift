import Foundation

/// The decisions a `--watch` process writes under `DSCOMPILE_WATCH_DECISIONS=1`
/// (`dscompile: watch: rebuilt 1 (failed)`, `dscompile: watch: unchanged`), read from what
/// it said: the events its tests wait for instead of sleeping.
enum WatchDecisions {
    // MARK: - Constants

    /// The environment that makes the process write its decisions.
    static let environment = ["DSCOMPILE_WATCH_DECISIONS": "1"]

    // MARK: - Reading

    /// The decisions in `said`, in order: `built`, `rebuilt 1 (failed)`, `unchanged`.
    static func decisions(in said: String) -> [String] {
        let prefix = "dscompile: watch: "
        return said.split(separator: "\n").filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    }

    /// Whether the loop's last run was `run` (`rebuilt 1 (failed)`) and it has since looked
    /// at the inputs again and found them unchanged: it survived that run, and it wrote
    /// nothing since (a look that ran nothing is all it did).
    static func lookedAgain(after run: String, in said: String) -> Bool {
        let decisions = decisions(in: said)
        guard let lastRun = decisions.lastIndex(where: { $0 != "unchanged" }), decisions[lastRun] == run else { return false }
        return decisions[(lastRun + 1)...].contains("unchanged")
    }
}
