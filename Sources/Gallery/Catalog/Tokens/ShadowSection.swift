import Foundation
import TokenModel

/// The gallery's shadow tokens: a card casting each, with every layer written out.
enum ShadowSection {
    static func sections(in context: GalleryContext) -> [GallerySection] {
        TokenListing.pictureSection(
            in: context, id: "shadows", title: "Shadows",
            summary: "A card casting each shadow on the page background; layers are listed front to back, as CSS writes them.",
            entrySection: "shadow",
            value: { if case .shadow(let shadows) = $0 { shadows } else { nil } },
            recipe: TokenPicture.shadowRecipe(_:on:),
            draw: { try TokenPicture.shadowCard($0, on: $1, scale: $2) },
            facts: facts(of:)
        )
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
