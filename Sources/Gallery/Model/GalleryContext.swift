import Builders
import DesignChecks
import Foundation
import OrderedCollections
import Render
import TokenModel

/// What a section of the catalog is built from: the design system, the options, and the
/// questions every section asks (which themes look alike, what background a theme has).
public struct GalleryContext: Sendable {
    // MARK: - Properties

    public let system: ResolvedDesignSystem
    public let options: GalleryOptions
    /// The themes shown, in the design system's order.
    public let themes: [Theme]
    /// Worked out once: every entry asks.
    private let backgrounds: [Theme: Color]
    private let stylesByTheme: [Theme: [ResolvedStyle]]
    private let styleByName: [Theme: [StyleName: ResolvedStyle]]

    // MARK: - Initializers

    public init(system: ResolvedDesignSystem, options: GalleryOptions) {
        self.system = system
        self.options = options
        if let wanted = options.themes {
            self.themes = system.themes.filter { wanted.contains($0) }
        } else {
            self.themes = system.themes
        }
        var backgrounds: [Theme: Color] = [:]
        var stylesByTheme: [Theme: [ResolvedStyle]] = [:]
        var styleByName: [Theme: [StyleName: ResolvedStyle]] = [:]
        for theme in themes {
            backgrounds[theme] = Self.background(in: theme, of: system, options: options)
            let styles = system.styleSheets.isEmpty ? [] : system.styles(in: theme)
            stylesByTheme[theme] = styles
            // The first of a name wins, as `styles(in:).first { … }` finds it.
            styleByName[theme] = Dictionary(styles.map { (StyleName(kind: $0.kind, name: $0.name), $0) }) { first, _ in first }
        }
        self.backgrounds = backgrounds
        self.stylesByTheme = stylesByTheme
        self.styleByName = styleByName
    }

    // MARK: - Themes

    /// The page background of `theme`: the first of the options' background tokens that is
    /// a color there; white when none is.
    public func background(in theme: Theme) -> Color {
        backgrounds[theme] ?? Self.background(in: theme, of: system, options: options)
    }

    /// Every style resolved in `theme` (a theme not shown is resolved on the spot).
    public func styles(in theme: Theme) -> [ResolvedStyle] {
        stylesByTheme[theme] ?? system.styles(in: theme)
    }

    /// A renderer for `theme` at the gallery's scale, on the theme's background.
    public func renderer(for theme: Theme) -> Renderer {
        Renderer(scale: options.scale, theme: theme, background: Themed(background(in: theme)))
    }

    /// The shown themes grouped by what `key` gives in each, in the order each key is first
    /// met: the themes in which a token or style looks the same share one variant. Themes
    /// where `key` is `nil` are left out.
    public func themeGroups<Key: Hashable>(by key: (Theme) -> Key?) -> [(key: Key, themes: [Theme])] {
        var groups: [(key: Key, themes: [Theme])] = []
        var indexByKey: [Key: Int] = [:]
        for theme in themes {
            guard let value = key(theme) else { continue }
            if let index = indexByKey[value] {
                groups[index].themes.append(theme)
            } else {
                indexByKey[value] = groups.count
                groups.append((value, [theme]))
            }
        }
        return groups
    }

    /// The style `kind`.`name` in `theme`; `nil` where it is missing there.
    public func style(kind: String, name: String, in theme: Theme) -> ResolvedStyle? {
        if let byName = styleByName[theme] { return byName[StyleName(kind: kind, name: name)] }
        return system.styles(in: theme).first { $0.kind == kind && $0.name == name }
    }

    /// A style (`kind`, `name`) in each shown theme, grouped by its resolved values and the
    /// background; each group's style is its first theme's.
    public func styleGroups(kind: String, name: String) -> [(style: ResolvedStyle, background: Color, themes: [Theme])] {
        themeGroups { theme -> StyleAndBackground? in
            style(kind: kind, name: name, in: theme).map { StyleAndBackground(values: $0.values, background: background(in: theme)) }
        }.compactMap { group in
            style(kind: kind, name: name, in: group.themes[0]).map { ($0, group.key.background, group.themes) }
        }
    }

    // MARK: - Private

    private static func background(in theme: Theme, of system: ResolvedDesignSystem, options: GalleryOptions) -> Color {
        TextContrastCheck.pageBackground(in: theme, of: system, backgroundTokens: options.backgroundTokens)
    }

    private struct StyleName: Hashable {
        var kind: String
        var name: String
    }

    private struct StyleAndBackground: Hashable {
        var values: OrderedDictionary<String, ResolvedStyle.Value>
        var background: Color
    }
}
