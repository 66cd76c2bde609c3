/// Collects the diagnostics of one run, so that every problem is reported, not only the first.
public struct DiagnosticLog: Sendable {
    // MARK: - Properties

    /// Everything reported so far, in order.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Whether any error was reported.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    // MARK: - Initializers

    public init() {}

    // MARK: - Methods

    public mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    public mutating func error(_ message: String, at location: SourceLocation?) {
        report(.error(message, at: location))
    }

    public mutating func warning(_ message: String, at location: SourceLocation?) {
        report(.warning(message, at: location))
    }

    public mutating func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }

    /// Throws a ``DiagnosticsError`` with everything reported when any of it is an error.
    public func throwIfErrors() throws(DiagnosticsError) {
        if hasErrors { throw DiagnosticsError(diagnostics) }
    }
}
