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

    /// The mode `SNAPSHOT_RECORD` names, or ``missing``.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> RecordMode {
        environment["SNAPSHOT_RECORD"].flatMap { RecordMode(rawValue: $0.lowercased()) } ?? .missing
    }
}
