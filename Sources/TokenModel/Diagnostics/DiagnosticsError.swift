/// Thrown when a run found errors; carries every diagnostic of the run, warnings included,
/// so a caller can print them all and write nothing.
public struct DiagnosticsError: Error, Sendable, CustomStringConvertible {
    // MARK: - Properties

    /// All problems of the run, in the order they were found.
    public var diagnostics: [Diagnostic]

    /// Only the errors.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    // MARK: - Initializers

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    // MARK: - CustomStringConvertible

    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
