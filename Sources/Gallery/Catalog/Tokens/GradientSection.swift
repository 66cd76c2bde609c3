import Foundation
import TokenModel

/// The gallery's gradient tokens: a band through each gradient's stops.
enum GradientSection {
    static func sections(in context: GalleryContext) -> [GallerySection] {
        let listing = TokenListing(context)
        let scale = context.options.scale
        let entries = listing.tokens { $0.type == .gradient }.map { token in
            listing.entry(token, section: "gradient") { group in
                guard let gradient = group.token.value.gradient else { return GalleryVariant(themes: group.themes, pictures: []) }
                let background = group.background
                let picture = GalleryPicture(recipe: TokenPicture.gradientRecipe(gradient, on: background)) {
                    .still(try TokenPicture.gradientBand(gradient, on: background, scale: scale))
                }
                return GalleryVariant(themes: group.themes, facts: facts(of: gradient), pictures: [picture])
            }
        }
        let summary = "A band from left to right through each gradient's stops, a mark under each stop."
        return [GallerySection(id: "gradients", title: "Gradients", summary: summary, entries: entries)]
    }

    /// The stops: `#FFFFFF 0%, #000000 100%`.
    static func facts(of gradient: Gradient) -> [GalleryFact] {
        guard !gradient.stops.isEmpty else { return [GalleryFact("stops", "none", level: .warning)] }
        let stops = gradient.stops.map { "\($0.color.hexString) \(GalleryFact.number($0.position * 100))%" }.joined(separator: ", ")
        return [GalleryFact("stops", TokenListing.shortened(stops))]
    }
}
