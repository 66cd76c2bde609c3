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
            guard let name = path.first else { return false }
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

        var isEmpty: Bool { members.isEmpty }

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
    /// Sets the report's token counts, reports every token left out that nothing else
    /// reported, renames names that would clash in Swift (reported), and makes it an error
    /// when no token is left to write.
    static func files(
        document: SourceDocument,
        plan: ThemePlan,
        carried: [[(token: SourceDocument.Token, type: TokenType, value: OutputJSON)]],
        report: inout ImportReport
    ) -> [(path: String, contents: String)] {
        let renaming = TokenRenaming(document: document, carried: carried, report: &report)
        var files: [(path: String, contents: String)] = []
        var fileOfSet: [Int: String] = [:]
        var usedNames = Set<String>()
        var written = Set<WrittenToken>()
        for (index, set) in document.sets.enumerated() where !carried[index].isEmpty {
            let root = Group()
            for entry in carried[index] {
                let display = displayName(entry.token, set: set, format: document.format)
                if let problem = TokenTreeNames.problem(entry.token.path) {
                    report.warning("left out: \(problem)", token: display, at: entry.token.location)
                    continue
                }
                var members: [(String, OutputJSON)] = [("$type", .string(entry.type.rawValue)), ("$value", renaming.rewritingReferences(in: entry.value))]
                if let description = entry.token.description { members.append(("$description", .string(description))) }
                if let extensions = entry.token.extensions, extensions.object?.isEmpty == false { members.append(("$extensions", OutputJSON(extensions))) }
                guard root.insert(.object(members), at: renaming.path(of: entry.token.path)[...]) else {
                    report.warning("left out: its path is also a group or another token's path in the set '\(set.name)'", token: display, at: entry.token.location)
                    continue
                }
                written.insert(WrittenToken(set: index, path: entry.token.path))
            }
            guard !root.isEmpty else { continue }
            let name = fileName(for: set.name, taken: &usedNames)
            if name != set.name + ".tokens.json" {
                report.warning("the set '\(set.name)' is written as \(name): a resolver's $ref is a URI reference, so its file names keep to letters, digits, '-', '_', '.', '~' and '/'",
                               at: SourceLocation(file: set.file, line: 1, column: 1))
            }
            fileOfSet[index] = name
            files.append((name, root.json.printed() + "\n"))
        }
        account(document: document, plan: plan, written: written, report: &report)
        files.append((resolverName, resolver(document: document, plan: plan, fileOfSet: fileOfSet, report: &report).printed() + "\n"))
        return files
    }

    // MARK: - Private

    /// A token written, by its set and its path in the source.
    private struct WrittenToken: Hashable {
        var set: Int
        var path: [String]
    }

    /// How the report names a token: `set:path` for Tokens Studio, whose sets each hold a
    /// token of a path; the path for Style Dictionary.
    private static func displayName(_ token: SourceDocument.Token, set: SourceDocument.TokenSet, format: SourceFormat) -> String {
        format == .tokensStudio ? "\(set.name):\(token.dotted)" : token.dotted
    }

    /// Counts the tokens written and left out; a token left out that no finding names (a
    /// set no theme uses is reported whole, by ``ThemePlan``) is reported here, so none is
    /// left out silently; no token written is an error.
    private static func account(document: SourceDocument, plan: ThemePlan, written: Set<WrittenToken>, report: inout ImportReport) {
        let usedSets = Set(plan.combinations.flatMap(\.sets))
        let named = Set(report.items.compactMap(\.token))
        // A token computed per context is written in the sets split from its own, once per
        // context: it counts once, under its own set.
        let written = Set(written.map { WrittenToken(set: document.sets[$0.set].splitFrom ?? $0.set, path: $0.path) })
        var leftOut = 0
        for (index, set) in document.sets.enumerated() {
            for token in set.tokens where !written.contains(WrittenToken(set: index, path: token.path)) {
                leftOut += 1
                let display = displayName(token, set: set, format: document.format)
                if usedSets.contains(index), !named.contains(display) {
                    report.warning("left out, and convert recorded no reason (please report this)", token: display, at: token.location)
                }
            }
        }
        report.tokensWritten = written.count
        report.tokensLeftOut = leftOut
        if written.isEmpty {
            report.error("no token could be converted, so nothing is written (the findings above say why each was left out)", at: nil)
        }
    }

    /// `core/colors` → `core/colors.tokens.json`. A resolver's `$ref` is a URI reference,
    /// which DTCG readers percent-decode and this one reads as a path: a name of letters,
    /// digits and `-._~` means the same to both, so any other character becomes `-`, and
    /// parts that could leave the folder are renamed.
    private static func fileName(for setName: String, taken: inout Set<String>) -> String {
        let parts = setName.split(separator: "/").map { part -> String in
            let cleaned = String(part.map { $0.isLetter || $0.isNumber || "-_.~".contains($0) ? $0 : "-" })
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

    private static func resolver(document: SourceDocument, plan: ThemePlan, fileOfSet: [Int: String], report: inout ImportReport) -> OutputJSON {
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
            order.append(.object([("$ref", .string(ResolverPointer.reference("sets", "base")))]))
        }
        if !plan.modifiers.isEmpty {
            var modifiers: [(String, OutputJSON)] = []
            let modifierNames = plan.modifiers.map(\.name)
            let modifierRenames = SwiftNameClashes.renames(of: modifierNames, reserved: SwiftNameClashes.reservedModifierNames)
            for modifier in plan.modifiers {
                let location = document.themes.first { $0.name == modifier.contexts[0].name }?.location
                let name = modifierRenames[modifier.name]?.new ?? modifier.name
                if let rename = modifierRenames[modifier.name] {
                    let reason = rename.clashesWith.map { "'\($0)' and '\(modifier.name)' would give one Swift name" } ?? "its Swift name is one the generated Themes enum declares"
                    report.warning("the theme group '\(modifier.name)' becomes '\(name)': \(reason)", at: location)
                }
                let contextRenames = SwiftNameClashes.renames(of: modifier.contexts.map(\.name))
                let contexts = modifier.contexts.map { context -> (String, OutputJSON) in
                    guard let rename = contextRenames[context.name] else { return (context.name, sources(context.sets)) }
                    let place = document.themes.first { $0.name == context.name }?.location ?? location
                    report.warning("in the theme group '\(modifier.name)', the theme '\(context.name)' becomes '\(rename.new)': '\(rename.clashesWith ?? "")' and '\(context.name)' would give one Swift name", at: place)
                    return (rename.new, sources(context.sets))
                }
                modifiers.append((name, .object([
                    ("contexts", .object(contexts)),
                    ("default", .string(contexts[0].0)),
                ])))
                order.append(.object([("$ref", .string(ResolverPointer.reference("modifiers", name)))]))
            }
            members.append(("modifiers", .object(modifiers)))
        }
        members.append(("resolutionOrder", .array(order)))
        return .object(members)
    }
}
