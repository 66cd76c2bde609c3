import OrderedCollections
import TokenModel

/// The token and group names convert renames so that no two siblings give one Swift name
/// (``SwiftNameClashes``), over the tokens of every set together, since the resolver merges
/// them: a token of one path keeps one name in every set. Each rename is reported at the
/// first token it moves, with how many references to it were rewritten.
struct TokenRenaming {
    // MARK: - Nested types

    /// One level of the merged token tree: its children by name, in the order first written.
    private final class Node {
        var children: OrderedDictionary<String, Node> = [:]
        /// The first token at or below it, for the report.
        var first: (token: SourceDocument.Token, display: String)

        init(first: (token: SourceDocument.Token, display: String)) {
            self.first = first
        }
    }

    // MARK: - Properties

    /// The new last name of each renamed node, by its path in the source.
    private var renamed: [[String]: String] = [:]

    // MARK: - Initializers

    /// Finds the renames `carried`'s tokens need and reports each, with the references to it
    /// that the written values hold.
    init(document: SourceDocument, carried: [[(token: SourceDocument.Token, type: TokenType, value: OutputJSON)]], report: inout ImportReport) {
        var root: Node?
        for (index, set) in document.sets.enumerated() {
            for entry in carried[index] where !entry.token.path.isEmpty {
                let display = document.format == .tokensStudio ? "\(set.name):\(entry.token.dotted)" : entry.token.dotted
                let top = root ?? Node(first: (entry.token, display))
                root = top
                var node = top
                for name in entry.token.path {
                    let child = node.children[name] ?? Node(first: (entry.token, display))
                    node.children[name] = child
                    node = child
                }
            }
        }
        guard let root else { return }
        var found: [(path: [String], clashesWith: String?, first: (token: SourceDocument.Token, display: String))] = []
        func visit(_ node: Node, path: [String]) {
            let renames = SwiftNameClashes.renames(of: Array(node.children.keys), reserved: path.isEmpty ? SwiftNameClashes.reservedAtRoot : [])
            for (name, child) in node.children {
                if let rename = renames[name] {
                    renamed[path + [name]] = rename.new
                    found.append((path + [name], rename.clashesWith, child.first))
                }
                visit(child, path: path + [name])
            }
        }
        visit(root, path: [])
        guard !found.isEmpty else { return }
        var references: [[String]: Int] = [:]
        for set in carried {
            for entry in set {
                for reference in ReferenceText.paths(in: entry.value.sourceNode(at: entry.token.location)) {
                    let parts = reference.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
                    for end in parts.indices where renamed[Array(parts[...end])] != nil { references[Array(parts[...end]), default: 0] += 1 }
                }
            }
        }
        for rename in found {
            let old = rename.path.joined(separator: ".")
            let new = path(of: rename.path).joined(separator: ".")
            let why = rename.clashesWith.map { "'\((rename.path.dropLast() + [$0]).joined(separator: "."))' and '\(old)' would give one Swift name" }
                ?? "its Swift name is one the generated code declares at the top level"
            let kind = rename.first.token.path == rename.path ? "token" : "group"
            report.warning("renamed to '\(new)' (a \(kind)): \(why); \(references[rename.path] ?? 0) reference(s) to it rewritten",
                           token: old, at: rename.first.token.location)
            report.renamedPaths[old] = new
        }
    }

    // MARK: - Renaming

    /// `path` with each renamed name replaced.
    func path(of path: [String]) -> [String] {
        guard !renamed.isEmpty else { return path }
        var result: [String] = []
        result.reserveCapacity(path.count)
        for end in path.indices {
            result.append(renamed[Array(path[...end])] ?? path[end])
        }
        return result
    }

    /// `value` with every reference to a renamed token or group rewritten.
    func rewritingReferences(in value: OutputJSON) -> OutputJSON {
        guard !renamed.isEmpty else { return value }
        switch value {
        case .object(let members): return .object(members.map { ($0.0, rewritingReferences(in: $0.1)) })
        case .array(let elements): return .array(elements.map(rewritingReferences))
        case .string(let text) where text.contains("{"):
            return .string(ReferenceText.replacingPaths(in: text) { reference in
                path(of: reference.split(separator: ".", omittingEmptySubsequences: false).map(String.init)).joined(separator: ".")
            })
        default: return value
        }
    }
}
