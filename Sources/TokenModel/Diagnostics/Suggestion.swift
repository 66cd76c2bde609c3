/// "Did you mean" hints: the closest known name or token path to one that is not known.
package enum Suggestion {
    // MARK: - Names

    /// The closest of `candidates` to `name` (case aside), or `nil` when none is close: at
    /// most two edits, or a third of the name's length for longer names.
    package static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
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
    package static func hint(for name: String, among candidates: some Sequence<String>) -> String {
        closest(to: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    // MARK: - Token paths

    /// The token path among `candidates` closest to `path`, segment by segment: the same
    /// number of names, each name that differs close to the one written
    /// (`color.brnd.primary` → `color.brand.primary`).
    package static func closest(to path: TokenPath, among candidates: some Sequence<TokenPath>) -> TokenPath? {
        closest(to: path, among: PathCandidates(candidates))
    }

    /// Token paths as a tree of their names, built once for many suggestions among the
    /// same paths: a suggestion measures each name under a matching prefix only once.
    struct PathCandidates {
        fileprivate final class Node {
            var children: [String: Node] = [:]
            var path: TokenPath?
        }

        fileprivate let root = Node()

        init(_ paths: some Sequence<TokenPath>) {
            for path in paths {
                var node = root
                for name in path.components {
                    if let child = node.children[name] {
                        node = child
                    } else {
                        let child = Node()
                        node.children[name] = child
                        node = child
                    }
                }
                node.path = path
            }
        }
    }

    /// ``closest(to:among:)-(TokenPath,_)`` among paths built into a tree once. A branch
    /// whose name is out of reach is not walked; of two equally close paths, the first in
    /// order wins, so the hint does not change from run to run.
    static func closest(to path: TokenPath, among candidates: PathCandidates) -> TokenPath? {
        let names = path.components
        var best: (path: TokenPath, distance: Int)?
        // Names recur under many prefixes (`tok1` in every group): each is measured once per place.
        var measured = Array(repeating: [String: Int](), count: names.count)
        func visit(_ node: PathCandidates.Node, level: Int, distance: Int) {
            guard level < names.count else {
                guard let found = node.path, found != path else { return }
                if best == nil || distance < best!.distance || (distance == best!.distance && found < best!.path) { best = (found, distance) }
                return
            }
            let name = names[level]
            if let same = node.children[name] { visit(same, level: level + 1, distance: distance) }
            let allowed = min(allowedEdits(for: name), name.count - 1)
            for (other, child) in node.children where other != name && abs(other.count - name.count) <= allowed {
                let edits = measured[level][other] ?? editDistance(name, other)
                measured[level][other] = edits
                if edits <= allowed { visit(child, level: level + 1, distance: distance + edits) }
            }
        }
        visit(candidates.root, level: 0, distance: 0)
        return best?.path
    }

    // MARK: - Distance

    /// The Levenshtein distance between `a` and `b`, by Unicode scalars.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        // Index loops and two reused rows: this runs for every name a suggestion weighs.
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 0..<a.count {
            current[0] = i + 1
            for j in 0..<b.count {
                current[j + 1] = min(previous[j] + (a[i] == b[j] ? 0 : 1), previous[j + 1] + 1, current[j] + 1)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    // MARK: - Private

    private static func allowedEdits(for name: String) -> Int {
        max(2, name.count / 3)
    }
}
