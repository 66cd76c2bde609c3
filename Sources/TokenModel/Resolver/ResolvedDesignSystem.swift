import OrderedCollections

/// Everything a run reads from `Tokens/`: the tokens resolved in every theme (every
/// permutation of the resolver's modifiers) and the style sheets.
public struct ResolvedDesignSystem: Sendable {
    // MARK: - Properties

    /// Every permutation of the modifiers' contexts, the default first.
    public var themes: [Theme]
    /// Every modifier at its default context.
    public var defaultTheme: Theme
    /// The modifiers and their contexts, in the resolver's order.
    public var modifiers: OrderedDictionary<String, [String]>
    /// Where the resolver declares each modifier, for diagnostics about its name; empty
    /// without a resolver.
    public var modifierLocations: [String: SourceLocation] = [:]
    /// Where the resolver declares each context, by modifier and then context.
    public var contextLocations: [String: [String: SourceLocation]] = [:]
    /// The resolved tokens of each theme, in source order.
    public var tokensByTheme: [Theme: OrderedDictionary<TokenPath, ResolvedToken>]
    /// The groups of each theme's token files (`$description`, `$deprecated`,
    /// `$extensions`), in source order; the root group has the empty path.
    public var groupsByTheme: [Theme: OrderedDictionary<TokenPath, GroupDefinition>]
    public var styleSheets: [StyleSheet]
    /// Warnings found while loading; a load with errors throws instead.
    public var warnings: [Diagnostic]
    /// How the files were read: under `--compat` an output leaves out, with a warning, a
    /// token it cannot hold; under `--strict` that is an error.
    public var readingMode: ReadingMode = .strict
    /// Files in the folders read that are neither token data nor named as such (a README,
    /// an image): not warned about, but `validate` names them.
    public var otherFilesNotRead: [String] = []
    /// How many hidden entries (`.git`, `.DS_Store`) of the folders read were passed over.
    public var hiddenEntriesNotRead = 0

    // MARK: - Initializers

    public init(
        themes: [Theme],
        defaultTheme: Theme,
        modifiers: OrderedDictionary<String, [String]>,
        tokensByTheme: [Theme: OrderedDictionary<TokenPath, ResolvedToken>],
        groupsByTheme: [Theme: OrderedDictionary<TokenPath, GroupDefinition>] = [:],
        styleSheets: [StyleSheet],
        warnings: [Diagnostic]
    ) {
        self.themes = themes
        self.defaultTheme = defaultTheme
        self.modifiers = modifiers
        self.tokensByTheme = tokensByTheme
        self.groupsByTheme = groupsByTheme
        self.styleSheets = styleSheets
        self.warnings = warnings
    }

    // MARK: - Tokens

    /// The tokens of the default theme, in source order.
    public var defaultTokens: OrderedDictionary<TokenPath, ResolvedToken> {
        tokensByTheme[defaultTheme] ?? [:]
    }

    /// Every token path of any theme, in source order (the default theme's first).
    public var allPaths: [TokenPath] {
        let tables = themes.compactMap { tokensByTheme[$0] }
        guard let first = tables.first else { return [] }
        // The first table's own list, shared rather than copied unless another theme adds a
        // path: a copy and a set of 30,000 paths took 1.5 MB at the build's peak (issue 23).
        var paths = first.keys.elements
        var added = Set<TokenPath>()
        for table in tables.dropFirst() {
            for path in table.keys where first[path] == nil && added.insert(path).inserted {
                paths.append(path)
            }
        }
        return paths
    }

    /// The group at `path` in `theme` (`[]` for the root group).
    public func group(_ path: TokenPath, in theme: Theme) -> GroupDefinition? {
        (groupsByTheme[theme] ?? groupsByTheme[completed(theme)])?[path]
    }

    /// The token at `path` in `theme`; a theme that names fewer modifiers than the
    /// resolver has (`.dark` where there is also a `device` modifier) takes the default
    /// context of the others.
    public func token(_ path: TokenPath, in theme: Theme) -> ResolvedToken? {
        (tokensByTheme[theme] ?? tokensByTheme[completed(theme)])?[path]
    }

    /// `theme` with the default context of every modifier it does not name.
    public func completed(_ theme: Theme) -> Theme {
        Theme(theme.contexts + defaultTheme.contexts.filter { theme[$0.modifier] == nil })
    }

    /// The token's value in every theme: a plain value when all themes agree, variants for
    /// the themes that differ otherwise. `nil` when a theme lacks the token.
    public func themedValue(of path: TokenPath) -> Themed<TokenValue>? {
        guard token(path, in: defaultTheme) != nil, themes.allSatisfy({ token(path, in: $0) != nil }) else { return nil }
        // Variants keyed by the modifiers the value depends on (see Themed.init(defaultTheme:themes:value:)).
        return Themed(defaultTheme: defaultTheme, themes: themes) { token(path, in: $0)!.value }
    }

    // MARK: - Styles

    /// Every style of every style sheet with its references resolved in `theme`.
    public func styles(in theme: Theme) -> [ResolvedStyle] {
        guard let tokens = tokensByTheme[theme] ?? tokensByTheme[completed(theme)] else { return [] }
        return styleSheets.flatMap { sheet in
            sheet.styles.compactMap { $0.resolved(with: tokens) }
        }
    }
}
