import Foundation
import OrderedCollections
import TokenModel

/// What every token section asks of the design system, answered cheaply: the tokens of some
/// types in source order (each group's together), and a token's themes grouped by what it
/// looks like there. Primer has 1,356 tokens in 12 themes, so each answer is a handful of
/// dictionary lookups, and each theme's background is looked up once.
struct TokenListing {
    // MARK: - Nested types

    /// One shown theme: its tokens and its page background.
    struct ThemeTokens {
        var theme: Theme
        var tokens: OrderedDictionary<TokenPath, ResolvedToken>
        var background: Color
        /// The background's hex, which every recipe and contrast fact names.
        var backgroundHex: String
    }

    /// The themes in which a token has one value on one background: one variant.
    struct Group {
        /// The token in the first of `themes`.
        var token: ResolvedToken
        var background: Color
        var backgroundHex: String
        var themes: [Theme]
        /// The tokens of the first theme (to follow the token's aliases there).
        var tokens: OrderedDictionary<TokenPath, ResolvedToken>
    }

    // MARK: - Properties

    let context: GalleryContext
    let themes: [ThemeTokens]

    /// The longest alias chain followed: a resolved system has no cycles, but a hand-built
    /// one might.
    static let maximumAliasChain = 32
    /// The most characters of a value shown as a fact; the rest is cut with `…`.
    static let maximumFactLength = 300

    // MARK: - Initializers

    init(_ context: GalleryContext) {
        self.context = context
        self.themes = context.themes.map { theme in
            let background = context.background(in: theme)
            return ThemeTokens(theme: theme,
                               tokens: context.system.tokensByTheme[theme] ?? context.system.tokensByTheme[context.system.completed(theme)] ?? [:],
                               background: background, backgroundHex: background.hexString)
        }
    }

    // MARK: - Listing

    /// The tokens `include` takes, each as the first theme that has it gives it, in source
    /// order with each group's tokens together (groups in the order they are first met).
    func tokens(where include: (ResolvedToken) -> Bool) -> [ResolvedToken] {
        var seen = Set<TokenPath>()
        var byGroup = OrderedDictionary<String, [ResolvedToken]>()
        for themeTokens in themes {
            for token in themeTokens.tokens.values where include(token) && seen.insert(token.path).inserted {
                byGroup[Self.group(of: token.path) ?? "", default: []].append(token)
            }
        }
        return byGroup.values.flatMap { $0 }
    }

    /// The shown themes that have `path`, grouped by its value and, when its picture is
    /// drawn on the page (`byBackground`), their background, in theme order.
    func groups(_ path: TokenPath, byBackground: Bool = true) -> [Group] {
        var groups: [Group] = []
        for themeTokens in themes {
            guard let token = themeTokens.tokens[path] else { continue }
            if let index = groups.firstIndex(where: { $0.token.value == token.value && (!byBackground || $0.background == themeTokens.background) }) {
                groups[index].themes.append(themeTokens.theme)
            } else {
                groups.append(Group(token: token, background: themeTokens.background, backgroundHex: themeTokens.backgroundHex,
                                    themes: [themeTokens.theme], tokens: themeTokens.tokens))
            }
        }
        return groups
    }

    // MARK: - Entries

    /// The entry of `token` in the section `sectionID`: its name, group, documentation,
    /// source, type and alias facts, and one variant per group of themes, made by
    /// `variant` (which adds the pictures and the facts of that value). A token shown by
    /// facts alone (`byBackground` false) has one variant per value, whatever the page.
    func entry(_ token: ResolvedToken, section sectionID: String, facts extraFacts: [GalleryFact] = [], byBackground: Bool = true,
               variant: (Group) -> GalleryVariant) -> GalleryEntry {
        let groups = groups(token.path, byBackground: byBackground)
        var variants = groups.map(variant)
        // Each theme's value is defined where that theme reads it (a dark color in the dark file).
        for (index, group) in groups.enumerated() where group.token.definition.location != token.definition.location {
            variants[index].source = group.token.definition.location
        }
        var facts = [GalleryFact("type", token.type.rawValue)] + extraFacts
        var keywords = [token.type.rawValue]
        // An alias the same in every theme is said once; one that differs is said per variant.
        let aliases = groups.map { Self.aliasChain(of: $0.token, in: $0.tokens) }
        if let first = aliases.first, aliases.allSatisfy({ $0 == first }) {
            if !first.isEmpty { facts.append(GalleryFact("alias", Self.aliasText(first))) }
        } else {
            for index in variants.indices where !aliases[index].isEmpty {
                variants[index].facts.insert(GalleryFact("alias", Self.aliasText(aliases[index])), at: 0)
            }
        }
        keywords += Set(aliases.compactMap(\.first)).map(\.description).sorted()
        if let reason = token.definition.deprecation {
            // Marked among the facts too, with a warning, wherever the page lists them.
            facts.append(GalleryFact("deprecated", reason.isEmpty ? "yes" : TokenListing.shortened(reason), level: .warning))
            keywords.append("deprecated")
        }
        return GalleryEntry(
            id: "\(sectionID)-\(token.path)",
            name: token.path.description,
            group: Self.group(of: token.path),
            description: token.definition.description,
            deprecation: token.definition.deprecation,
            source: token.definition.location,
            facts: facts,
            variants: variants,
            keywords: keywords
        )
    }

    // MARK: - Aliases

    /// The tokens `token` names, one after the other, to the token that holds the value;
    /// empty when it is not an alias.
    static func aliasChain(of token: ResolvedToken, in tokens: OrderedDictionary<TokenPath, ResolvedToken>) -> [TokenPath] {
        var chain: [TokenPath] = []
        var next = token.aliasOf
        while let path = next, chain.count < maximumAliasChain, !chain.contains(path) {
            chain.append(path)
            next = tokens[path]?.aliasOf
        }
        return chain
    }

    /// The token whose definition holds `token`'s value: the end of its alias chain.
    static func origin(of token: ResolvedToken, in tokens: OrderedDictionary<TokenPath, ResolvedToken>) -> ResolvedToken {
        aliasChain(of: token, in: tokens).last.flatMap { tokens[$0] } ?? token
    }

    /// `→ {palette.blue.500}`, or `→ {a} → {b}` for an alias of an alias.
    static func aliasText(_ chain: [TokenPath]) -> String {
        chain.map { "→ {\($0)}" }.joined(separator: " ")
    }

    // MARK: - Text

    /// `path`'s group: every component but the last (`colors.neutral`); `nil` at the top.
    static func group(of path: TokenPath) -> String? {
        let key = path.description
        guard let dot = key.lastIndex(of: ".") else { return nil }
        return String(key[..<dot])
    }


    /// `text` cut to ``maximumFactLength`` characters, with `…` when cut.
    static func shortened(_ text: String) -> String {
        text.count > maximumFactLength ? String(text.prefix(maximumFactLength)) + "…" : text
    }
}
