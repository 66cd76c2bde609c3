import TokenModel

/// How the page names themes: by modifier and context, as the resolver names them
/// (`theme: light · device: phone, smallPhone`), never by the joined theme names
/// (`phone-light · smallPhone-light`).
struct GalleryThemeLabels {
    // MARK: - Properties

    /// The modifiers in the resolver's order, each with the contexts the page shows.
    let modifiers: [(name: String, contexts: [String])]

    // MARK: - Initializers

    init(content: GalleryPageContent) {
        self.init(themes: content.themes, modifierOrder: content.modifierOrder)
    }

    /// The labels of a page showing `themes`: the modifiers they choose a context of, in
    /// `modifierOrder` (the resolver's; others follow in the themes' order), each with its
    /// contexts in the themes' order.
    init(themes: [Theme], modifierOrder: [String]) {
        var contextsByModifier: [String: [String]] = [:]
        var order = modifierOrder
        for theme in themes {
            for (modifier, context) in theme.contexts {
                if contextsByModifier[modifier] == nil, !order.contains(modifier) { order.append(modifier) }
                if !(contextsByModifier[modifier] ?? []).contains(context) { contextsByModifier[modifier, default: []].append(context) }
            }
        }
        self.modifiers = order.compactMap { name in contextsByModifier[name].map { (name, $0) } }
    }

    // MARK: - Labels

    /// One theme: `theme: dark · device: tablet` (a modifier the page shows in one context
    /// only is left out; `default` for a theme that chooses nothing).
    func label(of theme: Theme) -> String {
        let varied = modifiers.filter { $0.contexts.count > 1 }
        let parts = (varied.isEmpty ? modifiers : varied).compactMap { modifier in
            theme[modifier.name].map { "\(modifier.name): \($0)" }
        }
        return parts.isEmpty ? theme.name : parts.joined(separator: " · ")
    }

    /// A set of themes: each modifier with the contexts the set takes where it takes fewer
    /// than the page shows (`theme: light · device: phone, smallPhone`), `every theme` for
    /// all of them; a set that is not every combination of its contexts lists its themes
    /// (`theme: light · device: phone; theme: dark · device: tablet`).
    func label(of themes: [Theme]) -> String {
        guard themes.count > 1 else { return themes.first.map(label(of:)) ?? "" }
        var chosen: [(name: String, contexts: [String], every: Bool)] = []
        var combinations = 1
        for modifier in modifiers {
            let contexts = modifier.contexts.filter { context in themes.contains { $0[modifier.name] == context } }
            combinations *= max(1, contexts.count)
            chosen.append((modifier.name, contexts, contexts.count == modifier.contexts.count))
        }
        guard combinations == Set(themes).count else { return themes.map(label(of:)).joined(separator: "; ") }
        let parts = chosen.filter { !$0.every && !$0.contexts.isEmpty }.map { "\($0.name): \($0.contexts.joined(separator: ", "))" }
        return parts.isEmpty ? "every theme" : parts.joined(separator: " · ")
    }
}
