/// Collects the diagnostics of one run, so that every problem is reported, not only the first.
public struct DiagnosticLog: Sendable {
    // MARK: - Properties

    /// Everything reported so far, in order.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Whether any error was reported.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Whether deviations from the spec are read (`--compat`) or are errors.
    public let mode: ReadingMode
    /// Each file's deviations of each kind: where the first was, and every place seen.
    private var deviations: [DeviationKey: (first: SourceLocation, places: Set<SourceLocation>)] = [:]

    private struct DeviationKey: Hashable {
        let file: String
        let kind: Deviation
    }

    // MARK: - Initializers

    public init(mode: ReadingMode = .strict) {
        self.mode = mode
    }

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

    /// Puts `other` before the diagnostic at `index`, for problems found in a pass that
    /// ran beside a later one.
    mutating func insert(_ other: [Diagnostic], at index: Int) {
        diagnostics.insert(contentsOf: other, at: index)
    }

    /// Everything `other` reported, its deviations still counted (not yet warnings), after
    /// what this log holds.
    public mutating func merge(_ other: DiagnosticLog) {
        diagnostics.append(contentsOf: other.diagnostics)
        for (key, entry) in other.deviations {
            var merged = deviations[key] ?? entry
            merged.places.formUnion(entry.places)
            if entry.first < merged.first { merged.first = entry.first }
            deviations[key] = merged
        }
    }

    /// What a strict error about a deviation ends with: `--compat` reads it.
    public static let compatHint = "(--compat accepts it)"

    /// The note printed once after errors that end with ``compatHint``: how the build
    /// plugin, which takes no flags, reads them too.
    public static let compatNote = "note: --compat reads what the errors marked \(compatHint) name; "
        + "for the build plugin, write \"mode\": \"compat\" in designtokens.json"

    /// Whether any error ends with ``compatHint``.
    public static func needsCompatNote(_ diagnostics: [Diagnostic]) -> Bool {
        diagnostics.contains { $0.severity == .error && $0.message.hasSuffix(compatHint) }
    }

    /// Reports a deviation from the spec at `location`: an error naming `problem` in strict
    /// mode; in compat mode it is counted for one warning per kind and file.
    /// - Returns: whether the caller may read past it (compat mode).
    public mutating func deviation(_ kind: Deviation, _ problem: String, at location: SourceLocation) -> Bool {
        guard mode == .compat else {
            error("\(problem) \(Self.compatHint)", at: location)
            return false
        }
        let key = DeviationKey(file: location.file, kind: kind)
        var entry = deviations[key] ?? (location, [])
        entry.places.insert(location)
        if location < entry.first { entry.first = location }
        deviations[key] = entry
        return true
    }

    /// Turns the deviations counted so far into warnings, one per kind and file, at the
    /// first place of each.
    public mutating func reportDeviations() {
        let entries = deviations.sorted { ($0.value.first, $0.key.kind.rawValue) < ($1.value.first, $1.key.kind.rawValue) }
        for (key, entry) in entries {
            let count = entry.places.count
            warning("\(count) \(count == 1 ? "place has" : "places have") \(key.kind.summary) (--compat); the first is here", at: entry.first)
        }
        deviations = [:]
    }

    /// Throws a ``DiagnosticsError`` with everything reported when any of it is an error.
    public func throwIfErrors() throws(DiagnosticsError) {
        if hasErrors { throw DiagnosticsError(diagnostics) }
    }
}
