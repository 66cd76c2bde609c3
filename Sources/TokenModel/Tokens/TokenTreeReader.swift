import OrderedCollections

/// Walks a token document's groups and collects its tokens, with `$type` inherited from
/// the nearest group that declares one.
public enum TokenTreeReader {
    // MARK: - Reading

    /// The tokens of `document` in the order the file writes them.
    public static func definitions(in document: SourceNode, log: inout DiagnosticLog) -> [TokenDefinition] {
        guard let members = document.object else {
            log.error("a token file must hold an object of groups and tokens, not \(document.kindDescription)", at: document.location)
            return []
        }
        var definitions: [TokenDefinition] = []
        let extended = GroupExtender.apply(to: members, log: &log)
        walkGroup(extended, path: TokenPath([]), inheritedType: nil, inheritedDeprecation: nil, typeInvalid: false, into: &definitions, log: &log)
        return definitions
    }

    // MARK: - Private

    private static func walkGroup(
        _ members: OrderedDictionary<String, SourceNode>,
        path: TokenPath,
        inheritedType: TokenType?,
        inheritedDeprecation: String?,
        typeInvalid: Bool,
        into definitions: inout [TokenDefinition],
        log: inout DiagnosticLog
    ) {
        let declaredType = members["$type"].map { readType($0, path: path, log: &log) }
        let groupType = declaredType.flatMap { $0 } ?? inheritedType
        let groupTypeInvalid = typeInvalid || (declaredType != nil && declaredType! == nil)
        let groupDeprecation = members["$deprecated"].map { readDeprecation($0, path: path, log: &log) } ?? inheritedDeprecation
        for (name, node) in members {
            if name.hasPrefix("$"), name != "$root" {
                checkGroupProperty(name, node, path: path, log: &log)
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
            if child["$value"] != nil || child["$ref"] != nil {
                if child["$value"] != nil, let reference = child["$ref"] {
                    log.error("token '\(childPath)' has both $value and $ref; give one", at: reference.location)
                    continue
                }
                // A token-level $ref is the same reference as {"$ref": …} in $value.
                let value = child["$value"] ?? SourceNode(.object(["$ref": child["$ref"]!]), at: child["$ref"]!.location)
                var definition = readToken(child, value: value, path: childPath, at: node.location,
                                           inheritedType: groupType, inheritedDeprecation: groupDeprecation, log: &log)
                definition.hasInvalidType = definition.hasInvalidType || groupTypeInvalid
                definitions.append(definition)
            } else {
                walkGroup(child, path: childPath, inheritedType: groupType, inheritedDeprecation: groupDeprecation,
                          typeInvalid: groupTypeInvalid, into: &definitions, log: &log)
            }
        }
    }

    private static func readToken(
        _ members: OrderedDictionary<String, SourceNode>,
        value: SourceNode,
        path: TokenPath,
        at location: SourceLocation,
        inheritedType: TokenType?,
        inheritedDeprecation: String?,
        log: inout DiagnosticLog
    ) -> TokenDefinition {
        var definition = TokenDefinition(path: path, type: inheritedType, value: value, deprecation: inheritedDeprecation, location: location)
        for (key, node) in members {
            switch key {
            case "$value", "$ref":
                break
            case "$type":
                if let type = readType(node, path: path, log: &log) { definition.type = type } else { definition.hasInvalidType = true }
            case "$description":
                definition.description = readDescription(node, path: path, log: &log)
            case "$deprecated":
                definition.deprecation = readDeprecation(node, path: path, log: &log)
            case "$extensions":
                if checkExtensions(node, owner: "token '\(path)'", log: &log) { definition.extensions = node }
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
        return definition
    }

    private static func checkGroupProperty(_ name: String, _ node: SourceNode, path: TokenPath, log: inout DiagnosticLog) {
        let group = path.components.isEmpty ? "the root group" : "group '\(path)'"
        switch name {
        case "$type", "$deprecated", "$schema", "$extends":
            break
        case "$extensions":
            _ = checkExtensions(node, owner: group, log: &log)
        case "$description":
            _ = readDescription(node, path: path, log: &log)
        default:
            let isToken = node["$value"] != nil || node["$ref"] != nil
            log.error(isToken ? "\(group): the token name '\(name)' must not start with '$'" : "\(group) has the unknown property '\(name)'", at: node.location)
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
