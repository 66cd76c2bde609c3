import OrderedCollections

/// Applies group `$extends` (DTCG 2025.10): a group that names another group with
/// `"$extends": "{base.group}"` takes every token and group of it, deep-merged under its own,
/// which win. Chains are followed; a cycle, a missing group or a token as the base is an error.
enum GroupExtender {
    // MARK: - Applying

    /// `root` with every `$extends` merged in.
    static func apply(to root: OrderedDictionary<String, SourceNode>, log: inout DiagnosticLog) -> OrderedDictionary<String, SourceNode> {
        var extender = Extender(root: root)
        return extender.expand(root, path: [], log: &log) ?? root
    }

    // MARK: - Private

    private struct Extender {
        let root: OrderedDictionary<String, SourceNode>
        /// Each group expanded so far; `nil` when it holds no `$extends`, so it stays as it is.
        var expanded: [[String]: OrderedDictionary<String, SourceNode>?] = [:]
        /// The groups being expanded, outermost first: the ancestors of the current group and
        /// the groups whose `$extends` led here. Extending one of them is a cycle, since its
        /// members are not known until the current group is.
        var expanding: [[String]] = []

        init(root: OrderedDictionary<String, SourceNode>) {
            self.root = root
        }

        /// The group at `path` with its own and its subgroups' `$extends` applied, or `nil`
        /// when there is none, so that a file without `$extends` is not copied.
        mutating func expand(_ members: OrderedDictionary<String, SourceNode>, path: [String], log: inout DiagnosticLog) -> OrderedDictionary<String, SourceNode>? {
            if let done = expanded[path] { return done }
            expanding.append(path)
            defer { expanding.removeLast() }
            var result: OrderedDictionary<String, SourceNode>?
            for (name, child) in members where !TokenTreeReader.isReservedName(name) {
                if let childMembers = child.object, Self.isGroup(childMembers),
                   let expandedChild = expand(childMembers, path: path + [name], log: &log) {
                    result = result ?? members
                    result![name] = SourceNode(.object(expandedChild), at: child.location)
                }
            }
            if let extends = members["$extends"] {
                var own = result ?? members
                own["$extends"] = nil
                if let base = baseGroup(extends, of: path, log: &log) {
                    own = Self.merge(base, under: own)
                }
                result = own
            }
            expanded[path] = .some(result)
            return result
        }

        private mutating func baseGroup(_ node: SourceNode, of path: [String], log: inout DiagnosticLog) -> OrderedDictionary<String, SourceNode>? {
            let owner = "group '\(path.joined(separator: "."))'"
            guard let target = AliasResolver.reference(in: node)?.components else {
                log.error("\(owner): $extends must name a group as \"{group.path}\"", at: node.location)
                return nil
            }
            if let start = expanding.firstIndex(of: target) {
                let cycle = (expanding[start...] + [target]).map { $0.joined(separator: ".") }
                log.error("\(owner) is part of an $extends cycle: \(cycle.joined(separator: " -> "))", at: node.location)
                return nil
            }
            guard expanding.count < Self.maximumDepth else {
                log.error("\(owner): $extends chain is longer than \(Self.maximumDepth) groups", at: node.location)
                return nil
            }
            var members = root
            for component in target {
                guard let next = members[component]?.object else {
                    log.error("\(owner) extends '\(target.joined(separator: "."))', which does not exist", at: node.location)
                    return nil
                }
                members = next
            }
            guard Self.isGroup(members) else {
                log.error("\(owner) extends '\(target.joined(separator: "."))', which is a token, not a group", at: node.location)
                return nil
            }
            return expand(members, path: target, log: &log) ?? members
        }

        /// `own` deep-merged over `base`: groups merge member by member, anything else in
        /// `own` replaces the base's.
        static func merge(_ base: OrderedDictionary<String, SourceNode>, under own: OrderedDictionary<String, SourceNode>) -> OrderedDictionary<String, SourceNode> {
            var result = base
            for (key, value) in own {
                if let baseGroup = base[key]?.object, let ownGroup = value.object, isGroup(baseGroup), isGroup(ownGroup) {
                    result[key] = SourceNode(.object(merge(baseGroup, under: ownGroup)), at: value.location)
                } else {
                    result[key] = value
                }
            }
            return result
        }

        static func isGroup(_ members: OrderedDictionary<String, SourceNode>) -> Bool {
            members["$value"] == nil && members["$ref"] == nil
        }

        /// Nesting and `$extends` links followed at once; bounds the recursion.
        static let maximumDepth = 512
    }
}
