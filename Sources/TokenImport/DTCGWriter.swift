import Foundation
import TokenModel

/// Writes converted tokens as DTCG 2025.10: one `*.tokens.json` file per source set (a
/// Tokens Studio set, or a Style Dictionary source file), and `tokens.resolver.json` naming
/// them, with a modifier per Tokens Studio theme group.
enum DTCGWriter {
    // MARK: - Nested types

    /// A group being built: its members in order. A class, so adding to a nested group
    /// copies nothing, and an index, so finding a member is not a search.
    private final class Group {
        enum Member {
            case token(OutputJSON)
            case group(Group)
        }

        private var members: [(name: String, member: Member)] = []
        private var positions: [String: Int] = [:]

        /// Adds `token` at `path`; `false` when the path is taken by a token or a group.
        func insert(_ token: OutputJSON, at path: ArraySlice<String>) -> Bool {
            let name = path.first!
            let position = positions[name]
            if path.count == 1 {
                guard position == nil else { return false }
                add(name, .token(token))
                return true
            }
            if let position {
                guard case .group(let group) = members[position].member else { return false }
                return group.insert(token, at: path.dropFirst())
            }
            let group = Group()
            _ = group.insert(token, at: path.dropFirst())
            add(name, .group(group))
            return true
        }

        private func add(_ name: String, _ member: Member) {
            positions[name] = members.count
            members.append((name, member))
        }

        var json: OutputJSON {
            .object(members.map { member in
                switch member.member {
                case .token(let token): (member.name, token)
                case .group(let group): (member.name, group.json)
                }
            })
        }
    }

    // MARK: - Properties

    /// The resolver's file name.
    static let resolverName = "tokens.resolver.json"

    // MARK: - Writing

    /// The files, by path relative to the output folder: the token files, then the resolver.
    static func files(
        document: SourceDocument,
        plan: ThemePlan,
        carried: [[(token: SourceDocument.Token, type: TokenType, value: OutputJSON)]],
        report: inout ImportReport
    ) -> [(path: String, contents: String)] {
        var files: [(path: String, contents: String)] = []
        var fileOfSet: [Int: String] = [:]
        var usedNames = Set<String>()
        for (index, set) in document.sets.enumerated() where !carried[index].isEmpty {
            let root = Group()
            for entry in carried[index] {
                var members: [(String, OutputJSON)] = [("$type", .string(entry.type.rawValue)), ("$value", entry.value)]
                if let description = entry.token.description { members.append(("$description", .string(description))) }
                if let extensions = entry.token.extensions, extensions.object?.isEmpty == false { members.append(("$extensions", OutputJSON(extensions))) }
                if !root.insert(.object(members), at: entry.token.path[...]) {
                    report.warning("left out: its path is also a group or another token's path in the set '\(set.name)'", token: entry.token.dotted, at: entry.token.location)
                }
            }
            let name = fileName(for: set.name, taken: &usedNames)
            fileOfSet[index] = name
            files.append((name, root.json.printed() + "\n"))
        }
        files.append((resolverName, resolver(document: document, plan: plan, fileOfSet: fileOfSet).printed() + "\n"))
        return files
    }

    // MARK: - Private

    /// `core/colors` → `core/colors.tokens.json`; parts that could leave the folder are renamed.
    private static func fileName(for setName: String, taken: inout Set<String>) -> String {
        let parts = setName.split(separator: "/").map { part -> String in
            let cleaned = String(part.map { $0 == "\\" || $0 == ":" || $0.asciiValue.map { $0 < 0x20 } == true ? "-" : $0 })
            return cleaned == "." || cleaned == ".." || cleaned.isEmpty ? "_" : cleaned
        }
        let base = parts.isEmpty ? "set" : parts.joined(separator: "/")
        var name = base + ".tokens.json"
        var counter = 2
        while !taken.insert(name.lowercased()).inserted {
            name = "\(base)-\(counter).tokens.json"
            counter += 1
        }
        return name
    }

    private static func resolver(document: SourceDocument, plan: ThemePlan, fileOfSet: [Int: String]) -> OutputJSON {
        func sources(_ sets: [Int]) -> OutputJSON {
            .array(sets.compactMap { fileOfSet[$0] }.map { .object([("$ref", .string($0))]) })
        }
        var members: [(String, OutputJSON)] = [
            ("name", .string("Converted from \(document.format.displayName)")),
            ("version", .string(ResolverDocument.version)),
        ]
        var order: [OutputJSON] = []
        let base = plan.baseSets.filter { fileOfSet[$0] != nil }
        if !base.isEmpty || plan.modifiers.isEmpty {
            members.append(("sets", .object([("base", .object([("sources", sources(base))]))])))
            order.append(.object([("$ref", .string("#/sets/base"))]))
        }
        if !plan.modifiers.isEmpty {
            var modifiers: [(String, OutputJSON)] = []
            for modifier in plan.modifiers {
                let name = modifier.name
                modifiers.append((name, .object([
                    ("contexts", .object(modifier.contexts.map { ($0.name, sources($0.sets)) })),
                    ("default", .string(modifier.contexts[0].name)),
                ])))
                order.append(.object([("$ref", .string("#/modifiers/\(name)"))]))
            }
            members.append(("modifiers", .object(modifiers)))
        }
        members.append(("resolutionOrder", .array(order)))
        return .object(members)
    }
}
