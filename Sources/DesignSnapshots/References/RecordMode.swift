import Foundation

/// When a snapshot run writes a reference image.
///
/// An assertion that writes a reference fails its test all the same ("recorded
/// Snapshots/…/card@2x.png — look at it, then run the test again"), as swift-snapshot-testing
/// does: nobody commits a picture nobody has looked at, and the next run compares with it.
/// CI (`CI=true`) writes nothing unless `SNAPSHOT_RECORD` is `failed` or `all`
/// (``SnapshotStore/isCI``).
public enum RecordMode: String, Sendable, CaseIterable {
    /// Never write; a missing reference fails.
    case never
    /// Write a reference only where none exists (the default), failing the test that wrote
    /// it; in CI a missing one fails and nothing is written.
    case missing
    /// Write over references that do not match (failing those tests); matching ones pass
    /// untouched.
    case failed
    /// Write every reference, failing every test that writes one.
    case all

    // MARK: - Reading the environment

    /// The mode `SNAPSHOT_RECORD` names, or ``missing`` when it is unset or empty.
    ///
    /// - Throws: ``RecordModeError`` when the variable names no mode: a typo must not
    ///   silently fall back to ``missing``.
    public static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(RecordModeError) -> RecordMode {
        guard let value = environment["SNAPSHOT_RECORD"], !value.isEmpty else { return .missing }
        guard let mode = RecordMode(rawValue: value.lowercased()) else { throw RecordModeError(value: value) }
        return mode
    }
}
