import OrderedCollections

/// Follows references to the end and types every token's value: `{a.b.c}` aliases, and
/// JSON Pointers `{"$ref": "#/a/b/c/$value/…"}` that may also point into a value.
///
/// A reference may stand for a whole `$value` or for a part of a composite value. A cycle is
/// an error that names every token in it, in order.
///
/// The resolver works on the tokens' indices in the tree: each token is resolved once, its
/// state kept in one array, and an alias of a token of the same type shares that token's
/// typed value instead of parsing it again. So resolving costs little beside reading.
public struct AliasResolver {
    // MARK: - Nested types

    /// What is known of one token, by its index in `tokens`; twelve bytes, as there is one
    /// per token.
    private struct Entry {
        var state = State.pending
        var value = ValueState.unparsed
        /// Its type, its own or its group's, or the aliased token's.
        var type: TokenType?
        /// Whether its resolved value is in `substituted`.
        var isSubstituted = false
        /// The token a whole-value alias (`{a.b}`, `#/a/b/$value`) names; -1 for none.
        var aliasTarget: Int32 = -1
        /// Once resolved, the token whose value (as written, or substituted) is this one's:
        /// the end of its chain of aliases, so no chain is walked twice.
        var valueSource: Int32 = -1
    }

    private enum State: UInt8 {
        case pending, inProgress, resolved, failed
    }

    private enum ValueState: UInt8 {
        case unparsed, parsed, invalid
    }

    /// A reference to a token that does not exist, reported once resolving is done, when
    /// it is known how many tokens it leaves out.
    private struct BrokenReference {
        let owner: Int
        let path: TokenPath
        let location: SourceLocation
        /// A JSON Pointer's text and what follows the token in it (`$value/color`); `nil`
        /// for a `{a.b}` reference.
        var pointer: (text: String, rest: ArraySlice<String>)?
    }

    // MARK: - Properties

    private let tokens: OrderedDictionary<TokenPath, TokenDefinition>
    private let groups: OrderedDictionary<TokenPath, GroupDefinition>
    /// The tokens' paths, and an index of them that finds a reference's text without
    /// building its path.
    private let paths: [TokenPath]
    private let pathIndex: TokenPathIndex
    /// The tokens' definitions, by index.
    private let definitions: [TokenDefinition]
    private var entries: [Entry]
    /// The result, built in place: every token with its definition from the start, and its
    /// typed value once `typedValue` has parsed it (before that, a placeholder). It shares
    /// the tree's keys and their hash table, and no second list of values is kept.
    private var resolved: OrderedDictionary<TokenPath, ResolvedToken>
    /// The values whose references were replaced inside (composites with aliases, pointers
    /// into other values); every other value is its definition's or its alias target's.
    private var substituted: [Int: SourceNode] = [:]
    /// The chain of aliases being followed, in order.
    private var chain: [Int] = []
    /// References to tokens that do not exist, in the order met.
    private var brokenReferences: [BrokenReference] = []
    /// For a token left out because of a broken reference, its own or of a token it uses:
    /// that reference's index in `brokenReferences`.
    private var causes: [Int: Int] = [:]

    /// The longest chain of aliases followed; a longer one is an error, not a stack overflow.
    public static let maximumChainLength = 256

    // MARK: - Initializers

    private init(tree: TokenTree) {
        tokens = tree.tokens
        groups = tree.groups
        paths = tree.tokens.keys.elements
        definitions = tree.tokens.values.elements
        pathIndex = tree.tokenIndex ?? TokenPathIndex(tree.tokens.keys)
        entries = Array(repeating: Entry(), count: tree.tokens.count)
        resolved = tree.tokens.mapValues { ResolvedToken(definition: $0, value: Self.placeholder) }
    }

    // MARK: - Resolving

    /// Every token of `tree` resolved, in their order; tokens with errors are left out and
    /// their errors reported.
    public static func resolve(_ tree: TokenTree, log: inout DiagnosticLog) -> OrderedDictionary<TokenPath, ResolvedToken> {
        var report = ReferenceReport()
        return resolve(tree, log: &log, report: &report, locate: { _ in nil })
    }

    /// Every token of `tree` resolved, in their order; tokens with errors are left out,
    /// their errors reported and their paths added to `report`.
    /// - Parameter locate: where a token missing from `tree` is defined instead (a set or a
    ///   context the resolution leaves out), to say so; `nil` when nowhere.
    static func resolve(
        _ tree: TokenTree,
        log: inout DiagnosticLog,
        report: inout ReferenceReport,
        locate: (TokenPath) -> String?
    ) -> OrderedDictionary<TokenPath, ResolvedToken> {
        var resolver = AliasResolver(tree: tree)
        resolver.reportTokensInsideTokens(log: &log)
        var complete = true
        for index in tree.tokens.values.indices {
            complete = resolver.resolveToken(at: index, log: &log) && complete
        }
        resolver.reportBrokenReferences(log: &log, report: &report, locate: locate)
        if complete { return resolver.resolved }
        // Tokens with errors are left out; this is the rare path, so a new table is fine.
        var typed = OrderedDictionary<TokenPath, ResolvedToken>()
        for (index, (path, token)) in resolver.resolved.enumerated() {
            if resolver.isTyped(index) { typed[path] = token } else { report.leftOut.insert(path) }
        }
        return typed
    }

    /// The value of a result entry until its token is typed; never returned.
    private static let placeholder = TokenValue.number(0)

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
        return TokenPath(referenceText: text[utf8.index(after: utf8.startIndex)..<utf8.index(before: utf8.endIndex)])
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

    // MARK: - Private: tokens

    /// A token whose path is also a group of another file's: `a.b` defined as a token in one
    /// file and `a.b.c` in another.
    private func reportTokensInsideTokens(log: inout DiagnosticLog) {
        for group in groups.keys where group.count > 0 && pathIndex.position(of: group, in: paths) != nil {
            guard let inner = tokens.keys.first(where: { $0 != group && group.isPrefix(of: $0) }) else { continue }
            log.error("'\(group)' is a token, so '\(inner)' cannot be a token inside it", at: tokens[inner]?.location)
        }
    }

    /// Resolves and types the token at `index`; `false` after reporting why it cannot be.
    private mutating func resolveToken(at index: Int, log: inout DiagnosticLog) -> Bool {
        guard resolveNode(index, log: &log) else { return false }
        guard let type = entries[index].type ?? TypeInference.type(of: definitions[index], value: node(of: index), log: &log) else { return false }
        entries[index].type = type
        return typedValue(index, log: &log) != nil
    }

    private func isTyped(_ index: Int) -> Bool {
        entries[index].value == .parsed
    }

    /// The typed value of a resolved token with a type: the aliased token's when both have
    /// the same type, otherwise its own value parsed.
    private mutating func typedValue(_ index: Int, log: inout DiagnosticLog) -> TokenValue? {
        switch entries[index].value {
        case .parsed: return resolved.values[index].value
        case .invalid: return nil
        case .unparsed: break
        }
        let type = entries[index].type!
        let target = Int(entries[index].aliasTarget)
        let value: TokenValue?
        if target >= 0, entries[target].type == type {
            value = typedValue(target, log: &log)
            if value == nil, log.mode == .compat {
                // Its target was left out with a warning naming it; say so of this token too.
                log.warning("token '\(paths[index])' left out (--compat): it refers to '\(paths[target])', which is left out", at: definitions[index].location)
            }
        } else {
            value = TokenValueParser.parse(node(of: index), as: type, path: paths[index], log: &log)
        }
        if let value {
            resolved.values[index].value = value
            if target >= 0 {
                // Most aliases are `{a.b}`, whose definition names its target already.
                resolved.values[index].definition = resolved.values[index].definition.aliasing(paths[target])
            }
            entries[index].value = .parsed
        } else {
            entries[index].value = .invalid
        }
        return value
    }

    /// The resolved value of a resolved token: its own, substituted, or its alias target's.
    private func node(of index: Int) -> SourceNode {
        let source = Int(entries[index].valueSource)
        return entries[source].isSubstituted ? substituted[source]! : definitions[source].value
    }

    /// Resolves the references in the token's value; `false` after reporting why not.
    private mutating func resolveNode(_ index: Int, log: inout DiagnosticLog) -> Bool {
        switch entries[index].state {
        case .resolved: return true
        case .failed: return false
        case .pending: break
        case .inProgress:
            let start = chain.firstIndex(of: index)!
            reportCycle(Array(chain[start...]), log: &log)
            return false
        }
        if chain.count >= Self.maximumChainLength {
            // A cycle longer than the limit is still a cycle: said as one, not as a long chain.
            if let cycle = cycle(ahead: index) {
                reportCycle(cycle, log: &log)
                return false
            }
            log.error("token '\(paths[chain[0]])' starts a chain of more than \(Self.maximumChainLength) aliases", at: definitions[chain[0]].location)
            for member in chain { entries[member].state = .failed }
            return false
        }
        entries[index].state = .inProgress
        chain.append(index)
        defer { chain.removeLast() }
        let definition = definitions[index]
        var type = definition.type
        let isResolved: Bool
        var node: SourceNode?
        if let reference = definition.keptReference {
            // Kept as a path by the reader: found without its text being made again.
            isResolved = alias(reference.path, of: index, at: reference.location, type: &type, log: &log) != nil
        } else if case .string(let text) = definition.value.value, text.utf8.first == UInt8(ascii: "{") {
            // Most aliases are a whole value `{a.b}`: nothing to substitute, only a target.
            isResolved = alias(text, of: index, at: definition.value.location, type: &type, isWholeValue: true, log: &log) != nil
        } else if definition.valueMayHoldReferences, Self.containsReference(definition.value) {
            node = substitute(definition.value, of: index, type: &type, isWholeValue: true, log: &log)
            isResolved = node != nil
        } else {
            // A value as written, like most base tokens': nothing to follow.
            isResolved = true
        }
        guard isResolved, entries[index].state == .inProgress else {
            entries[index].state = .failed
            return false
        }
        entries[index].state = .resolved
        entries[index].type = type
        let target = entries[index].aliasTarget
        if target >= 0 {
            entries[index].valueSource = entries[Int(target)].valueSource
        } else {
            entries[index].valueSource = Int32(index)
            if let node {
                // Only a value with references inside was substituted.
                substituted[index] = node
                entries[index].isSubstituted = true
            }
        }
        return true
    }

    /// Reports `cycle`, every token of a reference cycle in order (the last refers to the
    /// first), at the first, and leaves them all out.
    private mutating func reportCycle(_ cycle: [Int], log: inout DiagnosticLog) {
        let first = cycle[0]
        let names = (cycle + [first]).map { paths[$0].description }.joined(separator: " -> ")
        log.error("token '\(paths[first])' is part of a reference cycle: \(names)", at: definitions[first].location)
        for member in cycle { entries[member].state = .failed }
    }

    /// The cycle that the whole-value aliases from `index` (not yet entered) run into, found
    /// by following them without resolving (one step per token, no recursion): the chain's
    /// part from the token met again, then the tokens ahead. `nil` when they end in a value,
    /// a resolved token or anything but a whole-value alias (whose cycle, if any, is left to
    /// the chain's limit).
    private func cycle(ahead index: Int) -> [Int]? {
        var ahead = [index]
        var positions = [index: 0]
        var current = index
        while let next = wholeValueTarget(of: current) {
            if entries[next].state == .inProgress, let start = chain.firstIndex(of: next) {
                return Array(chain[start...]) + ahead
            }
            if let start = positions[next] { return Array(ahead[start...]) }
            guard entries[next].state == .pending else { return nil }
            positions[next] = ahead.count
            ahead.append(next)
            current = next
        }
        return nil
    }

    /// The token the whole value of the token at `index` names (`{a.b}`, or a reference the
    /// reader kept), found without resolving it; `nil` for any other value.
    private func wholeValueTarget(of index: Int) -> Int? {
        let definition = definitions[index]
        if let reference = definition.keptReference { return pathIndex.position(of: reference.path, in: paths) }
        if case .string(let text) = definition.value.value, case .found(let target) = lookUpReference(text) { return target }
        return nil
    }

    // MARK: - Private: references

    /// `node` with every reference in it replaced by the value it names.
    private mutating func substitute(
        _ node: SourceNode,
        of owner: Int,
        type: inout TokenType?,
        isWholeValue: Bool,
        log: inout DiagnosticLog
    ) -> SourceNode? {
        switch node.value {
        case .string(let text):
            guard text.utf8.first == UInt8(ascii: "{") else { return node }
            guard let target = alias(text, of: owner, at: node.location, type: &type, isWholeValue: isWholeValue, log: &log) else { return nil }
            return self.node(of: target)
        case .object(let members) where members["$ref"] != nil:
            guard members.count == 1, let pointer = members["$ref"]?.string else {
                log.error("token '\(paths[owner])': a reference object holds only \"$ref\": \"#/json/pointer\"", at: node.location)
                return nil
            }
            return follow(pointer, of: owner, at: node.location, type: &type, isWholeValue: isWholeValue, log: &log)
        case .object where !Self.containsReference(node), .array where !Self.containsReference(node):
            // Most composite values hold no reference: keep them as they are, uncopied.
            return node
        case .object(let members):
            // Every member is followed, so that all broken references show in one run.
            var substituted = members
            var broken: Set<String> = []
            for (key, member) in members {
                var memberType: TokenType?
                if let value = substitute(member, of: owner, type: &memberType, isWholeValue: false, log: &log) {
                    substituted[key] = value
                } else {
                    broken.insert(key)
                }
            }
            guard broken.isEmpty else {
                if isWholeValue, let type { checkMembers(members, except: broken, of: owner, as: type, log: &log) }
                return nil
            }
            return SourceNode(.object(substituted), at: node.location)
        case .array(let elements):
            var substituted: [SourceNode] = []
            substituted.reserveCapacity(elements.count)
            var isComplete = true
            for element in elements {
                var elementType: TokenType?
                if let value = substitute(element, of: owner, type: &elementType, isWholeValue: false, log: &log) {
                    substituted.append(value)
                } else {
                    isComplete = false
                }
            }
            return isComplete ? SourceNode(.array(substituted), at: node.location) : nil
        case .number, .bool, .null:
            return node
        }
    }

    private enum ReferenceLookup {
        case found(Int)
        case notAReference
        case missing
    }

    /// The token that the string `text`, `{a.b.c}`, names, found by its bytes: the same
    /// check as ``reference(in:)`` but with no path built, as this runs once for every alias.
    private func lookUpReference(_ text: String) -> ReferenceLookup {
        var text = text
        return text.withUTF8 { utf8 in
            guard utf8.count > 2, utf8.first == UInt8(ascii: "{"), utf8.last == UInt8(ascii: "}") else { return .notAReference }
            let dotted = UnsafeBufferPointer(rebasing: utf8[1..<utf8.count - 1])
            guard !dotted.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else { return .notAReference }
            return pathIndex.position(ofDotted: dotted, in: paths).map(ReferenceLookup.found) ?? .missing
        }
    }

    /// Resolves the token that `text`, `{a.b.c}` in the value of `owner` at `location`,
    /// names; when it is the whole value, checks its type against the referring token's.
    /// - Returns: the target's index; `nil` after reporting why it cannot be followed.
    private mutating func alias(
        _ text: String, of owner: Int, at location: SourceLocation,
        type: inout TokenType?, isWholeValue: Bool, log: inout DiagnosticLog
    ) -> Int? {
        switch lookUpReference(text) {
        case .found(let target):
            return enter(target, of: owner, at: location, type: &type, isWholeValue: isWholeValue, log: &log) ? target : nil
        case .notAReference:
            if log.mode == .compat {
                // Paragon's "{a} {b}": two values in CSS's shorthand, no one value.
                log.warning("token '\(paths[owner])' left out (--compat): \"\(text)\" is not one reference (CSS shorthand of several values?), so it has no one value", at: location)
            } else {
                log.error("token '\(paths[owner])': \"\(text)\" is not a reference; write one as {group.token}", at: location)
            }
            return nil
        case .missing:
            recordBroken(Self.reference(in: text)!, of: owner, at: location)
            return nil
        }
    }

    /// Resolves the token at `reference`, the whole value of `owner`, as ``alias(_:of:at:type:isWholeValue:log:)`` does
    /// for the text that names it.
    private mutating func alias(
        _ reference: TokenPath, of owner: Int, at location: SourceLocation, type: inout TokenType?, log: inout DiagnosticLog
    ) -> Int? {
        guard let target = pathIndex.position(of: reference, in: paths) else {
            recordBroken(reference, of: owner, at: location)
            return nil
        }
        return enter(target, of: owner, at: location, type: &type, isWholeValue: true, log: &log) ? target : nil
    }

    /// Records that `owner` names `reference`, which is no token: reported with the other
    /// broken references, once their consequences are known.
    private mutating func recordBroken(_ reference: TokenPath, of owner: Int, at location: SourceLocation) {
        causes[owner] = causes[owner] ?? brokenReferences.count
        brokenReferences.append(BrokenReference(owner: owner, path: reference, location: location))
    }

    /// Resolves the token `target` that `owner` refers to; when it is `owner`'s whole
    /// value, checks its type against the referring token's and records the alias.
    /// - Returns: `false` after reporting why it cannot be followed.
    private mutating func enter(
        _ target: Int, of owner: Int, at location: SourceLocation,
        type: inout TokenType?, isWholeValue: Bool, log: inout DiagnosticLog
    ) -> Bool {
        guard resolveNode(target, log: &log) else {
            // Left out with the token it uses: its broken reference counts it.
            if causes[owner] == nil, let cause = causes[target] {
                causes[owner] = cause
            } else if causes[target] == nil, log.mode == .compat {
                // Its target was left out with a warning naming it; say so of this token too.
                log.warning("token '\(paths[owner])' left out (--compat): it refers to '\(paths[target])', which is left out", at: location)
            }
            return false
        }
        if isWholeValue {
            let targetType = entries[target].type
            if let declared = type, let targetType, declared != targetType {
                let problem = "is a \(declared.rawValue) but refers to '\(paths[target])', a \(targetType.rawValue)"
                if log.mode == .compat {
                    // Style Dictionary copies the text whatever the types; which one the publisher meant is not said.
                    log.warning("token '\(paths[owner])' left out (--compat): it \(problem)", at: location)
                } else {
                    log.error("token '\(paths[owner])' \(problem)", at: location)
                }
                return false
            }
            type = type ?? targetType
            entries[owner].aliasTarget = Int32(target)
        }
        return true
    }

    /// The value a JSON Pointer names: a token (`#/a/b`), its value (`#/a/b/$value`) or a
    /// part of its value (`#/a/b/$value/color`).
    private mutating func follow(
        _ pointer: String, of owner: Int, at location: SourceLocation,
        type: inout TokenType?, isWholeValue: Bool, log: inout DiagnosticLog
    ) -> SourceNode? {
        let owningPath = paths[owner]
        let segments: [String]
        do {
            segments = try JSONPointer.segments(pointer)
        } catch {
            log.error("token '\(owningPath)': the $ref \"\(pointer)\" \(error.reason)", at: location)
            return nil
        }
        // A segment with a '.' is no token's name: as a path it would read as two names.
        let tokens = self.tokens
        let names = segments.prefix { !$0.contains(".") }
        let found = (1...max(1, names.count)).lazy.compactMap { length in
            tokens.index(forKey: TokenPath(Array(names.prefix(length)))).map { (index: $0, length: length) }
        }.first
        guard let (target, tokenLength) = found else {
            let tokenPart = segments.prefix { $0 != "$value" }
            if groups[TokenPath(segments)] == nil, !tokenPart.isEmpty, !tokenPart.contains(where: { $0.contains(".") }) {
                // Reported with the other broken references, once their consequences are known.
                causes[owner] = causes[owner] ?? brokenReferences.count
                brokenReferences.append(BrokenReference(owner: owner, path: TokenPath(Array(tokenPart)), location: location,
                                                        pointer: (pointer, segments.dropFirst(tokenPart.count))))
                return nil
            }
            let what = groups[TokenPath(segments)] != nil ? "points to a group, not a token" : "points to nothing in the tokens"
            log.error("token '\(owningPath)': the $ref \"\(pointer)\" \(what)", at: location)
            return nil
        }
        let targetPath = paths[target]
        var rest = segments.dropFirst(tokenLength)
        let valuePointer = "\"#/\(segments.prefix(tokenLength).joined(separator: "/"))/$value\""
        if rest.isEmpty {
            // A whole token, as the format's example 32 writes it since its correction
            // (design-tokens/community-group#369): read as its value under --compat.
            guard log.deviation(.wholeTokenReference, "token '\(owningPath)': the $ref \"\(pointer)\" names the whole token '\(targetPath)'; "
                                + "DTCG 2025.10 names its value: \(valuePointer)", at: location) else { return nil }
        } else if rest.first == "$value" {
            rest = rest.dropFirst()
        } else {
            log.error("token '\(owningPath)': the $ref \"\(pointer)\" points to '\(rest.first!)' of '\(targetPath)'; a reference names a value: \(valuePointer)", at: location)
            return nil
        }
        if rest.isEmpty {
            return enter(target, of: owner, at: location, type: &type, isWholeValue: isWholeValue, log: &log) ? node(of: target) : nil
        }
        guard resolveNode(target, log: &log) else { return nil }
        var node = node(of: target)
        for segment in rest {
            if let member = node.object?[segment] {
                node = member
            } else if let elements = node.array, let index = JSONPointer.arrayIndex(segment), index < elements.count {
                node = elements[index]
            } else {
                log.error("token '\(owningPath)': the $ref \"\(pointer)\" points to '\(segment)', which the value of '\(targetPath)' does not have", at: location)
                return nil
            }
        }
        return node
    }

    // MARK: - Private: reporting

    /// Reports each reference to a token that does not exist once, with the tokens left out
    /// because of it folded into its line, and the closest token path as a suggestion.
    private func reportBrokenReferences(log: inout DiagnosticLog, report: inout ReferenceReport, locate: (TokenPath) -> String?) {
        guard !brokenReferences.isEmpty else { return }
        var leftOut = Array(repeating: 0, count: brokenReferences.count)
        for (token, cause) in causes where token != brokenReferences[cause].owner { leftOut[cause] += 1 }
        // Split once, and only when a suggestion is wanted.
        var candidates: Suggestion.PathCandidates?
        for (index, broken) in brokenReferences.enumerated() {
            let owner = paths[broken.owner]
            var message = broken.pointer.map { "token '\(owner)': the $ref \"\($0.text)\" points to nothing in the tokens" }
                ?? "token '\(owner)' refers to '\(broken.path)', "
            if broken.pointer == nil, groups[broken.path] != nil {
                message += "a group, not a token"
            } else if let place = locate(broken.path) {
                message += broken.pointer == nil ? "which this resolution does not include: \(place)" : "; \(place)"
            } else if report.fold(at: broken.location) {
                continue
            } else {
                if broken.pointer == nil { message += "which does not exist" }
                if candidates == nil { candidates = Suggestion.PathCandidates(paths) }
                if broken.pointer == nil, let token = Self.tokenOfValueReference(broken.path), tokens[token] != nil {
                    // Style Dictionary's habit: {color.red.value} for the token color.red.
                    message += "; a reference names the token, not its value: write '{\(token)}'"
                } else if let suggestion = Suggestion.closest(to: broken.path, among: candidates!) {
                    let written = broken.pointer.map { "#/" + (suggestion.components.map(JSONPointer.escaped) + $0.rest.map(JSONPointer.escaped)).joined(separator: "/") } ?? "{\(suggestion)}"
                    message += "; did you mean '\(written)'?"
                }
            }
            let count = leftOut[index]
            if count > 0 { message += count == 1 ? " (1 token that uses '\(owner)' is left out with it)" : " (\(count) tokens that use '\(owner)' are left out with it)" }
            log.error(message, at: broken.location)
        }
    }

    /// `color.red` for `color.red.value` or `color.red.$value`, which name a token's value
    /// the way Style Dictionary's references do; `nil` for any other path.
    private static func tokenOfValueReference(_ path: TokenPath) -> TokenPath? {
        let components = path.components
        guard components.count > 1, ["value", "$value"].contains(components[components.count - 1]) else { return nil }
        return TokenPath(Array(components.dropLast()))
    }

    /// Checks the members of `owner`'s composite value of type `type` that hold no
    /// reference, when others could not be resolved: their own problems show in this run.
    private func checkMembers(
        _ members: OrderedDictionary<String, SourceNode>, except broken: Set<String>,
        of owner: Int, as type: TokenType, log: inout DiagnosticLog
    ) {
        let memberTypes = type.independentMemberTypes
        for (key, member) in members where !broken.contains(key) && !Self.containsReference(member) {
            guard let memberType = memberTypes[key] else { continue }
            _ = TokenValueParser.parse(member, as: memberType, path: paths[owner], log: &log)
        }
    }
}
