/// "Did you mean" hints: the closest known name or token path to one that is not known.
public enum Suggestion {
    // MARK: - Names

    /// The closest of `candidates` to `name` (case aside), or `nil` when none is close: at
    /// most two edits, or a third of the name's length for longer names.
    public static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        let lowered = name.lowercased()
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance < best?.distance ?? .max { best = (candidate, distance) }
        }
        guard let best, best.distance <= allowedEdits(for: name) else { return nil }
        return best.candidate
    }

    /// `; did you mean 'NAME'?` for the closest of `candidates`, or nothing.
    public static func hint(for name: String, among candidates: some Sequence<String>) -> String {
        closest(to: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    // MARK: - Token paths

    /// The token path among `candidates` closest to `path`, segment by segment: the same
    /// number of names, each name that differs close to the one written
    /// (`color.brnd.primary` → `color.brand.primary`).
    public static func closest(to path: TokenPath, among candidates: some Sequence<TokenPath>) -> TokenPath? {
        let names = path.components
        var best: (candidate: TokenPath, distance: Int)?
        for candidate in candidates where candidate.count == names.count && candidate != path {
            var distance = 0
            for (name, other) in zip(names, candidate.components) where name != other {
                let edits = editDistance(name, other)
                guard edits <= allowedEdits(for: name), edits < name.count else {
                    distance = .max
                    break
                }
                distance += edits
            }
            if distance < best?.distance ?? .max { best = (candidate, distance) }
        }
        return best?.candidate
    }

    // MARK: - Distance

    /// The Levenshtein distance between `a` and `b`, by characters.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1]
            for (j, cb) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }

    // MARK: - Private

    private static func allowedEdits(for name: String) -> Int {
        max(2, name.count / 3)
    }
}
