import TokenModel

/// How a source's themes become a DTCG resolver, following Tokens Studio (its plugin and
/// sd-transforms' `permutateThemes`): themes grouped by their `group` become modifiers whose
/// contexts are the themes. A theme's `enabled` sets are its tokens; its `source` sets only
/// lend values to references, so in every combination they apply before all enabled sets
/// (an enabled set always overrides a source set), each kind in `tokenSetOrder`.
///
/// DTCG has no reference-only sets: a set that is a source everywhere it is used is written
/// as ordinary tokens, first in the resolver's `base` set so that every enabled set
/// overrides it (reported); a set only some themes read from is a source of their contexts,
/// before their enabled sets.
struct ThemePlan {
    // MARK: - Nested types

    /// A modifier: a group of two or more themes.
    struct Modifier {
        var name: String
        /// Each context (theme) with the indices of the sets only it adds, in the order they
        /// apply: its source sets, then its enabled sets.
        var contexts: [(name: String, sets: [Int])]
    }

    /// One theme's sets, by index, as Tokens Studio uses them.
    private struct ThemeSets {
        var name: String
        var source: Set<Int>
        var enabled: Set<Int>
    }

    // MARK: - Properties

    /// The indices of the sets every combination uses, in the order they apply.
    var baseSets: [Int]
    var modifiers: [Modifier]
    /// Every combination of one context per modifier, the default (first contexts) first,
    /// with the sets it uses in Tokens Studio's order (later wins): the source sets, then the
    /// enabled sets, each in set order.
    var combinations: [(theme: Theme, sets: [Int])]

    /// The most theme combinations a conversion checks.
    static let mostCombinations = 4096

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
        func sets(of theme: SourceDocument.Theme) -> ThemeSets {
            let indices = document.sets.indices
            return ThemeSets(name: theme.name,
                             source: Set(indices.filter { theme.sets[document.sets[$0].name] == .source }),
                             enabled: Set(indices.filter { theme.sets[document.sets[$0].name] == .enabled }))
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
        // A group of one theme is always on: its sets join every combination.
        var always = ThemeSets(name: "", source: [], enabled: [])
        var choices: [(name: String, themes: [ThemeSets])] = []
        var names = Set<String>()
        for group in groups {
            if group.themes.count == 1 {
                report.warning("group '\(group.name)' has one theme, '\(group.themes[0].name)'; a DTCG modifier needs two contexts, so its sets are always used", at: group.themes[0].location)
                let only = sets(of: group.themes[0])
                always.source.formUnion(only.source)
                always.enabled.formUnion(only.enabled)
            } else {
                // The resolver names a modifier in a JSON Pointer: no '/' or '~' to escape.
                var name = String(group.name.map { $0 == "/" || $0 == "~" ? "-" : $0 })
                while !names.insert(name).inserted { name += "-2" }
                if name != group.name {
                    report.warning("the theme group '\(group.name)' becomes the modifier '\(name)'", at: group.themes[0].location)
                }
                choices.append((name, group.themes.map(sets(of:))))
            }
        }
        // Every combination, with what it enables and what it only reads from; their number
        // is the product of the groups' sizes, so it is bounded before any is built.
        let count = choices.reduce(1.0) { $0 * Double($1.themes.count) }
        guard count <= Double(Self.mostCombinations) else {
            report.error("the \(choices.count) theme groups give \(count.shortestText) combinations of themes; convert checks each one and stops above \(Self.mostCombinations)", at: document.themes.first?.location)
            baseSets = []
            modifiers = []
            combinations = []
            return
        }
        // Every combination, with what it enables and what it only reads from.
        var combos: [(contexts: [(modifier: String, context: String)], sets: ThemeSets)] = [([], always)]
        for choice in choices {
            combos = combos.flatMap { combo in
                choice.themes.map { theme in
                    (combo.contexts + [(choice.name, theme.name)],
                     ThemeSets(name: "", source: combo.sets.source.union(theme.source), enabled: combo.sets.enabled.union(theme.enabled)))
                }
            }
        }
        combinations = combos.map { combo in
            // A set one chosen theme enables and another only reads from is enabled.
            let source = combo.sets.source.subtracting(combo.sets.enabled)
            return (Theme(combo.contexts), source.sorted() + combo.sets.enabled.sorted())
        }
        // The resolver: sets only read from in every combination first, then the sets
        // one-theme groups enable, then one modifier per group, each context with its own
        // source sets and then its enabled sets, each in set order. Modifiers apply in the
        // order of their first set, so that the resolver's order follows the set order
        // wherever the groups' sets do not interleave (where they do, Run.checkOrder reports
        // each token whose winner differs).
        let everySource = combos.map { $0.sets.source.subtracting($0.sets.enabled) }.reduce(Set(0..<setCount)) { $0.intersection($1) }
        baseSets = everySource.sorted() + always.enabled.sorted()
        let placed = everySource.union(always.enabled)
        func firstSet(_ choice: (name: String, themes: [ThemeSets])) -> Int {
            choice.themes.flatMap { $0.enabled.subtracting(placed) }.min() ?? setCount
        }
        let ordered = choices.enumerated().sorted { (firstSet($0.element), $0.offset) < (firstSet($1.element), $1.offset) }.map(\.element)
        modifiers = ordered.map { choice in
            Modifier(name: choice.name, contexts: choice.themes.map { theme in
                let enabled = theme.enabled.subtracting(placed)
                return (theme.name, theme.source.subtracting(placed).subtracting(enabled).sorted() + enabled.sorted())
            })
        }
        let referenceOnly = document.sets.filter { set in
            let statuses = document.themes.compactMap { $0.sets[set.name] }
            return statuses.contains(.source) && !statuses.contains(.enabled)
        }
        if !referenceOnly.isEmpty {
            report.warning("the set(s) \(referenceOnly.map { "'\($0.name)'" }.joined(separator: ", ")) are only a source of references in Tokens Studio; DTCG has no such sets, so their tokens are written as ordinary tokens, applied before every enabled set so that enabled sets override them", at: nil)
        }
        for (index, set) in document.sets.enumerated() where !combinations.contains(where: { $0.sets.contains(index) }) {
            if !set.tokens.isEmpty {
                report.warning("the set '\(set.name)' is disabled in every theme; its \(set.tokens.count) token(s) are left out", at: set.tokens.first?.location)
            }
        }
    }

    // MARK: - Describing

    /// `themes` (some of ``combinations``) in words for the report, after `prefix`: every
    /// theme, the themes with some contexts when they are exactly those, or a list; empty
    /// when the source has no themes.
    func describe(_ themes: [Theme], prefix: String) -> String {
        guard !modifiers.isEmpty, let first = themes.first else { return "" }
        if themes.count == 1 { return prefix + "the theme \(first)" }
        if themes.count == combinations.count { return prefix + "every theme" }
        let common = first.contexts.filter { context in themes.allSatisfy { $0[context.modifier] == context.context } }
        let matching = combinations.filter { combination in common.allSatisfy { combination.theme[$0.modifier] == $0.context } }
        if !common.isEmpty, matching.count == themes.count {
            return prefix + "the \(themes.count) themes with " + common.map { "\($0.modifier)=\($0.context)" }.joined(separator: ", ")
        }
        let shown = themes.prefix(5).map(\.description).joined(separator: "; ")
        return prefix + "the themes \(shown)" + (themes.count > 5 ? " and \(themes.count - 5) more" : "")
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
