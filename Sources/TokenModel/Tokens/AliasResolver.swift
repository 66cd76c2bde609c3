import OrderedCollections

/// Follows `{a.b.c}` aliases to the end and types every token's value.
///
/// An alias may stand for a whole `$value` or for a part of a composite value. A cycle is
/// an error that names every token in it, in order.
public struct AliasResolver {
    // MARK: - Properties

    private let definitions: OrderedDictionary<TokenPath, TokenDefinition>
    private var resolvedNodes: [TokenPath: (node: SourceNode, type: TokenType?)] = [:]
    private var failed: Set<TokenPath> = []
    /// The chain of aliases being followed, in order, and the same as a set.
    private var inProgress: [TokenPath] = []
    private var inProgressSet: Set<TokenPath> = []

    /// The longest chain of aliases followed; a longer one is an error, not a stack overflow.
    public static let maximumChainLength = 256

    // MARK: - Resolving

    /// Every token of `definitions` resolved, in their order; tokens with errors are left out
    /// and their errors reported.
    public static func resolve(
        _ definitions: OrderedDictionary<TokenPath, TokenDefinition>,
        log: inout DiagnosticLog
    ) -> OrderedDictionary<TokenPath, ResolvedToken> {
        var resolver = AliasResolver(definitions: definitions)
        var resolved = OrderedDictionary<TokenPath, ResolvedToken>()
        for (path, definition) in definitions {
            guard let (node, type) = resolver.resolvedNode(path, log: &log) else { continue }
            guard let type else {
                log.error("token '\(path)' has no $type, and neither has any group around it", at: definition.location)
                continue
            }
            guard let value = TokenValueParser.parse(node, as: type, path: path, log: &log) else { continue }
            resolved[path] = ResolvedToken(definition: definition, value: value, aliasOf: Self.reference(in: definition.value))
        }
        return resolved
    }

    /// The token path that `node` names when it is a whole-value alias `{a.b.c}`.
    public static func reference(in node: SourceNode) -> TokenPath? {
        guard let text = node.string else { return nil }
        return reference(in: text)
    }

    /// The token path `text` names when it is exactly `{a.b.c}`.
    public static func reference(in text: String) -> TokenPath? {
        guard text.count > 2, text.first == "{", text.last == "}" else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        return TokenPath(dotted: String(inner))
    }

    // MARK: - Private

    private mutating func resolvedNode(_ path: TokenPath, log: inout DiagnosticLog) -> (SourceNode, TokenType?)? {
        if let done = resolvedNodes[path] { return done }
        if failed.contains(path) { return nil }
        guard let definition = definitions[path] else { return nil }
        if inProgressSet.contains(path), let start = inProgress.firstIndex(of: path) {
            let cycle = (inProgress[start...] + [path]).map(\.description).joined(separator: " -> ")
            log.error("token '\(path)' is part of a reference cycle: \(cycle)", at: definition.location)
            failed.formUnion(inProgress[start...])
            return nil
        }
        if inProgress.count >= Self.maximumChainLength {
            log.error("token '\(inProgress[0])' starts a chain of more than \(Self.maximumChainLength) aliases", at: definitions[inProgress[0]]?.location)
            failed.formUnion(inProgress)
            return nil
        }
        inProgress.append(path)
        inProgressSet.insert(path)
        defer {
            inProgress.removeLast()
            inProgressSet.remove(path)
        }
        var type = definition.type
        guard let node = substitute(definition.value, in: definition, type: &type, log: &log) else {
            failed.insert(path)
            return nil
        }
        if failed.contains(path) { return nil }
        resolvedNodes[path] = (node, type)
        return (node, type)
    }

    /// `node` with every alias in it replaced by the aliased token's value.
    private mutating func substitute(
        _ node: SourceNode,
        in definition: TokenDefinition,
        type: inout TokenType?,
        isWholeValue: Bool = true,
        log: inout DiagnosticLog
    ) -> SourceNode? {
        switch node.value {
        case .string(let text):
            guard let target = Self.reference(in: text) else { return node }
            guard definitions[target] != nil else {
                log.error("token '\(definition.path)' refers to '\(target)', which does not exist", at: node.location)
                return nil
            }
            guard let (targetNode, targetType) = resolvedNode(target, log: &log) else { return nil }
            if isWholeValue {
                if let declared = type, let targetType, declared != targetType {
                    log.error("token '\(definition.path)' is a \(declared.rawValue) but refers to '\(target)', a \(targetType.rawValue)", at: node.location)
                    return nil
                }
                type = type ?? targetType
            }
            return targetNode
        case .object(let members):
            var substituted = members
            for (key, member) in members {
                var memberType: TokenType?
                guard let value = substitute(member, in: definition, type: &memberType, isWholeValue: false, log: &log) else { return nil }
                substituted[key] = value
            }
            return SourceNode(.object(substituted), at: node.location)
        case .array(let elements):
            var substituted: [SourceNode] = []
            for element in elements {
                var elementType: TokenType?
                guard let value = substitute(element, in: definition, type: &elementType, isWholeValue: false, log: &log) else { return nil }
                substituted.append(value)
            }
            return SourceNode(.array(substituted), at: node.location)
        case .number, .bool, .null:
            return node
        }
    }
}
