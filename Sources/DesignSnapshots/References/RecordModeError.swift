import Foundation

/// `SNAPSHOT_RECORD` holds a value that names no ``RecordMode``.
public struct RecordModeError: Error, Sendable, Equatable, CustomStringConvertible {
    // MARK: - Properties

    /// The value as it was set.
    public let value: String

    // MARK: - Initializers

    /// The error for the unknown `value`.
    public init(value: String) {
        self.value = value
    }

    // MARK: - CustomStringConvertible

    public var description: String {
        let modes = RecordMode.allCases.map(\.rawValue).joined(separator: ", ")
        return "SNAPSHOT_RECORD=\(value) is not a record mode; use one of \(modes)"
    }
}
