import Foundation
import TokenModel

/// The gallery's shadow tokens: a card casting each, with every layer written out.
enum ShadowSection {
    static func sections(in context: GalleryContext) -> [GallerySection] {
        let listing = TokenListing(context)
        let scale = context.options.scale
        let entries = listing.tokens { $0.type == .shadow }.map { token in
            listing.entry(token, section: "shadow") { group in
                guard case .shadow(let shadows) = group.token.value else { return GalleryVariant(themes: group.themes, pictures: []) }
                let background = group.background
                let picture = GalleryPicture(recipe: TokenPicture.shadowRecipe(shadows, on: background)) {
                    .still(try TokenPicture.shadowCard(shadows, on: background, scale: scale))
                }
                return GalleryVariant(themes: group.themes, facts: facts(of: shadows), pictures: [picture])
            }
        }
        let summary = "A card casting each shadow on the page background; layers are listed front to back, as CSS writes them."
        return [GallerySection(id: "shadows", title: "Shadows", summary: summary, entries: entries)]
    }

    /// One fact per layer: `0 1px 3px 0 #1F232826`, `inset` when inset.
    static func facts(of shadows: [Shadow]) -> [GalleryFact] {
        guard !shadows.isEmpty else { return [GalleryFact("layers", "none")] }
        return shadows.enumerated().map { index, shadow in
            let lengths = [shadow.offsetX, shadow.offsetY, shadow.blur, shadow.spread].map(\.description).joined(separator: " ")
            return GalleryFact(shadows.count == 1 ? "shadow" : "layer \(index + 1)",
                               "\(shadow.inset ? "inset " : "")\(lengths) \(shadow.color.hexString)")
        }
    }
}
