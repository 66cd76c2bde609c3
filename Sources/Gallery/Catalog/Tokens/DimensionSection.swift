import Foundation
import TokenModel

/// The gallery's dimension tokens, drawn to scale as their names say what they measure:
/// a rounded square per radius, a gap per spacing, a bordered box per line width and a
/// bar per other length, each over its value. A length is the same on every page, so a
/// dimension equal in every theme is drawn once (on the first theme's background), not
/// once per background.
enum DimensionSection {
    static func sections(in context: GalleryContext) -> [GallerySection] {
        let listing = TokenListing(context)
        let scale = context.options.scale
        let entries = listing.tokens { $0.type == .dimension }.map { token in
            let kind = DimensionKind(token.path)
            return listing.entry(token, section: "dimension", facts: [GalleryFact("drawn as", kind.rawValue)], byBackground: false) { group in
                guard let dimension = group.token.value.dimension else { return GalleryVariant(themes: group.themes, pictures: []) }
                let background = group.background
                let picture = GalleryPicture(recipe: TokenPicture.dimensionRecipe(dimension, kind: kind, on: background)) {
                    .still(try TokenPicture.dimension(dimension, kind: kind, on: background, scale: scale))
                }
                return GalleryVariant(themes: group.themes, facts: facts(of: dimension, kind: kind), pictures: [picture])
            }
        }
        let summary = "Lengths at 1:1 (a point of the token is a point of the page), each over its value, once when every theme has the same: radii as rounded squares, spacing as gaps, line widths as borders, other lengths as bars. Bars longer than the picture are drawn at 1:2, 1:4, … (the facts say so); a zigzag cuts what is longer still."
        return [GallerySection(id: "dimensions", title: "Dimensions", summary: summary, entries: entries)]
    }

    /// The value as written, in points when it is not, and a warning for a negative or
    /// unusable length.
    static func facts(of dimension: TokenModel.Dimension, kind: DimensionKind) -> [GalleryFact] {
        var facts = [GalleryFact("value", dimension.description)]
        let points = dimension.points()
        if !points.isFinite {
            facts.append(GalleryFact("points", "not a number", level: .warning))
        } else {
            if dimension.unit != .px { facts.append(GalleryFact("points", "\(GalleryFact.number(points)) pt (1rem = 16pt)")) }
            if points < 0 { facts.append(GalleryFact("negative", "drawn dashed, as its size", level: .warning)) }
            let limit = TokenPicture.drawnLimit(of: kind)
            let reduction = kind == .length ? TokenPicture.reduction(of: points) : 1
            if reduction > 1 { facts.append(GalleryFact("drawn at", "1:\(GalleryFact.number(reduction))")) }
            if abs(points) / reduction > limit { facts.append(GalleryFact("drawn", "cut at \(GalleryFact.number(limit)) pt")) }
        }
        return facts
    }
}
