/// What the reference errors of one run leave to say once rather than one by one: the tokens
/// left out because of an error (so a reference to one is not a second error), and the
/// references that may point into a file that could not be read.
struct ReferenceReport {
    // MARK: - Properties

    /// Token files that could not be read (a syntax error, a missing file).
    var unreadableFiles: [String] = []
    /// Tokens left out of some theme for an error already reported, their own or of a token
    /// they use.
    var leftOut: Set<TokenPath> = []
    /// References to tokens that do not exist, not reported one by one while a file could
    /// not be read, as they may point into it.
    private(set) var folded: Set<SourceLocation> = []

    // MARK: - Methods

    /// Whether a reference to a missing token at `location` is folded into one line instead
    /// of reported: it is when a file could not be read.
    mutating func fold(at location: SourceLocation) -> Bool {
        guard !unreadableFiles.isEmpty else { return false }
        folded.insert(location)
        return true
    }

    /// Reports the folded references in one line, at the first of them.
    func reportFolded(log: inout DiagnosticLog) {
        guard let first = folded.min() else { return }
        let files = unreadableFiles.joined(separator: ", ")
        let count = folded.count
        log.error("\(count) \(count == 1 ? "reference names a token" : "references name tokens") that \(count == 1 ? "does" : "do") not exist, not reported one by one: "
                  + "they may be in \(files), which could not be read; the first is here", at: first)
    }
}
