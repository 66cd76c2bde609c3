import TokenModel

/// What an entry looks like in some themes: the themes it is shared by, what holds there
/// (the hex of a color in dark, a contrast ratio), and its pictures.
public struct GalleryVariant: Sendable {
    // MARK: - Properties

    /// The themes this variant is shown for, in the design system's order; never empty.
    public var themes: [Theme]
    public var facts: [GalleryFact]
    /// The pictures, in order (a component's states: normal, selected, …). May be empty
    /// when the facts say everything (a font family's name).
    public var pictures: [GalleryPicture]
    /// Where these themes' value is defined, when not where the entry says (a dark color in
    /// `semantic.dark.tokens.json`); `nil` otherwise.
    public var source: SourceLocation?

    // MARK: - Initializers

    public init(themes: [Theme], facts: [GalleryFact] = [], pictures: [GalleryPicture], source: SourceLocation? = nil) {
        self.themes = themes
        self.facts = facts
        self.pictures = pictures
        self.source = source
    }
}
