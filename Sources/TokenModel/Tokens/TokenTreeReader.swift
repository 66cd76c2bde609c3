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
        var builder = Builder()
        let extended = GroupExtender.apply(to: members, log: &log)
        builder.walkGroup(extended, path: TokenPath([]), at: document.location, in: nil, log: &log)
        return builder.tree
    }

    // MARK: - Building

    /// Collects tokens and groups as a walk meets them, in file order. The walk over a
    /// parsed document and the streaming walk of `JSONReader.readTokenTree` share it, so
    /// both read a token file by the same rules.
    struct Builder {
        /// What a group passes to its members. A class: it is handed to every member, and
        /// passing one reference costs less than copying a definition's strings.
        final class Group {
            var definition: GroupDefinition
            /// `$type` for its tokens: its own or inherited.
            let tokenType: TokenType?
            /// Whether its or an enclosing group's `$type` was invalid (and reported).
            let typeInvalid: Bool
            /// The draft's type name its `tokenType` was read from (`--compat`), whose string
            /// values its tokens read as Style Dictionary does.
            let draftType: DraftType?
            /// Where its definition stands in `groups`; -1 when its path was met before.
            let index: Int
            /// Whether its `tokenType` comes from a word DTCG does not define (Kong's `font`,
            /// a category, not a type; `--compat` only): its tokens whose text fits one type
            /// only are read as that type (``TypeInference``), the rest as text.
            let isCategory: Bool

            init(definition: GroupDefinition, tokenType: TokenType?, typeInvalid: Bool, draftType: DraftType? = nil, index: Int, isCategory: Bool = false) {
                self.definition = definition
                self.tokenType = tokenType
                self.typeInvalid = typeInvalid
                self.draftType = draftType
                self.index = index
                self.isCategory = isCategory
            }
        }

        /// Tokens and groups in file order, with indexes of their paths filled as the walk
        /// meets them, so that a path met twice (a name repeated in one group, which only
        /// the streaming walk can meet) is noticed as it comes.
        private var tokenPaths: [TokenPath] = []
        private var tokens: [TokenDefinition] = []
        private var tokenIndex: TokenPathIndex
        private var groupPaths: [TokenPath] = []
        private var groups: [GroupDefinition] = []
        private var groupIndex = TokenPathIndex()
        /// Whether a path was met twice (the later one is left out); the streaming walk
        /// then reads the file whole.
        private(set) var hasRepeatedPath = false
        /// The paths that aliases read so far name and no token has yet: the token met later
        /// takes the alias's path, so that the two share one string (see ``token(at:value:mayHoldReferences:at:of:)``).
        private var unmetReferences = Set<TokenPath>()

        /// A builder for about `expectedTokens` tokens, so that its index need not grow.
        init(expectedTokens: Int = 0) {
            // The lists are not reserved: a guess too small would make them grow to twice it.
            tokenIndex = TokenPathIndex(capacity: expectedTokens)
        }

        /// The tokens and groups collected, in file order.
        var tree: TokenTree {
            TokenTree(
                tokens: OrderedDictionary(uncheckedUniqueKeys: tokenPaths, values: tokens),
                groups: OrderedDictionary(uncheckedUniqueKeys: groupPaths, values: groups),
                tokenIndex: tokenIndex
            )
        }

        /// Starts the group at `path`, whose `$type` and `$deprecated` (read before its
        /// members, as its tokens inherit them) are `type` and `deprecated`.
        mutating func beginGroup(
            _ path: TokenPath, at location: SourceLocation, type: SourceNode?, deprecated: SourceNode?,
            in parent: Group?, log: inout DiagnosticLog
        ) -> Group {
            let declaredType = type.map { TokenTreeReader.readType($0, path: path, log: &log) }
            let ownType = declaredType.flatMap { $0 }
            let deprecation = deprecated.map { TokenTreeReader.readDeprecation($0, path: path, log: &log) } ?? parent?.definition.deprecation
            let definition = GroupDefinition(path: path, type: ownType, deprecation: deprecation, location: location)
            // A group comes before the groups inside it, as in the file.
            groupPaths.append(path)
            let isRepeated = tokenIndex.position(of: path, in: tokenPaths) != nil || groupIndex.insert(path, in: groupPaths) != nil
            if isRepeated {
                hasRepeatedPath = true
                groupPaths.removeLast()
            } else {
                groups.append(definition)
            }
            return Group(
                definition: definition,
                tokenType: ownType ?? parent?.tokenType,
                typeInvalid: (parent?.typeInvalid ?? false) || (declaredType != nil && ownType == nil),
                draftType: declaredType == nil ? parent?.draftType : (ownType == nil ? nil : type?.string.flatMap(DraftType.init)),
                index: isRepeated ? -1 : groups.count - 1,
                isCategory: ownType == nil ? (parent?.isCategory ?? false) : TokenTreeReader.isCategory(type)
            )
        }

        /// Records the group's properties read since `beginGroup`.
        mutating func endGroup(_ group: Group) {
            guard group.index >= 0 else { return }
            groups[group.index] = group.definition
        }

        /// Reads the `$` property `name` of `group` (`$root` is a member, not a property).
        func property(_ name: String, _ node: SourceNode, of group: inout Group, log: inout DiagnosticLog) {
            TokenTreeReader.checkGroupProperty(name, node, into: &group.definition, log: &log)
        }

        /// Reads the member `name` of `group`: a token, or a group walked in full. A name the
        /// spec does not allow is reported and the member left out.
        mutating func member(_ name: String, _ node: SourceNode, of group: Group, log: inout DiagnosticLog) {
            let path = group.definition.path.appending(name)
            if name != "$root", let problem = TokenTreeReader.nameProblem(name) {
                if TokenTreeReader.isDottedName(name) {
                    TokenTreeReader.reportDottedName(name, at: path, node, log: &log)
                } else {
                    log.error("'\(path)': \(problem)", at: node.location)
                }
                return
            }
            member(at: path, node, of: group, log: &log)
        }

        /// Reads the member at `path` of `group`.
        mutating func member(at path: TokenPath, _ node: SourceNode, of group: Group, log: inout DiagnosticLog) {
            guard let child = node.object else {
                let problem = "'\(path)' must be a token (an object with $value) or a group (an object), not \(node.kindDescription)"
                if log.mode == .compat {
                    // Paragon's `"yiq-contrasted-threshold": 128`: a Sass setting beside the
                    // tokens, which Style Dictionary skips as no token.
                    log.warning("'\(path)' left out (--compat): it is no token (an object with $value) nor a group, but \(node.kindDescription)", at: node.location)
                } else {
                    log.error(problem, at: node.location)
                }
                return
            }
            if child["$value"] != nil || child["$ref"] != nil {
                token(at: path, child, at: node.location, of: group, log: &log)
            } else {
                walkGroup(child, path: path, at: node.location, in: group, log: &log)
            }
        }

        /// Reads the token at `path` of `group` from its members (`$value` or `$ref`, and
        /// any other property), which stand at `location`.
        mutating func token(
            at path: TokenPath, _ members: some Sequence<(key: String, value: SourceNode)>, at location: SourceLocation,
            of group: Group, log: inout DiagnosticLog
        ) {
            // A token has a handful of members: a scan beats hashing.
            let value = members.first { $0.key == "$value" }?.value
            let reference = members.first { $0.key == "$ref" }?.value
            if value != nil, let reference {
                log.error("token '\(path)' has both $value and $ref; give one", at: reference.location)
                return
            }
            // A token-level $ref is the same reference as {"$ref": …} in $value.
            let tokenValue = value ?? SourceNode(.object(["$ref": reference!]), at: reference!.location)
            add(TokenTreeReader.readToken(members, value: tokenValue, path: path, at: location, in: group, log: &log))
        }

        /// Adds the token at `path` of `group` whose one member is `$value`, at `location`:
        /// most tokens, with nothing else to read.
        /// `mayHoldReferences` is `false` when the reader saw no reference in the value.
        ///
        /// An alias `{a.b}` is kept as the path it names, not as its text, and the path shares
        /// its string with the token's own: most tokens of a large system are aliases, and
        /// their texts took 1.9 MB of 30,000 tokens' peak (issue 23's build memory).
        mutating func token(at path: TokenPath, value: SourceNode, mayHoldReferences: Bool, at location: SourceLocation, of group: Group) {
            let path = unmetReferences.remove(path) ?? path
            if let draft = group.draftType {
                let (value, type) = draft.normalized(value, type: group.tokenType)
                add(TokenDefinition(
                    path: path, type: type, value: value, deprecation: group.definition.deprecation,
                    location: location, hasInvalidType: group.typeInvalid, valueMayHoldReferences: mayHoldReferences
                ))
                return
            }
            if mayHoldReferences, case .string(let text) = value.value, let named = AliasResolver.reference(in: text) {
                let target: TokenPath
                if let position = tokenIndex.position(of: named, in: tokenPaths) {
                    target = tokenPaths[position]
                } else if let unmet = unmetReferences.firstIndex(of: named) {
                    target = unmetReferences[unmet]
                } else {
                    unmetReferences.insert(named)
                    target = named
                }
                add(TokenDefinition(
                    path: path, type: group.tokenType, referenceTo: target, at: value.location, deprecation: group.definition.deprecation,
                    location: location, hasInvalidType: group.typeInvalid
                ))
                return
            }
            add(TokenDefinition(
                path: path, type: TokenTreeReader.categoryValueType(group.tokenType, value, isCategory: group.isCategory),
                value: value, deprecation: group.definition.deprecation,
                location: location, hasInvalidType: group.typeInvalid, valueMayHoldReferences: mayHoldReferences
            ))
        }

        private mutating func add(_ definition: TokenDefinition) {
            let path = definition.path
            tokenPaths.append(path)
            if groupIndex.position(of: path, in: groupPaths) != nil || tokenIndex.insert(path, in: tokenPaths) != nil {
                hasRepeatedPath = true
                tokenPaths.removeLast()
            } else {
                tokens.append(definition)
            }
        }

        /// Reads a whole group from its parsed members.
        mutating func walkGroup(
            _ members: OrderedDictionary<String, SourceNode>, path: TokenPath, at location: SourceLocation,
            in parent: Group?, log: inout DiagnosticLog
        ) {
            var group = beginGroup(path, at: location, type: members["$type"], deprecated: members["$deprecated"], in: parent, log: &log)
            for (name, node) in members {
                if TokenTreeReader.isProperty(name) {
                    property(name, node, of: &group, log: &log)
                } else {
                    member(name, node, of: group, log: &log)
                }
            }
            endGroup(group)
        }
    }

    // MARK: - Private

    fileprivate static func readToken(
        _ members: some Sequence<(key: String, value: SourceNode)>,
        value: SourceNode,
        path: TokenPath,
        at location: SourceLocation,
        in group: Builder.Group,
        log: inout DiagnosticLog
    ) -> TokenDefinition {
        var type = group.tokenType
        var draft = group.draftType
        var isCategory = group.isCategory
        var hasInvalidType = group.typeInvalid
        var description: String?
        var deprecation = group.definition.deprecation
        var extensions: SourceNode?
        for (key, node) in members {
            switch key {
            case "$value", "$ref":
                break
            case "$type":
                if let declared = readType(node, path: path, log: &log) {
                    type = declared
                    draft = node.string.flatMap(DraftType.init)
                    isCategory = Self.isCategory(node)
                } else {
                    hasInvalidType = true
                }
            case "$description":
                description = readDescription(node, path: path, log: &log)
            case "$deprecated":
                deprecation = readDeprecation(node, path: path, log: &log)
            case "$extensions":
                if checkExtensions(node, owner: "token '\(path)'", log: &log) { extensions = node }
            default:
                let rule = "a token holds only $value (or $ref), $type, $description, $deprecated and $extensions"
                if isReservedName(key) {
                    let hint = Suggestion.closest(to: key, among: tokenProperties).map { "did you mean '\($0)'? " } ?? ""
                    log.error("token '\(path)' has the unknown property '\(key)'; \(hint)\(rule)", at: node.location)
                } else if node.object != nil && (node["$value"] != nil || node["$ref"] != nil) {
                    log.error("token '\(path)' has the child '\(key)', but a token cannot also be a group; \(rule)", at: node.location)
                } else {
                    _ = log.deviation(.extraTokenProperty, "token '\(path)' has the property '\(key)'; \(rule)", at: node.location)
                }
            }
        }
        var value = value
        if let draft { (value, type) = draft.normalized(value, type: type) }
        type = categoryValueType(type, value, isCategory: isCategory)
        return TokenDefinition(path: path, type: type, value: value, description: description, deprecation: deprecation,
                               extensions: extensions, location: location, hasInvalidType: hasInvalidType)
    }

    /// Reads a group's own `$` property into `group`; `$type` and `$deprecated` are read
    /// before the members, as the group's tokens inherit them.
    fileprivate static func checkGroupProperty(_ name: String, _ node: SourceNode, into group: inout GroupDefinition, log: inout DiagnosticLog) {
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
            guard !isToken else {
                log.error("\(owner): the token name '\(name)' must not start with '$'", at: node.location)
                return
            }
            // A misspelt `$value` makes a token read as a group: say which was meant.
            let suggestion = Suggestion.closest(to: name, among: groupProperties + tokenProperties)
            let hint = suggestion.map { ["$value", "$ref"].contains($0) ? "; did you mean '\($0)'? (without $value it is read as a group)" : "; did you mean '\($0)'?" } ?? ""
            log.error("\(owner) has the unknown property '\(name)'\(hint)", at: node.location)
        }
    }

    /// Whether `type` is a `$type` word neither DTCG nor its drafts define, other than
    /// `string` (which says the value is text): Kong's `font`, `breakpoint`, a category.
    fileprivate static func isCategory(_ type: SourceNode?) -> Bool {
        guard let text = type?.string else { return false }
        return text != "string" && TokenType(rawValue: text) == nil && DraftType(rawValue: text) == nil
    }

    /// The type of a token whose `$type` is `type`: for a category's token (read as text)
    /// whose value is text of one type only (`"16px"`, `"100ms"`, `"#fff"`), that type.
    fileprivate static func categoryValueType(_ type: TokenType?, _ value: SourceNode, isCategory: Bool) -> TokenType? {
        guard isCategory, type == .string, case .string = value.value else { return type }
        return TypeInference.shapeType(of: value) ?? type
    }

    /// The `$` properties of a token, and those of a group, for "did you mean" hints.
    private static let tokenProperties = ["$value", "$ref", "$type", "$description", "$deprecated", "$extensions"]
    private static let groupProperties = ["$type", "$deprecated", "$schema", "$extends", "$extensions", "$description", "$root"]

    /// `$extensions` must be an object; its contents are kept as they are.
    private static func checkExtensions(_ node: SourceNode, owner: String, log: inout DiagnosticLog) -> Bool {
        guard node.object != nil else {
            log.error("\(owner): $extensions must be an object, not \(node.kindDescription)", at: node.location)
            return false
        }
        return true
    }

    fileprivate static func readType(_ node: SourceNode, path: TokenPath, log: inout DiagnosticLog) -> TokenType? {
        let known = TokenType.allCases.filter { $0 != .string }
        guard let text = node.string else {
            log.error("'\(path)': $type must be a string, one of \(known.map(\.rawValue).joined(separator: ", "))", at: node.location)
            return nil
        }
        if let type = TokenType(rawValue: text), type != .string { return type }
        if let draft = DraftType(rawValue: text) {
            let problem = "'\(path)': $type '\(text)' is a type name of the DTCG drafts (Style Dictionary 4, Tokens Studio), not of DTCG 2025.10; it means \(draft.tokenType.rawValue)"
            return log.deviation(.draftType, problem, at: node.location) ? draft.tokenType : nil
        }
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

    fileprivate static func readDeprecation(_ node: SourceNode, path: TokenPath, log: inout DiagnosticLog) -> String? {
        switch node.value {
        case .bool(let deprecated): return deprecated ? "" : nil
        case .string(let reason): return reason
        default:
            log.error("'\(path)': $deprecated must be true, false or a reason", at: node.location)
            return nil
        }
    }

    /// The spec's naming rules: no leading `$`, no `{`, `}` or `.`.
    /// Whether `name` is kept for DTCG's own properties: it starts with `$`. The first byte
    /// decides, not the first `Character`: `$` followed by a combining mark is one Character
    /// that is not `$`, yet the name still starts with `$` (a fuzz finding: the streamed and
    /// the whole-document readings disagreed on such a name).
    public static func isReservedName(_ name: String) -> Bool {
        name.utf8.first == UInt8(ascii: "$")
    }

    /// Whether `key`, a member of a group or token, names a property (`$type`, `$value`, …)
    /// rather than a member; `$root` is a member.
    static func isProperty(_ key: String) -> Bool {
        isReservedName(key) && key != "$root"
    }

    /// Whether `name` breaks the naming rules only by holding `.`: Style Dictionary keeps
    /// such a key whole as one name (`spacer.1.5` → `spacer` / `1.5`), so its publisher meant
    /// one token, not a nested one.
    static func isDottedName(_ name: String) -> Bool {
        name.contains(".") && !name.contains("{") && !name.contains("}") && !isReservedName(name)
    }

    /// A member whose name holds `.`: an error in strict mode; `--compat` leaves just that
    /// member out with a located warning naming it. It cannot be read as the one name the
    /// publisher meant: a path and a reference are written with `.` between names, so
    /// `{spacing.spacer.1.5}` would name `spacer` / `1` / `5`, and reading it as nested
    /// groups would be a guess that can meet another token's path.
    static func reportDottedName(_ name: String, at path: TokenPath, _ node: SourceNode, log: inout DiagnosticLog) {
        let kind = node.object.map { $0["$value"] != nil || $0["$ref"] != nil ? "token" : "group" } ?? "member"
        let problem = "'\(path)': a name must not contain '.'"
        guard log.mode == .compat else {
            log.error("\(problem); --compat leaves the \(kind) out with a warning", at: node.location)
            return
        }
        let tokens = kind == "group" ? ", and every token inside it," : ""
        log.warning(
            "\(kind) '\(path)'\(tokens) left out (--compat): its name '\(name)' holds '.', "
                + "which Style Dictionary keeps as part of one name, but a reference written with '.' cannot name it unambiguously",
            at: node.location
        )
    }

    static func nameProblem(_ name: String) -> String? {
        // One pass over the bytes: this runs for every name of every file.
        var name = name
        return name.withUTF8 { bytes in
            guard let first = bytes.first else { return "a name must not be empty" }
            if first == UInt8(ascii: "$") { return "a name must not start with '$'" }
            if bytes.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: ".") }) {
                return "a name must not contain '{', '}' or '.'"
            }
            return nil
        }
    }
}
