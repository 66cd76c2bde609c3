/// One problem found in the inputs, reported as a compiler reports it:
/// `path:line:column: error: message`. A reader that stops at its first problem throws it.
public struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    // MARK: - Nested types

    /// Whether the problem stops the run.
    public enum Severity: String, Sendable, Hashable {
        /// The run writes nothing.
        case error
        /// Reported; the run goes on.
        case warning
    }

    // MARK: - Properties

    public var severity: Severity
    /// Where the problem is; `nil` when it concerns no particular file (a missing folder).
    public var location: SourceLocation?
    /// What is wrong, naming the token path where there is one.
    public var message: String

    // MARK: - Initializers

    public init(_ severity: Severity, _ message: String, at location: SourceLocation?) {
        self.severity = severity
        // Messages quote file content; a control character in it is escaped, never printed.
        self.message = message.escapingControlCharacters
        self.location = location
    }

    /// An error at `location`.
    public static func error(_ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.error, message, at: location)
    }

    /// A warning at `location`.
    public static func warning(_ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.warning, message, at: location)
    }

    // MARK: - CustomStringConvertible

    public var description: String {
        let prefix = location.map { "\($0): " } ?? "dscompile: "
        return "\(prefix)\(severity.rawValue): \(message)"
    }
}
