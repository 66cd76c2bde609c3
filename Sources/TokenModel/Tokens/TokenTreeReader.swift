import OrderedCollections

/// Walks a token document's groups and collects its tokens and groups, with `$type`
/// inherited from the nearest group that declares one.
public enum TokenTreeReader {
    // MARK: - Reading

    /// The tokens and groups of `document` in the order the file writes them.
    public static func read(_ document: SourceNode, log: inout DiagnosticLog) -> TokenTree {
        guard let members = document.object else {
            log.error("a token file must hold an object of groups and tokens, not \(document.kindDescription)", at: document.location)
            return TokenTree()
        }
        var collected = Collected()
        let extended = GroupExtender.apply(to: members, log: &log)
        walkGroup(extended, path: TokenPath([]), at: document.location, inheritedType: nil, inheritedDeprecation: nil,
                  typeInvalid: false, into: &collected, log: &log)
        // Paths are unique within one file: an object's keys are, and a token has no children.
        return TokenTree(
            tokens: OrderedDictionary(uniqueKeys: collected.tokenPaths, values: collected.tokens),
            groups: OrderedDictionary(uniqueKeys: collected.groups.lazy.map(\.path), values: collected.groups)
        )
    }

    // MARK: - Private

    /// What the walk found, in arrays that become the tree's dictionaries without a copy.
    private struct Collected {
        var tokenPaths: ContiguousArray<TokenPath> = []
        var tokens: ContiguousArray<TokenDefinition> = []
        var groups: ContiguousArray<GroupDefinition> = []
    }

    private static func walkGroup(
        _ members: OrderedDictionary<String, SourceNode>,
        path: TokenPath,
        at location: SourceLocation,
        inheritedType: TokenType?,
        inheritedDeprecation: String?,
        typeInvalid: Bool,
        into collected: inout Collected,
        log: inout DiagnosticLog
    ) {
        let declaredType = members["$type"].map { readType($0, path: path, log: &log) }
        let groupType = declaredType.flatMap { $0 } ?? inheritedType
        let groupTypeInvalid = typeInvalid || (declaredType != nil && declaredType! == nil)
        let groupDeprecation = members["$deprecated"].map { readDeprecation($0, path: path, log: &log) } ?? inheritedDeprecation
        var group = GroupDefinition(path: path, type: declaredType.flatMap { $0 }, deprecation: groupDeprecation, location: location)
        // A group comes before the groups inside it, as in the file.
        let groupIndex = collected.groups.count
        collected.groups.append(group)
        for (name, node) in members {
            if name.hasPrefix("$"), name != "$root" {
                checkGroupProperty(name, node, into: &group, log: &log)
                continue
            }
            let childPath = path.appending(name)
            if name != "$root", let problem = nameProblem(name) {
                log.error("'\(childPath)': \(problem)", at: node.location)
                continue
            }
            guard let child = node.object else {
                log.error("'\(childPath)' must be a token (an object with $value) or a group (an object), not \(node.kindDescription)", at: node.location)
                continue
            }
            let value = child["$value"]
            let reference = child["$ref"]
            if value != nil || reference != nil {
                if value != nil, let reference {
                    log.error("token '\(childPath)' has both $value and $ref; give one", at: reference.location)
                    continue
                }
                // A token-level $ref is the same reference as {"$ref": …} in $value.
                let tokenValue = value ?? SourceNode(.object(["$ref": reference!]), at: reference!.location)
                collected.tokenPaths.append(childPath)
                collected.tokens.append(readToken(child, value: tokenValue, path: childPath, at: node.location, inheritedType: groupType,
                                                  inheritedDeprecation: groupDeprecation, typeInvalid: groupTypeInvalid, log: &log))
            } else {
                walkGroup(child, path: childPath, at: node.location, inheritedType: groupType, inheritedDeprecation: groupDeprecation,
                          typeInvalid: groupTypeInvalid, into: &collected, log: &log)
            }
        }
        collected.groups[groupIndex] = group
    }

    private static func readToken(
        _ members: OrderedDictionary<String, SourceNode>,
        value: SourceNode,
        path: TokenPath,
        at location: SourceLocation,
        inheritedType: TokenType?,
        inheritedDeprecation: String?,
        typeInvalid: Bool,
        log: inout DiagnosticLog
    ) -> TokenDefinition {
        var type = inheritedType
        var hasInvalidType = typeInvalid
        var description: String?
        var deprecation = inheritedDeprecation
        var extensions: SourceNode?
        for (key, node) in members {
            switch key {
            case "$value", "$ref":
                break
            case "$type":
                if let declared = readType(node, path: path, log: &log) { type = declared } else { hasInvalidType = true }
            case "$description":
                description = readDescription(node, path: path, log: &log)
            case "$deprecated":
                deprecation = readDeprecation(node, path: path, log: &log)
            case "$extensions":
                if checkExtensions(node, owner: "token '\(path)'", log: &log) { extensions = node }
            default:
                let rule = "a token holds only $value (or $ref), $type, $description, $deprecated and $extensions"
                if key.hasPrefix("$") {
                    log.error("token '\(path)' has the unknown property '\(key)'; \(rule)", at: node.location)
                } else if node.object != nil && (node["$value"] != nil || node["$ref"] != nil) {
                    log.error("token '\(path)' has the child '\(key)', but a token cannot also be a group; \(rule)", at: node.location)
                } else {
                    _ = log.deviation(.extraTokenProperty, "token '\(path)' has the property '\(key)'; \(rule)", at: node.location)
                }
            }
        }
        return TokenDefinition(path: path, type: type, value: value, description: description, deprecation: deprecation,
                               extensions: extensions, location: location, hasInvalidType: hasInvalidType)
    }

    /// Reads a group's own `$` property into `group`; `$type` and `$deprecated` are read
    /// before the members, as the group's tokens inherit them.
    private static func checkGroupProperty(_ name: String, _ node: SourceNode, into group: inout GroupDefinition, log: inout DiagnosticLog) {
        let owner = group.path.count == 0 ? "the root group" : "group '\(group.path)'"
        switch name {
        case "$type", "$deprecated", "$schema", "$extends":
            break
        case "$extensions":
            if checkExtensions(node, owner: owner, log: &log) { group.extensions = node }
        case "$description":
            group.description = readDescription(node, path: group.path, log: &log)
        default:
            let isToken = node["$value"] != nil || node["$ref"] != nil
            log.error(isToken ? "\(owner): the token name '\(name)' must not start with '$'" : "\(owner) has the unknown property '\(name)'", at: node.location)
        }
    }

    /// `$extensions` must be an object; its contents are kept as they are.
    private static func checkExtensions(_ node: SourceNode, owner: String, log: inout DiagnosticLog) -> Bool {
        guard node.object != nil else {
            log.error("\(owner): $extensions must be an object, not \(node.kindDescription)", at: node.location)
            return false
        }
        return true
    }

    private static func readType(_ node: SourceNode, path: TokenPath, log: inout DiagnosticLog) -> TokenType? {
        let known = TokenType.allCases.filter { $0 != .string }
        guard let text = node.string else {
            log.error("'\(path)': $type must be a string, one of \(known.map(\.rawValue).joined(separator: ", "))", at: node.location)
            return nil
        }
        if let type = TokenType(rawValue: text), type != .string { return type }
        guard log.deviation(.nonStandardType, "'\(path)': $type '\(text)' is not a DTCG type (\(known.map(\.rawValue).joined(separator: ", ")))", at: node.location) else {
            return nil
        }
        return .string
    }

    private static func readDescription(_ node: SourceNode, path: TokenPath, log: inout DiagnosticLog) -> String? {
        guard let text = node.string else {
            log.error("'\(path)': $description must be a string", at: node.location)
            return nil
        }
        return text
    }

    private static func readDeprecation(_ node: SourceNode, path: TokenPath, log: inout DiagnosticLog) -> String? {
        switch node.value {
        case .bool(let deprecated): return deprecated ? "" : nil
        case .string(let reason): return reason
        default:
            log.error("'\(path)': $deprecated must be true, false or a reason", at: node.location)
            return nil
        }
    }

    /// The spec's naming rules: no leading `$`, no `{`, `}` or `.`.
    private static func nameProblem(_ name: String) -> String? {
        if name.isEmpty { return "a name must not be empty" }
        if name.hasPrefix("$") { return "a name must not start with '$'" }
        if name.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: ".") }) {
            return "a name must not contain '{', '}' or '.'"
        }
        return nil
    }
}
