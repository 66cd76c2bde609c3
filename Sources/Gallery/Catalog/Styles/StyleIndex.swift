import OrderedCollections
import TokenModel

/// Every shown theme's resolved styles, resolved once and found by kind and name.
/// `ResolvedDesignSystem.styles(in:)` resolves every style sheet on each call, so asking
/// it once per style and theme (as `GalleryContext.styleGroups` does) costs a section of
/// n styles n² resolutions; this costs one pass per theme.
struct StyleIndex: Sendable {
    // MARK: - Nested types

    private struct StyleKey: Hashable {
        var kind: String
        var name: String
    }

    private struct Look: Hashable {
        var values: OrderedDictionary<String, ResolvedStyle.Value>
        var background: Color
    }

    // MARK: - Properties

    private let context: GalleryContext
    private let stylesByTheme: [Theme: [StyleKey: ResolvedStyle]]

    // MARK: - Initializers

    init(_ context: GalleryContext) {
        self.context = context
        var stylesByTheme: [Theme: [StyleKey: ResolvedStyle]] = [:]
        for theme in context.themes {
            var styles: [StyleKey: ResolvedStyle] = [:]
            for style in context.system.styles(in: theme) {
                // The first of a name wins, as in `styles(in:).first { … }`.
                styles[StyleKey(kind: style.kind, name: style.name)] = styles[StyleKey(kind: style.kind, name: style.name)] ?? style
            }
            stylesByTheme[theme] = styles
        }
        self.stylesByTheme = stylesByTheme
    }

    // MARK: - Finding

    /// The style `kind`.`name` in `theme`; `nil` where a reference of it is missing there.
    func style(kind: String, name: String, in theme: Theme) -> ResolvedStyle? {
        stylesByTheme[theme]?[StyleKey(kind: kind, name: name)]
    }

    /// The style in each shown theme, grouped by its values and the page background, as
    /// `GalleryContext.styleGroups(kind:name:)` groups them; each group's style is its
    /// first theme's.
    func groups(kind: String, name: String) -> [(style: ResolvedStyle, background: Color, themes: [Theme])] {
        context.themeGroups { theme -> Look? in
            style(kind: kind, name: name, in: theme).map { Look(values: $0.values, background: context.background(in: theme)) }
        }.compactMap { group in
            style(kind: kind, name: name, in: group.themes[0]).map { ($0, group.key.background, group.themes) }
        }
    }
}
