import TokenModel

/// Everything a conversion could not carry over as it was, or had to decide: errors stop
/// the conversion (nothing is written); warnings name a token or property left out or a
/// value read by a documented rule of the source format. Never empty by accident: every
/// value the converter does not write is here.
public struct ImportReport: Sendable {
    // MARK: - Nested types

    /// One finding, at a place in the sources.
    public struct Item: Sendable, Hashable {
        package var severity: Diagnostic.Severity
        /// The token, as its path in the source (set name first for Tokens Studio), when
        /// the finding concerns one.
        package var token: String?
        package var message: String
        package var location: SourceLocation?

        /// The finding as a compiler prints it: `file:line:column: warning: token 'a.b': …`.
        public var diagnostic: Diagnostic {
            Diagnostic(severity, (token.map { "token '\($0)': " } ?? "") + message, at: location)
        }
    }

    // MARK: - Properties

    public private(set) var items: [Item] = []
    private var seen: Set<Item> = []

    /// How many tokens the written files hold, and how many source tokens they do not
    /// (each named by a finding, or by its set's).
    package internal(set) var tokensWritten = 0
    package internal(set) var tokensLeftOut = 0
    /// Each token or group renamed so that no two give one Swift name: its source path,
    /// dotted, to its written one.
    package internal(set) var renamedPaths: [String: String] = [:]

    public var hasErrors: Bool { items.contains { $0.severity == .error } }
    package var isEmpty: Bool { items.isEmpty }

    // MARK: - Initializers

    package init() {}

    // MARK: - Adding

    /// Adds an error: the conversion writes nothing.
    mutating func error(_ message: String, token: String? = nil, at location: SourceLocation?) {
        add(Item(severity: .error, token: token, message: message, location: location))
    }

    /// Adds a warning: something not carried over, or carried over by a rule worth knowing.
    mutating func warning(_ message: String, token: String? = nil, at location: SourceLocation?) {
        add(Item(severity: .warning, token: token, message: message, location: location))
    }

    /// Adds `item` unless the same finding is already reported (one token read in several
    /// themes reports once).
    mutating func add(_ item: Item) {
        if seen.insert(item).inserted { items.append(item) }
    }

    // MARK: - Rendering

    /// The report as Markdown: a heading, then one bullet per finding, errors first.
    public func markdown(format: String) -> String {
        var text = "# Conversion report\n\nRead as \(format). "
        let errors = items.filter { $0.severity == .error }
        let warnings = items.filter { $0.severity == .warning }
        text += "\(tokensWritten) token(s) written, \(tokensLeftOut) left out. "
        text += "\(errors.count) error(s), \(warnings.count) item(s) not carried over or carried over by a rule.\n"
        for (title, list) in [("Errors", errors), ("Not carried over, or read by a rule", warnings)] where !list.isEmpty {
            text += "\n## \(title)\n\n"
            for item in list {
                let place = item.location.map { "`\($0)`: " } ?? ""
                let token = item.token.map { "token `\($0)`: " } ?? ""
                text += "- \(place)\(token)\(item.message)\n"
            }
        }
        return text
    }
}
