import Render
import TokenModel

// MARK: - A section of one picture per value

extension TokenListing {
    /// The section of the tokens whose value `value` reads (a shadow, a border, a gradient):
    /// one picture per variant drawn on the variant's background, and the value's facts.
    static func pictureSection<Value: Sendable>(
        in context: GalleryContext,
        id: String,
        title: String,
        summary: String,
        entrySection: String,
        value: @escaping (TokenValue) -> Value?,
        recipe: @escaping (Value, Color) -> String,
        draw: @escaping @Sendable (Value, Color, Int) throws -> PixelImage,
        facts: @escaping (Value) -> [GalleryFact]
    ) -> [GallerySection] {
        let listing = TokenListing(context)
        let scale = context.options.scale
        let entries = listing.tokens { value($0.value) != nil }.map { token in
            listing.entry(token, section: entrySection) { group in
                guard let value = value(group.token.value) else { return GalleryVariant(themes: group.themes, pictures: []) }
                let background = group.background
                let picture = GalleryPicture(recipe: recipe(value, background)) {
                    .still(try draw(value, background, scale))
                }
                return GalleryVariant(themes: group.themes, facts: facts(value), pictures: [picture])
            }
        }
        return [GallerySection(id: id, title: title, summary: summary, entries: entries)]
    }
}
