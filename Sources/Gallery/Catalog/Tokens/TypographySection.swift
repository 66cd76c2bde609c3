import Foundation
import Render
import TokenModel

/// The gallery's typography tokens: the sample text set in each, with the font actually
/// drawn (a warning when the family is not installed and a fallback stands in), size,
/// weight, line height and letter spacing.
enum TypographySection {
    static func sections(in context: GalleryContext) -> [GallerySection] {
        let listing = TokenListing(context)
        let options = context.options
        let width = options.maximumWidth
        let entries = listing.tokens { $0.type == .typography }.map { token in
            listing.entry(token, section: "typography") { group in
                guard let typography = group.token.value.typography else { return GalleryVariant(themes: group.themes, pictures: []) }
                let background = group.background
                let text = options.sampleText
                let picture = GalleryPicture(recipe: TokenPicture.specimenRecipe(typography, text: text, width: width, on: background)) {
                    .still(try TokenPicture.specimen(typography, text: text, width: width, on: background, scale: options.scale))
                }
                return GalleryVariant(themes: group.themes, facts: facts(of: typography), pictures: [picture])
            }
        }
        let summary = "Each typography token setting the sample text; line boxes are tinted and baselines drawn. A warning marks a family this machine lacks."
        return [GallerySection(id: "typography", title: "Typography", summary: summary, entries: entries)]
    }

    /// The font drawn, size, weight, line height and letter spacing; a warning in place of
    /// the font when the token names no family at all.
    static func facts(of typography: Typography) -> [GalleryFact] {
        var facts = GalleryFact.typography(typography)
        if (try? FontCatalog.validatedFamilies(typography.fontFamily)) == nil, let index = facts.firstIndex(where: { $0.label == "font" }) {
            facts[index] = GalleryFact("font", "no family named: the specimen cannot be set", level: .warning)
        }
        return facts.map { GalleryFact($0.label, TokenListing.shortened($0.value), level: $0.level) }
    }
}
