import Foundation
import OrderedCollections

/// A DTCG Resolver Module 2025.10 document: token sets, modifiers with their contexts, and
/// the order in which they apply. Reading it checks every rule the module gives.
public struct ResolverDocument: Sendable {
    // MARK: - Nested types

    /// Where a set's or a context's tokens come from.
    public enum Source: Sendable {
        /// A token file, by `$ref` relative to the resolver.
        case file(URL, displayPath: String, location: SourceLocation)
        /// Tokens written in the resolver itself.
        case inline(SourceNode)
        /// Every source of another set, by `{"$ref": "#/sets/NAME"}`.
        case set(String, location: SourceLocation)
    }

    /// A choice between contexts, such as `theme: light | dark`.
    public struct Modifier: Sendable {
        public var name: String
        public var contexts: OrderedDictionary<String, [Source]>
        /// The context used when an input names none: the declared `default`, else the
        /// first context (when every permutation is enumerated).
        public var defaultContext: String
        /// Whether the resolver declares a `default`; an input must name a context of a
        /// modifier without one.
        public var hasDeclaredDefault = false
        public var location: SourceLocation
        /// Where each context is declared.
        public var contextLocations: [String: SourceLocation] = [:]
    }

    /// One step of the resolution order.
    public enum Step: Sendable {
        case set(String)
        case modifier(String)
    }

    // MARK: - Properties

    /// The resolver version this reader implements.
    public static let version = "2025.10"

    public var name: String?
    public var sets: OrderedDictionary<String, [Source]>
    public var modifiers: OrderedDictionary<String, Modifier>
    public var resolutionOrder: [Step]
    /// The resolver file, as named in diagnostics.
    public var displayPath: String
    /// Where each set is declared.
    public var setLocations: [String: SourceLocation] = [:]

    // MARK: - Reading

    /// Reads the resolver at `url`, named `displayPath` in diagnostics.
    public static func read(_ url: URL, displayPath: String, log: inout DiagnosticLog) -> ResolverDocument? {
        guard let root = DocumentReader.read(url, displayPath: displayPath, log: &log) else { return nil }
        let reader = Reader(file: url.standardizedFileURL, displayPath: displayPath)
        return reader.document(root, displayPath: displayPath, log: &log)
    }

    /// The theme an input (`["theme": "dark"]`) selects: every modifier at the context the
    /// input names, or at its default. Reports an unknown modifier, an unknown context, and
    /// a modifier without default that the input leaves out.
    public func theme(for input: [String: String], log: inout DiagnosticLog) -> Theme? {
        let location = SourceLocation(file: displayPath, line: 1, column: 1)
        var contexts: [(modifier: String, context: String)] = []
        var valid = true
        for name in input.keys.sorted() where modifiers[name] == nil {
            let hint = Suggestion.hint(for: name, among: modifiers.keys)
            log.error("the input names the modifier '\(name)', which \(displayPath) does not have (it has \(modifiers.keys.joined(separator: ", ")))\(hint)", at: location)
            valid = false
        }
        for step in resolutionOrder {
            guard case .modifier(let name) = step, let modifier = modifiers[name] else { continue }
            if let context = input[name] {
                guard modifier.contexts[context] != nil else {
                    let hint = Suggestion.hint(for: context, among: modifier.contexts.keys)
                    log.error("the input gives '\(name)' the context '\(context)'; it has \(modifier.contexts.keys.joined(separator: ", "))\(hint)", at: modifier.location)
                    valid = false
                    continue
                }
                contexts.append((name, context))
            } else if modifier.hasDeclaredDefault {
                contexts.append((name, modifier.defaultContext))
            } else {
                log.error("the input must choose a context for '\(name)', which has no default (\(modifier.contexts.keys.joined(separator: ", ")))", at: modifier.location)
                valid = false
            }
        }
        return valid ? Theme(contexts) : nil
    }

    /// The sources of `sources` with every set reference replaced by that set's sources; a
    /// set already being expanded (a cycle, which reading reports) adds nothing.
    public func expanded(_ sources: [Source], expanding: Set<String> = []) -> [Source] {
        sources.flatMap { source -> [Source] in
            guard case .set(let name, _) = source else { return [source] }
            guard !expanding.contains(name) else { return [] }
            return expanded(sets[name] ?? [], expanding: expanding.union([name]))
        }
    }

    /// Where, outside `theme`, the resolver defines a token for which `defines` holds: in a
    /// set that resolutionOrder leaves out, or in a context `theme` does not choose. Named
    /// with the resolver's line, for an error about a reference to it.
    func placeOutside(_ theme: Theme, where defines: (Source) -> Bool) -> String? {
        let used = setsInUse
        for (name, sources) in sets where !used.contains(name) && expanded(sources).contains(where: defines) {
            let place = setLocations[name].map { " (\($0))" } ?? ""
            return "it is in the set '\(name)'\(place), which resolutionOrder leaves out \(DiagnosticLog.compatHint)"
        }
        for step in resolutionOrder {
            guard case .modifier(let name) = step, let modifier = modifiers[name] else { continue }
            for (context, sources) in modifier.contexts where context != theme[name] && expanded(sources).contains(where: defines) {
                let place = modifier.contextLocations[context].map { " (\($0))" } ?? ""
                return "it is only in the context '\(name)=\(context)'\(place), and this is \(theme)"
            }
        }
        return nil
    }

    /// The sets resolutionOrder uses: those it names, and every set they or its modifiers'
    /// contexts name, at any depth.
    var setsInUse: Set<String> {
        var used: Set<String> = []
        func use(_ sources: [Source]) {
            for case .set(let name, _) in sources where used.insert(name).inserted { use(sets[name] ?? []) }
        }
        for step in resolutionOrder {
            switch step {
            case .set(let name):
                used.insert(name)
                use(sets[name] ?? [])
            case .modifier(let name):
                for sources in modifiers[name]?.contexts.values.elements ?? [] { use(sources) }
            }
        }
        return used
    }

    /// The sources a step of resolutionOrder reads, in every context of a modifier.
    func sources(of step: Step) -> [Source] {
        switch step {
        case .set(let name): sets[name] ?? []
        case .modifier(let name): modifiers[name]?.contexts.values.elements.flatMap { $0 } ?? []
        }
    }

    // MARK: - Private

    private struct Reader {
        /// The resolver file itself, which no source may name.
        let file: URL
        let base: URL
        let displayBase: String

        init(file: URL, displayPath: String) {
            self.file = file
            base = file.deletingLastPathComponent()
            displayBase = (displayPath as NSString).deletingLastPathComponent
        }

        func document(_ root: SourceNode, displayPath: String, log: inout DiagnosticLog) -> ResolverDocument? {
            guard let members = root.object else {
                log.error("a resolver must be an object", at: root.location)
                return nil
            }
            checkKeys(members, allowed: ["$schema", "name", "version", "description", "sets", "modifiers", "resolutionOrder", "$defs", "$extensions"],
                      owner: "the resolver", log: &log)
            if let version = members["version"] {
                if version.string != ResolverDocument.version {
                    log.error("the resolver's version must be \"\(ResolverDocument.version)\"", at: version.location)
                }
            } else {
                log.error("a resolver needs \"version\": \"\(ResolverDocument.version)\"", at: root.location)
            }
            var document = ResolverDocument(name: members["name"]?.string, sets: [:], modifiers: [:], resolutionOrder: [], displayPath: displayPath)
            // Names declared but invalid: already reported, so references to them are not.
            var invalid: Set<String> = []
            for (name, node) in members["sets"]?.object ?? [:] {
                document.setLocations[name] = node.location
                if let sources = set(name, node, log: &log) { document.sets[name] = sources } else { invalid.insert("#/sets/\(name)") }
            }
            for (name, node) in members["modifiers"]?.object ?? [:] {
                if let modifier = modifier(name, node, log: &log) { document.modifiers[name] = modifier } else { invalid.insert("#/modifiers/\(name)") }
            }
            guard let orderNode = members["resolutionOrder"], let order = orderNode.array else {
                log.error("a resolver needs \"resolutionOrder\", an array of sets and modifiers", at: root.location)
                // The run fails; its sets are still read, so that their files' problems show now.
                document.resolutionOrder = document.sets.keys.map(Step.set)
                checkSetReferences(document, log: &log)
                return document
            }
            if order.isEmpty { log.error("resolutionOrder must name at least one set or modifier", at: orderNode.location) }
            var seen: Set<String> = []
            for entry in order {
                if let reference = entry["$ref"]?.string, let target = Self.component(reference), invalid.contains("#/\(target.kind)/\(target.name)") { continue }
                guard let step = step(entry, document: &document, log: &log) else { continue }
                let key = switch step { case .set(let name): "set \(name)"; case .modifier(let name): "modifier \(name)" }
                guard seen.insert(key).inserted else {
                    log.error("resolutionOrder names the \(key) twice; each set and modifier applies once", at: entry.location)
                    continue
                }
                document.resolutionOrder.append(step)
            }
            checkSetReferences(document, log: &log)
            return document
        }

        private func step(_ entry: SourceNode, document: inout ResolverDocument, log: inout DiagnosticLog) -> Step? {
            guard let members = entry.object else {
                log.error("a resolutionOrder entry must be an object", at: entry.location)
                return nil
            }
            if let reference = members["$ref"] {
                let text = reference.string ?? ""
                let target = Self.component(text)
                if let target, target.kind == "sets", document.sets[target.name] != nil { return .set(target.name) }
                if let target, target.kind == "modifiers", document.modifiers[target.name] != nil { return .modifier(target.name) }
                let known = document.sets.keys.map { "#/sets/\($0)" } + document.modifiers.keys.map { "#/modifiers/\($0)" }
                log.error("resolutionOrder refers to '\(text)', which is not a set (#/sets/NAME) or modifier (#/modifiers/NAME) of this resolver"
                          + Suggestion.hint(for: text, among: known), at: reference.location)
                return nil
            }
            guard let type = members["type"]?.string, ["set", "modifier"].contains(type) else {
                log.error("an inline resolutionOrder entry needs \"type\": \"set\" or \"modifier\"", at: entry.location)
                return nil
            }
            guard let name = members["name"]?.string, !name.isEmpty else {
                log.error("an inline \(type) in resolutionOrder needs a \"name\"", at: entry.location)
                return nil
            }
            var body = members
            body["type"] = nil
            body["name"] = nil
            let node = SourceNode(.object(body), at: entry.location)
            if type == "set" {
                guard let sources = set(name, node, log: &log) else { return nil }
                if document.sets[name] == nil { document.sets[name] = sources }
                return .set(name)
            }
            guard let modifier = modifier(name, node, log: &log) else { return nil }
            if document.modifiers[name] == nil { document.modifiers[name] = modifier }
            return .modifier(name)
        }

        private func set(_ name: String, _ node: SourceNode, log: inout DiagnosticLog) -> [Source]? {
            guard let members = node.object else {
                log.error("set '\(name)' must be an object with \"sources\"", at: node.location)
                return nil
            }
            checkKeys(members, allowed: ["sources", "description", "$extensions"], owner: "set '\(name)'", log: &log)
            guard let sources = members["sources"] else {
                log.error("set '\(name)' needs \"sources\"", at: node.location)
                return nil
            }
            return self.sources(sources, owner: "set '\(name)'", log: &log)
        }

        private func modifier(_ name: String, _ node: SourceNode, log: inout DiagnosticLog) -> Modifier? {
            guard let members = node.object else {
                log.error("modifier '\(name)' must be an object with \"contexts\"", at: node.location)
                return nil
            }
            checkKeys(members, allowed: ["contexts", "default", "description", "$extensions"], owner: "modifier '\(name)'", log: &log)
            guard let contextsNode = members["contexts"], let contexts = contextsNode.object else {
                log.error("modifier '\(name)' needs \"contexts\", an object of named contexts", at: node.location)
                return nil
            }
            guard contexts.count >= 2 else {
                log.error("modifier '\(name)' needs at least two contexts, not \(contexts.count)", at: contextsNode.location)
                return nil
            }
            var modifier = Modifier(name: name, contexts: [:], defaultContext: contexts.keys[0], location: node.location)
            for (context, sources) in contexts {
                modifier.contexts[context] = self.sources(sources, owner: "context '\(name)=\(context)'", log: &log)
                modifier.contextLocations[context] = sources.location
            }
            if let defaultNode = members["default"] {
                guard let context = defaultNode.string, contexts[context] != nil else {
                    log.error("modifier '\(name)': the default must name one of its contexts (\(contexts.keys.joined(separator: ", ")))", at: defaultNode.location)
                    return modifier
                }
                modifier.defaultContext = context
                modifier.hasDeclaredDefault = true
            }
            return modifier
        }

        private func sources(_ node: SourceNode, owner: String, log: inout DiagnosticLog) -> [Source] {
            guard let list = node.array else {
                log.error("\(owner): sources must be an array", at: node.location)
                return []
            }
            return list.compactMap { entry in
                guard entry.object != nil else {
                    log.error("\(owner): a source must be {\"$ref\": …} or an object of tokens", at: entry.location)
                    return nil
                }
                guard let reference = entry["$ref"] else { return .inline(entry) }
                guard let text = reference.string, !text.isEmpty else {
                    log.error("\(owner): $ref must be a file path or #/sets/NAME", at: reference.location)
                    return nil
                }
                if let target = Self.component(text), target.kind == "sets" { return .set(target.name, location: reference.location) }
                if let target = Self.component(text), target.kind == "modifiers" {
                    log.error("\(owner) refers to the modifier '\(target.name)'; sources may name sets and files, not modifiers", at: reference.location)
                    return nil
                }
                if text.hasPrefix("#") {
                    log.error("\(owner): '\(text)' is neither a set (#/sets/NAME) nor a file", at: reference.location)
                    return nil
                }
                // An absolute path is used as it is; a relative one is relative to the resolver.
                let isAbsolute = text.hasPrefix("/")
                let url = (isAbsolute ? URL(fileURLWithPath: text) : base.appendingPathComponent(text)).standardizedFileURL
                guard url.path != file.path else {
                    log.error("\(owner) refers to the resolver itself (\(text)); a source is a token file or #/sets/NAME", at: reference.location)
                    return nil
                }
                return .file(url,
                             displayPath: isAbsolute ? text : Self.normalize((displayBase as NSString).appendingPathComponent(text)),
                             location: entry.location)
            }
        }

        /// Reports set references to unknown sets and cycles between sets.
        private func checkSetReferences(_ document: ResolverDocument, log: inout DiagnosticLog) {
            var done: Set<String> = []
            var reported: Set<String> = []
            func visit(_ name: String, chain: [String], at location: SourceLocation?) {
                if let start = chain.firstIndex(of: name) {
                    let cycle = Array(chain[start...])
                    if reported.insert(cycle.sorted().joined(separator: "\u{0}")).inserted {
                        log.error("sets refer to each other in a cycle: \((cycle + [name]).joined(separator: " -> "))", at: location)
                    }
                    return
                }
                guard !done.contains(name) else { return }
                for case .set(let target, let location) in document.sets[name] ?? [] {
                    guard document.sets[target] != nil else {
                        log.error("set '\(name)' refers to the set '\(target)', which does not exist", at: location)
                        continue
                    }
                    visit(target, chain: chain + [name], at: location)
                }
                done.insert(name)
            }
            for name in document.sets.keys { visit(name, chain: [], at: nil) }
            for modifier in document.modifiers.values {
                for (context, sources) in modifier.contexts {
                    for case .set(let target, let location) in sources where document.sets[target] == nil {
                        log.error("context '\(modifier.name)=\(context)' refers to the set '\(target)', which does not exist", at: location)
                    }
                }
            }
        }

        private func checkKeys(_ members: OrderedDictionary<String, SourceNode>, allowed: Set<String>, owner: String, log: inout DiagnosticLog) {
            for (key, value) in members where !allowed.contains(key) {
                log.error("\(owner) has the unknown property '\(key)'\(Suggestion.hint(for: key, among: allowed.sorted()))", at: value.location)
            }
        }

        /// `#/sets/NAME` → ("sets", NAME), the name decoded as a JSON Pointer segment (`~1`
        /// is `/`, `~0` is `~`, `%20` a space); `nil` for any other reference.
        static func component(_ reference: String) -> (kind: String, name: String)? {
            guard let segments = try? JSONPointer.segments(reference), segments.count == 2,
                  ["sets", "modifiers"].contains(segments[0]) else { return nil }
            return (segments[0], segments[1])
        }

        /// `Tokens/./base.tokens.json` → `Tokens/base.tokens.json`.
        static func normalize(_ path: String) -> String {
            var parts: [String] = []
            for part in path.split(separator: "/", omittingEmptySubsequences: false) {
                if part == "." { continue }
                if part == "..", let last = parts.last, last != "..", !last.isEmpty { parts.removeLast(); continue }
                parts.append(String(part))
            }
            return parts.joined(separator: "/")
        }
    }
}
