import TokenModel

/// One token or one style in the gallery: its name, where it comes from, what is known about
/// it, and its pictures in every theme.
public struct GalleryEntry: Sendable {
    // MARK: - Properties

    /// The entry's anchor in the page (`color-colors.primary`); unique in a catalog.
    public var id: String
    /// What the entry is called on the page: a token path (`colors.primary`) or a style
    /// (`label.error`). The search box matches it.
    public var name: String
    /// What a designer calls the entry, when that is not its name: a style's component as
    /// its origin names it and the style (`MapTextPinDrawer · default`). The page and the
    /// contact sheet show it as the heading, with the name as a fact; `nil` for none.
    public var title: String?
    /// The group the entry is listed under inside its section (`colors`, `spacing`); entries
    /// of one group are adjacent, in source order. `nil` for none.
    public var group: String?
    /// The `$description` (or a style's), shown as text; `nil` for none.
    public var description: String?
    /// The reason given by `$deprecated`, possibly empty; `nil` when not deprecated.
    public var deprecation: String?
    /// Where the token or style is defined.
    public var source: SourceLocation?
    /// What holds in every theme (the type, an alias target, …).
    public var facts: [GalleryFact]
    /// `property → token path` for a style's properties that name a token.
    public var references: [GalleryReference]
    /// The pictures, one variant per set of themes that look the same; a value equal in every
    /// theme has one variant listing every theme.
    public var variants: [GalleryVariant]
    /// Words besides the name that the search box matches (an alias target, a type).
    public var keywords: [String]

    // MARK: - Initializers

    public init(
        id: String,
        name: String,
        title: String? = nil,
        group: String? = nil,
        description: String? = nil,
        deprecation: String? = nil,
        source: SourceLocation? = nil,
        facts: [GalleryFact] = [],
        references: [GalleryReference] = [],
        variants: [GalleryVariant],
        keywords: [String] = []
    ) {
        self.id = id
        self.name = name
        self.title = title
        self.group = group
        self.description = description
        self.deprecation = deprecation
        self.source = source
        self.facts = facts
        self.references = references
        self.variants = variants
        self.keywords = keywords
    }

    // MARK: - Heading

    /// The entry's heading: its title, else its name.
    public var heading: String { title ?? name }
}

/// A style's property that takes its value from a token.
public struct GalleryReference: Sendable, Hashable {
    /// The style-sheet property (`textColor`).
    public var property: String
    /// The token it names (`colors.error`).
    public var path: String

    public init(property: String, path: String) {
        self.property = property
        self.path = path
    }
}
