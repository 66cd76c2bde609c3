import Foundation

/// When a snapshot run writes a reference image.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Never write; a missing reference fails.
    case never
    /// Write a reference only where none exists (the default); in CI a missing one fails.
    case missing
    /// Write over references that do not match.
    case failed
    /// Write every reference.
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
