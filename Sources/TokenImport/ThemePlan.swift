import TokenModel

/// How a source's themes become a DTCG resolver: Tokens Studio's `$themes`, grouped by
/// their `group`, become modifiers whose contexts are the themes; each context's sources
/// are the sets its theme uses (`enabled` or `source`), in `tokenSetOrder`. Sets every
/// theme combination uses form one resolver set applied first.
struct ThemePlan {
    // MARK: - Nested types

    /// A modifier: a group of two or more themes.
    struct Modifier {
        var name: String
        /// Each context (theme) with the indices of the sets only it adds, in set order.
        var contexts: [(name: String, sets: [Int])]
    }

    // MARK: - Properties

    /// The indices of the sets every combination uses, in set order.
    var baseSets: [Int]
    var modifiers: [Modifier]
    /// Every combination of one context per modifier, the default (first contexts) first,
    /// with the sets it uses in the source's own order (later wins).
    var combinations: [(theme: Theme, sets: [Int])]

    // MARK: - Planning

    init(_ document: SourceDocument, report: inout ImportReport) {
        let setCount = document.sets.count
        guard !document.themes.isEmpty else {
            baseSets = Array(0..<setCount)
            modifiers = []
            combinations = [(Theme([]), baseSets)]
            if document.format == .tokensStudio, setCount > 1 {
                report.warning("the export has no $themes: every set is used, in \(document.sets.map(\.name).joined(separator: ", ")) order", at: nil)
            }
            return
        }
        func used(_ theme: SourceDocument.Theme) -> Set<Int> {
            Set(document.sets.indices.filter { [.enabled, .source].contains(theme.sets[document.sets[$0].name]) })
        }
        var groups: [(name: String, themes: [SourceDocument.Theme])] = []
        for theme in document.themes {
            if let index = groups.firstIndex(where: { $0.name == theme.group }) {
                if groups[index].themes.contains(where: { $0.name == theme.name }) {
                    report.warning("group '\(theme.group)' has two themes named '\(theme.name)'; the second is left out", at: theme.location)
                    continue
                }
                groups[index].themes.append(theme)
            } else {
                groups.append((theme.group, [theme]))
            }
        }
        var always = Set<Int>()
        var choices: [(name: String, themes: [(name: String, sets: Set<Int>)])] = []
        var names = Set<String>()
        for group in groups {
            if group.themes.count == 1 {
                report.warning("group '\(group.name)' has one theme, '\(group.themes[0].name)'; a DTCG modifier needs two contexts, so its sets are always used", at: group.themes[0].location)
                always.formUnion(used(group.themes[0]))
            } else {
                // The resolver names a modifier in a JSON Pointer: no '/' or '~' to escape.
                var name = String(group.name.map { $0 == "/" || $0 == "~" ? "-" : $0 })
                while !names.insert(name).inserted { name += "-2" }
                if name != group.name {
                    report.warning("the theme group '\(group.name)' becomes the modifier '\(name)'", at: group.themes[0].location)
                }
                choices.append((name, group.themes.map { ($0.name, used($0)) }))
            }
        }
        // A set every theme of a group uses is used by every combination.
        var base = always
        for choice in choices {
            base.formUnion(choice.themes.map(\.sets).reduce(Set(0..<setCount)) { $0.intersection($1) })
        }
        // Shared sets that Tokens Studio orders after some theme's set apply after the
        // modifiers, as the last modifier's contexts' last sources, so the later set still wins.
        let firstChosen = choices.flatMap { $0.themes.flatMap { $0.sets.subtracting(base) } }.min() ?? setCount
        let after = base.filter { $0 > firstChosen }.sorted()
        baseSets = base.filter { $0 < firstChosen }.sorted()
        modifiers = choices.enumerated().map { position, choice in
            let isLast = position == choices.count - 1
            return Modifier(name: choice.name, contexts: choice.themes.map { ($0.name, $0.sets.subtracting(base).sorted() + (isLast ? after : [])) })
        }
        var combos: [(contexts: [(modifier: String, context: String)], sets: Set<Int>)] = [([], always)]
        for choice in choices {
            combos = combos.flatMap { combo in choice.themes.map { (combo.contexts + [(choice.name, $0.name)], combo.sets.union($0.sets)) } }
        }
        combinations = combos.map { (Theme($0.contexts), $0.sets.sorted()) }
        let referenceOnly = document.sets.filter { set in
            let statuses = document.themes.compactMap { $0.sets[set.name] }
            return statuses.contains(.source) && !statuses.contains(.enabled)
        }
        if !referenceOnly.isEmpty {
            report.warning("the set(s) \(referenceOnly.map { "'\($0.name)'" }.joined(separator: ", ")) are only a source of references in Tokens Studio; DTCG has no such sets, so their tokens are written as ordinary tokens", at: nil)
        }
        for (index, set) in document.sets.enumerated() where !combinations.contains(where: { $0.sets.contains(index) }) {
            if !set.tokens.isEmpty {
                report.warning("the set '\(set.name)' is disabled in every theme; its \(set.tokens.count) token(s) are left out", at: set.tokens.first?.location)
            }
        }
    }

    // MARK: - Order

    /// The sets `combination` uses in the order the resolver applies them: the base sets,
    /// then each modifier's context's sets.
    func resolverOrder(of theme: Theme) -> [Int] {
        var order = baseSets
        for modifier in modifiers {
            guard let context = theme[modifier.name], let sets = modifier.contexts.first(where: { $0.name == context })?.sets else { continue }
            order += sets.filter { !order.contains($0) }
        }
        return order
    }
}
