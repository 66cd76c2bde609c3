import OrderedCollections
import TokenModel

/// Finds the tokens added, removed and changed between two resolved design systems, in the
/// themes each side shows. A token changed when its value or the token it aliases differs in
/// a theme both sides have; a description alone is not a change a picture could show.
enum TokenChanges {
    // MARK: - Detecting

    /// The changes from `before` to `after`, in `after`'s source order, then the removed
    /// tokens in `before`'s.
    static func between(before: ResolvedDesignSystem, themes beforeThemes: [Theme],
                        after: ResolvedDesignSystem, themes afterThemes: [Theme]) -> [TokenChange] {
        let beforeTables = beforeThemes.map { (theme: $0, tokens: tokens(of: before, in: $0)) }
        let afterTables = afterThemes.map { (theme: $0, tokens: tokens(of: after, in: $0)) }
        let shared = Set(beforeThemes).intersection(afterThemes)
        var paths = OrderedSet<TokenPath>()
        for table in afterTables + beforeTables { paths.append(contentsOf: table.tokens.keys) }

        var changes: [TokenChange] = []
        var removed: [TokenChange] = []
        for path in paths {
            let old = beforeTables.compactMap { table in table.tokens[path].map { (table.theme, $0) } }
            let new = afterTables.compactMap { table in table.tokens[path].map { (table.theme, $0) } }
            let kind: TokenChange.Kind
            if old.isEmpty {
                kind = .added
            } else if new.isEmpty {
                kind = .removed
            } else {
                let oldByTheme = Dictionary(old, uniquingKeysWith: { first, _ in first })
                let differs = new.contains { theme, token in
                    guard shared.contains(theme), let was = oldByTheme[theme] else { return false }
                    return was.value != token.value || was.aliasOf != token.aliasOf
                }
                guard differs else { continue }
                kind = .changed
            }
            let change = TokenChange(path: path, kind: kind, before: texts(old), after: texts(new),
                                     beforeSource: old.first?.1.definition.location, afterSource: new.first?.1.definition.location,
                                     beforeLocations: Set(old.map(\.1.definition.location)),
                                     afterLocations: Set(new.map(\.1.definition.location)))
            if kind == .removed { removed.append(change) } else { changes.append(change) }
        }
        return changes + removed
    }

    // MARK: - Private

    private static func tokens(of system: ResolvedDesignSystem, in theme: Theme) -> OrderedDictionary<TokenPath, ResolvedToken> {
        system.tokensByTheme[theme] ?? system.tokensByTheme[system.completed(theme)] ?? [:]
    }

    /// The values as text, the themes with the same text together, in theme order.
    private static func texts(_ tokens: [(Theme, ResolvedToken)]) -> [TokenChange.ThemedText] {
        var texts: [TokenChange.ThemedText] = []
        for (theme, token) in tokens {
            let value = TokenValueText.text(of: token.value)
            let text = token.aliasOf.map { "{\($0)} → \(value)" } ?? value
            if let index = texts.firstIndex(where: { $0.text == text }) {
                texts[index].themes.append(theme)
            } else {
                texts.append(TokenChange.ThemedText(themes: [theme], text: text))
            }
        }
        return texts
    }
}
