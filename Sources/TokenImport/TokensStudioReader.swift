import Foundation
import TokenModel

/// Reads a Tokens Studio export: one file whose top-level members are token sets beside
/// `$themes` and `$metadata`, or a folder (its multi-file sync layout) with one file per
/// set (`core/colors.json` is the set `core/colors`), `$themes.json` and `$metadata.json`.
/// Tokens use `value`/`type`/`description`, or the `$`-prefixed forms of its DTCG mode.
enum TokensStudioReader {
    // MARK: - Properties

    /// Where Tokens Studio keeps its own token metadata (color modifiers and the like).
    static let extensionNamespace = "studio.tokens"

    // MARK: - Reading

    static func read(_ files: [SourceFile], report: inout ImportReport) -> SourceDocument {
        var sets: [SourceDocument.TokenSet] = []
        var themeNodes: [SourceNode] = []
        var order: [String]?
        for file in files {
            let base = (file.path as NSString).lastPathComponent
            if base == "$themes.json" {
                themeNodes.append(file.root)
            } else if base == "$metadata.json" {
                order = setOrder(file.root, report: &report) ?? order
            } else if files.count == 1, file.root["$themes"] == nil, file.root["$metadata"] == nil, let reason = oneSetReason(file.root) {
                report.warning("\(file.path) has no $themes or $metadata and \(reason), so it is read as one set, '\(file.name)'", at: file.root.location)
                sets.append(tokenSet(file.name, file.root, file: file.path, report: &report))
            } else if files.count == 1 || file.root["$themes"] != nil || file.root["$metadata"] != nil {
                // The single-file form: the top-level members are sets.
                for (name, node) in file.root.object ?? [:] {
                    switch name {
                    case "$themes": themeNodes.append(node)
                    case "$metadata": order = setOrder(node, report: &report) ?? order
                    default: sets.append(tokenSet(name, node, file: file.path, report: &report))
                    }
                }
            } else {
                sets.append(tokenSet(file.name, file.root, file: file.path, report: &report))
            }
        }
        if let order {
            for name in order where !sets.contains(where: { $0.name == name }) {
                report.warning("$metadata.tokenSetOrder names the set '\(name)', which the export does not have", at: nil)
            }
            sets.sort { (order.firstIndex(of: $0.name) ?? order.count) < (order.firstIndex(of: $1.name) ?? order.count) }
        }
        var themes: [SourceDocument.Theme] = []
        var ungrouped: [Int] = []
        for node in themeNodes {
            guard let list = node.array else {
                report.error("$themes must be an array of themes, not \(node.kindDescription)", at: node.location)
                continue
            }
            for entry in list {
                guard let theme = theme(entry, sets: sets, report: &report) else { continue }
                if entry["group"]?.string == nil { ungrouped.append(themes.count) }
                themes.append(theme)
            }
        }
        nameUngroupedThemes(&themes, ungrouped, report: &report)
        return SourceDocument(format: .tokensStudio, sets: sets, themes: themes)
    }

    // MARK: - Private

    /// Tokens Studio lists themes without a `group` as one more group of their own (one of
    /// them is active at a time), beside the named groups; it becomes the modifier `theme`,
    /// or `theme-2`… when a named group already has that name.
    private static func nameUngroupedThemes(_ themes: inout [SourceDocument.Theme], _ ungrouped: [Int], report: inout ImportReport) {
        guard let first = ungrouped.first else { return }
        let named = Set(themes.indices.filter { !ungrouped.contains($0) }.map { themes[$0].group })
        var name = "theme"
        var counter = 2
        while named.contains(name) {
            name = "theme-\(counter)"
            counter += 1
        }
        for index in ungrouped { themes[index].group = name }
        if !named.isEmpty {
            report.warning("the theme(s) \(ungrouped.map { "'\(themes[$0].name)'" }.joined(separator: ", ")) have no group; Tokens Studio lets one of them be active beside the grouped themes, so they become the modifier '\(name)'", at: themes[first].location)
        }
    }

    /// Why a file without `$themes` or `$metadata` is one set rather than a file of sets,
    /// `nil` when it is a file of sets: a top-level member is a token (a set is a group of
    /// tokens, never one token), or more of its references resolve when its top-level
    /// members are groups.
    private static func oneSetReason(_ root: SourceNode) -> String? {
        if let token = root.object?.first(where: { isToken($0.value) }) {
            return "its top-level member '\(token.key)' is a token, not a set of tokens"
        }
        return holdsOneSet(root) ? "its references name its top-level groups" : nil
    }

    private static func isToken(_ node: SourceNode) -> Bool {
        node["value"] != nil || node["$value"] != nil
    }

    /// Whether more of a file's references resolve when its top-level members are groups.
    private static func holdsOneSet(_ root: SourceNode) -> Bool {
        var asOneSet = Set<String>(), asSets = Set<String>()
        var references: [String] = []
        func walk(_ node: SourceNode, _ path: [String]) {
            guard let members = node.object else {
                if let text = node.string, text.contains("{") { references += ReferenceText.paths(in: text) }
                node.array?.forEach { walk($0, path) }
                return
            }
            if members["value"] != nil || members["$value"] != nil {
                asOneSet.insert(path.joined(separator: "."))
                asSets.insert(path.dropFirst().joined(separator: "."))
                members.values.forEach { walk($0, path) }
                return
            }
            for (key, child) in members where !TokenTreeReader.isReservedName(key) { walk(child, path + [key]) }
        }
        walk(root, [])
        let resolvedAsOneSet = references.filter(asOneSet.contains).count
        return resolvedAsOneSet > references.filter(asSets.contains).count
    }

    private static func setOrder(_ node: SourceNode, report: inout ImportReport) -> [String]? {
        guard let order = node["tokenSetOrder"] else { return nil }
        guard let list = order.array, list.allSatisfy({ $0.string != nil }) else {
            report.error("$metadata.tokenSetOrder must be an array of set names", at: order.location)
            return nil
        }
        return list.compactMap(\.string)
    }

    private static func theme(_ node: SourceNode, sets: [SourceDocument.TokenSet], report: inout ImportReport) -> SourceDocument.Theme? {
        guard let name = node["name"]?.string, !name.isEmpty else {
            report.error("a theme needs a \"name\"", at: node.location)
            return nil
        }
        var selected: [String: SourceDocument.SetStatus] = [:]
        for (set, status) in node["selectedTokenSets"]?.object ?? [:] {
            guard let text = status.string, let value = SourceDocument.SetStatus(rawValue: text) else {
                report.error("theme '\(name)': the set '\(set)' has the status \(status.compactJSON); Tokens Studio uses \"enabled\", \"source\" or \"disabled\"", at: status.location)
                continue
            }
            if !sets.contains(where: { $0.name == set }) {
                if value != .disabled { report.warning("theme '\(name)' uses the set '\(set)', which the export does not have", at: status.location) }
                continue
            }
            selected[set] = value
        }
        // A theme's group is optional; ungrouped themes are one choice among each other.
        return SourceDocument.Theme(name: name, group: node["group"]?.string ?? "", sets: selected, location: node.location)
    }

    private static func tokenSet(_ name: String, _ node: SourceNode, file: String, report: inout ImportReport) -> SourceDocument.TokenSet {
        var tokens: [SourceDocument.Token] = []
        if node.object == nil {
            report.error("the token set '\(name)' must be an object, not \(node.kindDescription)", at: node.location)
        } else if isToken(node) {
            // A token has a name inside its set; a set that is one token names nothing.
            report.warning("left out: the set '\(name)' is a single token, not a group of tokens, so its token has no name", token: name, at: node.location)
        } else {
            walk(node, path: [], inheritedType: nil, set: name, into: &tokens, report: &report)
        }
        return SourceDocument.TokenSet(name: name, file: file, tokens: tokens)
    }

    private static func walk(_ node: SourceNode, path: [String], inheritedType: String?, set: String, into tokens: inout [SourceDocument.Token], report: inout ImportReport) {
        guard let members = node.object else {
            report.warning("'\(path.joined(separator: "."))' in the set '\(set)' is \(node.kindDescription), neither a token nor a group; left out", at: node.location)
            return
        }
        let type = (members["$type"] ?? members["type"])?.string ?? inheritedType
        guard let value = members["$value"] ?? members["value"] else {
            for (key, child) in members where !TokenTreeReader.isReservedName(key) && !(key == "type" && child.string != nil) {
                walk(child, path: path + [key], inheritedType: type, set: set, into: &tokens, report: &report)
            }
            return
        }
        for (key, child) in members where !["$value", "value", "$type", "type", "$description", "description", "$extensions"].contains(key) {
            report.warning("the property '\(key)' is not carried over", token: "\(set):\(path.joined(separator: "."))", at: child.location)
        }
        tokens.append(SourceDocument.Token(
            path: path, type: type, typeOrigin: type == nil ? .none : .declared, value: value,
            description: (members["$description"] ?? members["description"])?.string,
            extensions: members["$extensions"], location: node.location
        ))
    }
}
