import Foundation
import OrderedCollections

/// A DTCG Resolver Module 2025.10 document: token sets, modifiers with their contexts, and
/// the order in which they apply.
public struct ResolverDocument: Sendable {
    // MARK: - Nested types

    /// Where a set's or a context's tokens come from.
    public enum Source: Sendable {
        /// A token file, by `$ref` relative to the resolver.
        case file(URL, displayPath: String, location: SourceLocation)
        /// Tokens written in the resolver itself.
        case inline(SourceNode)
    }

    /// A choice between contexts, such as `theme: light | dark`.
    public struct Modifier: Sendable {
        public var name: String
        public var contexts: OrderedDictionary<String, [Source]>
        /// The context used when an input names none.
        public var defaultContext: String
        public var location: SourceLocation
    }

    /// One step of the resolution order.
    public enum Step: Sendable {
        case set(String)
        case modifier(String)
    }

    // MARK: - Properties

    public var name: String?
    public var sets: OrderedDictionary<String, [Source]>
    public var modifiers: OrderedDictionary<String, Modifier>
    public var resolutionOrder: [Step]
    /// The resolver file, as named in diagnostics.
    public var displayPath: String

    // MARK: - Reading

    /// Reads the resolver at `url`, named `displayPath` in diagnostics.
    public static func read(_ url: URL, displayPath: String, log: inout DiagnosticLog) -> ResolverDocument? {
        guard let root = DocumentReader.read(url, displayPath: displayPath, log: &log) else { return nil }
        var reader = Reader(base: url.deletingLastPathComponent(), displayBase: (displayPath as NSString).deletingLastPathComponent)
        return reader.document(root, displayPath: displayPath, log: &log)
    }

    // MARK: - Private

    private struct Reader {
        let base: URL
        let displayBase: String

        mutating func document(_ root: SourceNode, displayPath: String, log: inout DiagnosticLog) -> ResolverDocument? {
            guard root.object != nil else {
                log.error("a resolver must be an object", at: root.location)
                return nil
            }
            if let version = root["version"], version.string != "2025.10" {
                log.error("the resolver's version must be \"2025.10\"", at: version.location)
            }
            var document = ResolverDocument(name: root["name"]?.string, sets: [:], modifiers: [:], resolutionOrder: [], displayPath: displayPath)
            for (name, node) in root["sets"]?.object ?? [:] {
                guard let sources = node["sources"] else {
                    log.error("set '\(name)' needs 'sources'", at: node.location)
                    continue
                }
                document.sets[name] = self.sources(sources, owner: "set '\(name)'", log: &log)
            }
            for (name, node) in root["modifiers"]?.object ?? [:] {
                if let modifier = self.modifier(name, node, log: &log) { document.modifiers[name] = modifier }
            }
            guard let order = root["resolutionOrder"]?.array else {
                log.error("a resolver needs 'resolutionOrder', an array of $ref to sets and modifiers", at: root.location)
                return nil
            }
            var seen: Set<String> = []
            for entry in order {
                if let reference = entry["$ref"]?.string, !seen.insert(reference).inserted {
                    log.error("resolutionOrder names '\(reference)' twice; each set and modifier applies once", at: entry.location)
                    continue
                }
                guard let reference = entry["$ref"]?.string else {
                    log.error("a resolutionOrder entry must be {\"$ref\": \"#/sets/NAME\"} or {\"$ref\": \"#/modifiers/NAME\"}", at: entry.location)
                    continue
                }
                if reference.hasPrefix("#/sets/"), document.sets[String(reference.dropFirst(7))] != nil {
                    document.resolutionOrder.append(.set(String(reference.dropFirst(7))))
                } else if reference.hasPrefix("#/modifiers/"), document.modifiers[String(reference.dropFirst(12))] != nil {
                    document.resolutionOrder.append(.modifier(String(reference.dropFirst(12))))
                } else {
                    log.error("resolutionOrder refers to '\(reference)', which is not a set or modifier of this resolver", at: entry.location)
                }
            }
            return document
        }

        func modifier(_ name: String, _ node: SourceNode, log: inout DiagnosticLog) -> Modifier? {
            guard let contextsNode = node["contexts"], let contexts = contextsNode.object else {
                log.error("modifier '\(name)' needs 'contexts', an object of named contexts", at: node.location)
                return nil
            }
            guard contexts.count >= 2 else {
                log.error("modifier '\(name)' needs at least two contexts", at: contextsNode.location)
                return nil
            }
            var modifier = Modifier(name: name, contexts: [:], defaultContext: contexts.keys[0], location: node.location)
            for (context, sources) in contexts {
                modifier.contexts[context] = self.sources(sources, owner: "context '\(name)=\(context)'", log: &log)
            }
            if let defaultNode = node["default"] {
                guard let context = defaultNode.string, contexts[context] != nil else {
                    log.error("modifier '\(name)': the default must name one of its contexts (\(contexts.keys.joined(separator: ", ")))", at: defaultNode.location)
                    return modifier
                }
                modifier.defaultContext = context
            }
            return modifier
        }

        func sources(_ node: SourceNode, owner: String, log: inout DiagnosticLog) -> [Source] {
            guard let list = node.array else {
                log.error("\(owner): sources must be an array", at: node.location)
                return []
            }
            return list.compactMap { entry in
                if let reference = entry["$ref"]?.string {
                    return .file(base.appendingPathComponent(reference).standardizedFileURL,
                                 displayPath: Self.normalize((displayBase as NSString).appendingPathComponent(reference)),
                                 location: entry.location)
                }
                guard entry.object != nil else {
                    log.error("\(owner): a source must be {\"$ref\": \"file\"} or an object of tokens", at: entry.location)
                    return nil
                }
                return .inline(entry)
            }
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
