import Foundation
import TokenModel

/// The gallery's border tokens: a box with each border.
enum BorderSection {
    static func sections(in context: GalleryContext) -> [GallerySection] {
        let listing = TokenListing(context)
        let scale = context.options.scale
        let entries = listing.tokens { $0.type == .border }.map { token in
            listing.entry(token, section: "border") { group in
                guard case .border(let border) = group.token.value else { return GalleryVariant(themes: group.themes, pictures: []) }
                let background = group.background
                let picture = GalleryPicture(recipe: TokenPicture.borderRecipe(border, on: background)) {
                    .still(try TokenPicture.borderBox(border, on: background, scale: scale))
                }
                return GalleryVariant(themes: group.themes, facts: facts(of: border), pictures: [picture])
            }
        }
        let summary = "A box with each border round its inside edge, on the page background."
        return [GallerySection(id: "borders", title: "Borders", summary: summary, entries: entries)]
    }

    /// The width, style and color.
    static func facts(of border: Border) -> [GalleryFact] {
        var facts = [GalleryFact("width", border.width.description), GalleryFact("style", StrokeStyleText.text(border.style)),
                     GalleryFact("color", border.color.hexString)]
        let width = border.width.points()
        if !width.isFinite || width < 0 {
            facts.append(GalleryFact("drawn", "not drawn: the width is not a length", level: .warning))
        } else if width > TokenPicture.maximumDrawnBorder {
            facts.append(GalleryFact("drawn", "\(GalleryFact.number(TokenPicture.maximumDrawnBorder)) pt wide at most"))
        }
        return facts
    }
}
