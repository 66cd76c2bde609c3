import OrderedCollections

/// What published folders do that DTCG leaves without one meaning: a token two files of one
/// folder define, and a resolver set that resolutionOrder leaves out although tokens use it.
extension DesignSystemLoader {
    // MARK: - A token two files define

    /// Reports every token of `tree` (the next file of a folder read without a resolver)
    /// that `merged` (the files before it) already defines: one diagnostic per pair of files,
    /// at the first such token of the later file, naming the earlier place and which wins.
    /// DTCG gives one file one meaning and files in a folder have no order of their own, so
    /// under `--strict` it is an error; `--compat` takes the later file in path order, as
    /// Style Dictionary does, with a warning.
    static func reportRedefinitions(in tree: TokenTree, of merged: TokenTree, log: inout DiagnosticLog) {
        guard !merged.tokens.isEmpty else { return }
        // Per earlier file: the first token defined again, both places, and how many.
        var pairs: OrderedDictionary<String, (path: TokenPath, earlier: SourceLocation, later: SourceLocation, count: Int)> = [:]
        for (path, definition) in tree.tokens {
            guard let earlier = merged.tokens[path]?.location else { continue }
            if let pair = pairs[earlier.file] {
                pairs[earlier.file]?.count = pair.count + 1
            } else {
                pairs[earlier.file] = (path, earlier, definition.location, 1)
            }
        }
        for (earlierFile, pair) in pairs {
            let more = pair.count > 1 ? "; \(pair.count - 1) more token\(pair.count == 2 ? "" : "s") of \(earlierFile) \(pair.count == 2 ? "is" : "are") defined again in this file" : ""
            let message = "token '\(pair.path)' is defined in two files of one folder, at \(pair.earlier) and here; \(pair.later.file) wins, "
                + "the later file in path order\(more) (DTCG gives each token one definition: name it in one file, or order the files with a resolver)"
            if log.mode == .compat {
                log.warning("\(message) (--compat)", at: pair.later)
            } else {
                log.error("\(message) \(DiagnosticLog.compatHint)", at: pair.later)
            }
        }
    }

    // MARK: - A set resolutionOrder leaves out

    /// Under `--compat`: each set `document` defines that resolutionOrder leaves out, and whose
    /// tokens the tokens it does read refer to, is put first in resolutionOrder, with a
    /// warning at the set's line in the resolver. Apple HIG's resolver defines `typography`,
    /// which its text styles use, and leaves it out: plainly meant to be read. A set no token
    /// refers to stays out.
    static func readSetsLeftOut(into document: inout ResolverDocument, log: inout DiagnosticLog) {
        let used = document.setsInUse
        let leftOut = document.sets.keys.filter { !used.contains($0) }
        guard !leftOut.isEmpty else { return }
        // Read apart, their problems left to the run proper.
        var files = SourceFileCache()
        var ignored = DiagnosticLog(mode: log.mode)
        var references: [TokenPath: TokenPath] = [:]
        for step in document.resolutionOrder {
            for source in document.expanded(document.sources(of: step)) {
                for (path, definition) in files.tree(of: source, log: &ignored).tokens {
                    collectReferences(in: definition.value, of: path, into: &references)
                }
            }
        }
        var readFirst: [ResolverDocument.Step] = []
        for name in leftOut {
            var use: (owner: TokenPath, target: TokenPath)?
            for source in document.expanded(document.sets[name] ?? []) {
                let tokens = files.tree(of: source, log: &ignored).tokens
                if let target = tokens.keys.first(where: { references[$0] != nil }) {
                    use = (references[target]!, target)
                    break
                }
            }
            guard let use else { continue }
            readFirst.append(.set(name))
            log.warning("the set '\(name)' is defined but resolutionOrder leaves it out, and tokens refer to it ('\(use.owner)' refers to '\(use.target)'); "
                        + "it is read first, before everything resolutionOrder names (--compat)", at: document.setLocations[name])
        }
        document.resolutionOrder.insert(contentsOf: readFirst, at: 0)
    }

    /// Records every token `node` refers to (`{a.b}` anywhere in it, or a `$ref` pointer),
    /// with `owner`, the first token met that refers to it.
    private static func collectReferences(in node: SourceNode, of owner: TokenPath, into references: inout [TokenPath: TokenPath]) {
        switch node.value {
        case .string(let text):
            if let target = AliasResolver.reference(in: text), references[target] == nil { references[target] = owner }
        case .array(let items):
            for item in items { collectReferences(in: item, of: owner, into: &references) }
        case .object(let members):
            if let pointer = members["$ref"]?.string, let segments = try? JSONPointer.segments(pointer) {
                let path = TokenPath(Array(segments.prefix { $0 != "$value" }))
                if references[path] == nil { references[path] = owner }
            }
            for member in members.values { collectReferences(in: member, of: owner, into: &references) }
        default:
            break
        }
    }
}
