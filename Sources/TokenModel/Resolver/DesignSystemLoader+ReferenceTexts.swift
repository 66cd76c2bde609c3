import OrderedCollections

extension DesignSystemLoader {
    // MARK: - Reference texts

    /// Replaces the definition of every whole-value alias (`{a.b}`) with one that holds the
    /// target's path instead of its own `{a.b}` string (`TokenDefinition.value` is unchanged):
    /// in most systems nearly every token is an alias, and those strings would otherwise
    /// stay alive while every output is written.
    ///
    /// Call it once no token tree holds the definitions any more, so that each old definition
    /// is freed as its replacement is made. A definition shared by several themes is replaced
    /// once and stays shared.
    static func releaseReferenceTexts(in tokensByTheme: inout [Theme: OrderedDictionary<TokenPath, ResolvedToken>]) {
        var replacements: [ObjectIdentifier: TokenDefinition] = [:]
        let isShared = tokensByTheme.count > 1
        for theme in Array(tokensByTheme.keys) {
            // Taken out of the table so that it is changed in place, not copied.
            guard var tokens = tokensByTheme.removeValue(forKey: theme) else { continue }
            for index in tokens.values.indices {
                guard let target = tokens.values[index].aliasOf else { continue }
                let definition = tokens.values[index].definition
                if isShared, let replacement = replacements[definition.identity] {
                    tokens.values[index].definition = replacement
                } else if let replacement = definition.holdingReference(to: target) {
                    if isShared { replacements[definition.identity] = replacement }
                    tokens.values[index].definition = replacement
                }
            }
            tokensByTheme[theme] = tokens
        }
    }
}
