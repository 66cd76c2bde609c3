import OrderedCollections

/// Follows references to the end and types every token's value: `{a.b.c}` aliases, and
/// JSON Pointers `{"$ref": "#/a/b/c/$value/…"}` that may also point into a value.
///
/// A reference may stand for a whole `$value` or for a part of a composite value. A cycle is
/// an error that names every token in it, in order.
public struct AliasResolver {
    // MARK: - Properties

    private let definitions: OrderedDictionary<TokenPath, TokenDefinition>
    /// Every path that is a group: a proper prefix of some token's path.
    private let groups: Set<TokenPath>
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
        var groups = Set<TokenPath>()
        for path in definitions.keys {
            for length in 0..<path.components.count { groups.insert(TokenPath(Array(path.components.prefix(length)))) }
        }
        var resolver = AliasResolver(definitions: definitions, groups: groups)
        var resolved = OrderedDictionary<TokenPath, ResolvedToken>()
        for (path, definition) in definitions {
            if groups.contains(path), let inner = definitions.keys.first(where: { $0.components.starts(with: path.components) && $0 != path }) {
                log.error("'\(path)' is a token, so '\(inner)' cannot be a token inside it", at: definitions[inner]?.location)
            }
            guard let (node, type) = resolver.resolvedNode(path, log: &log) else { continue }
            guard let type else {
                if !definition.hasInvalidType {
                    log.error("token '\(path)' has no $type, and neither has any group around it", at: definition.location)
                }
                continue
            }
            guard let value = TokenValueParser.parse(node, as: type, path: path, log: &log) else { continue }
            resolved[path] = ResolvedToken(definition: definition, value: value, aliasOf: Self.reference(in: definition.value) ?? Self.pointerTarget(in: definition.value))
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
        // Bytes, not Characters: this runs for every string of every value.
        let utf8 = text.utf8
        guard utf8.count > 2, utf8.first == UInt8(ascii: "{"), utf8.last == UInt8(ascii: "}") else { return nil }
        let inner = utf8.dropFirst().dropLast()
        guard !inner.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else { return nil }
        return TokenPath(inner.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) })
    }

    /// Whether `node` holds a `{…}` string or a `$ref` object anywhere.
    static func containsReference(_ node: SourceNode) -> Bool {
        switch node.value {
        case .string(let text): text.utf8.first == UInt8(ascii: "{")
        case .object(let members): members["$ref"] != nil || members.values.contains { containsReference($0) }
        case .array(let elements): elements.contains { containsReference($0) }
        case .number, .bool, .null: false
        }
    }

    /// The token a whole-value `$ref` names, when it points at a token or its `$value`.
    static func pointerTarget(in node: SourceNode) -> TokenPath? {
        guard let object = node.object, object.count == 1, let pointer = object["$ref"]?.string,
              let segments = try? JSONPointer.segments(pointer) else { return nil }
        if segments.last == "$value" { return TokenPath(Array(segments.dropLast())) }
        return nil
    }

    // MARK: - Private

    /// The value of the token `target`, checked against the referring token's type.
    private mutating func wholeToken(
        _ target: TokenPath, from definition: TokenDefinition, at location: SourceLocation,
        type: inout TokenType?, isWholeValue: Bool, log: inout DiagnosticLog
    ) -> SourceNode? {
        guard let (targetNode, targetType) = resolvedNode(target, log: &log) else { return nil }
        if isWholeValue {
            if let declared = type, let targetType, declared != targetType {
                log.error("token '\(definition.path)' is a \(declared.rawValue) but refers to '\(target)', a \(targetType.rawValue)", at: location)
                return nil
            }
            type = type ?? targetType
        }
        return targetNode
    }

    /// The value a JSON Pointer names: a token (`#/a/b`), its value (`#/a/b/$value`) or a
    /// part of its value (`#/a/b/$value/color`).
    private mutating func follow(
        _ pointer: String, from definition: TokenDefinition, at location: SourceLocation,
        type: inout TokenType?, isWholeValue: Bool, log: inout DiagnosticLog
    ) -> SourceNode? {
        let segments: [String]
        do {
            segments = try JSONPointer.segments(pointer)
        } catch {
            log.error("token '\(definition.path)': the $ref \"\(pointer)\" \(error.reason)", at: location)
            return nil
        }
        guard let tokenLength = (1...max(1, segments.count)).first(where: { definitions[TokenPath(Array(segments.prefix($0)))] != nil }) else {
            let what = groups.contains(TokenPath(segments)) ? "points to a group, not a token" : "points to nothing in the tokens"
            log.error("token '\(definition.path)': the $ref \"\(pointer)\" \(what)", at: location)
            return nil
        }
        let target = TokenPath(Array(segments.prefix(tokenLength)))
        var rest = segments.dropFirst(tokenLength)
        guard rest.first == "$value" else {
            let what = rest.first.map { "'\($0)' of '\(target)'" } ?? "the token object '\(target)'"
            log.error("token '\(definition.path)': the $ref \"\(pointer)\" points to \(what); a reference names a value: \"#/\(target.components.joined(separator: "/"))/$value\"", at: location)
            return nil
        }
        rest = rest.dropFirst()
        if rest.isEmpty {
            return wholeToken(target, from: definition, at: location, type: &type, isWholeValue: isWholeValue, log: &log)
        }
        guard var node = resolvedNode(target, log: &log)?.0 else { return nil }
        for segment in rest {
            if let member = node.object?[segment] {
                node = member
            } else if let elements = node.array, let index = JSONPointer.arrayIndex(segment), index < elements.count {
                node = elements[index]
            } else {
                log.error("token '\(definition.path)': the $ref \"\(pointer)\" points to '\(segment)', which the value of '\(target)' does not have", at: location)
                return nil
            }
        }
        return node
    }

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
            guard let target = Self.reference(in: text) else {
                if text.hasPrefix("{") {
                    log.error("token '\(definition.path)': \"\(text)\" is not a reference; write one as {group.token}", at: node.location)
                    return nil
                }
                return node
            }
            guard definitions[target] != nil else {
                let what = groups.contains(target) ? "a group, not a token" : "which does not exist"
                log.error("token '\(definition.path)' refers to '\(target)', \(what)", at: node.location)
                return nil
            }
            return wholeToken(target, from: definition, at: node.location, type: &type, isWholeValue: isWholeValue, log: &log)
        case .object(let members) where members["$ref"] != nil:
            guard members.count == 1, let pointer = members["$ref"]?.string else {
                log.error("token '\(definition.path)': a reference object holds only \"$ref\": \"#/json/pointer\"", at: node.location)
                return nil
            }
            return follow(pointer, from: definition, at: node.location, type: &type, isWholeValue: isWholeValue, log: &log)
        case .object where !Self.containsReference(node), .array where !Self.containsReference(node):
            // Most composite values hold no reference: keep them as they are, uncopied.
            return node
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
