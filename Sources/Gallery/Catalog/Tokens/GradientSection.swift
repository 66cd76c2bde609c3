import Foundation
import TokenModel

/// The gallery's gradient tokens: a band through each gradient's stops.
enum GradientSection {
    static func sections(in context: GalleryContext) -> [GallerySection] {
        TokenListing.pictureSection(
            in: context, id: "gradients", title: "Gradients",
            summary: "A band from left to right through each gradient's stops, a mark under each stop.",
            entrySection: "gradient",
            value: { $0.gradient },
            recipe: TokenPicture.gradientRecipe(_:on:),
            draw: { try TokenPicture.gradientBand($0, on: $1, scale: $2) },
            facts: facts(of:)
        )
    }

    /// The stops: `#FFFFFF 0%, #000000 100%`.
    static func facts(of gradient: Gradient) -> [GalleryFact] {
        guard !gradient.stops.isEmpty else { return [GalleryFact("stops", "none", level: .warning)] }
        let stops = gradient.stops.map { "\($0.color.hexString) \(GalleryFact.number($0.position * 100))%" }.joined(separator: ", ")
        return [GalleryFact("stops", TokenListing.shortened(stops))]
    }
}
