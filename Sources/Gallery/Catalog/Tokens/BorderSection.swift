import Foundation
import TokenModel

/// The gallery's border tokens: a box with each border.
enum BorderSection {
    static func sections(in context: GalleryContext) -> [GallerySection] {
        TokenListing.pictureSection(
            in: context, id: "borders", title: "Borders",
            summary: "A box with each border round its inside edge, on the page background.",
            entrySection: "border",
            value: { if case .border(let border) = $0 { border } else { nil } },
            recipe: TokenPicture.borderRecipe(_:on:),
            draw: { try TokenPicture.borderBox($0, on: $1, scale: $2) },
            facts: facts(of:)
        )
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
