import DesignChecks
import Foundation
import OrderedCollections
import TokenModel

/// The gallery's color tokens: a swatch per theme group, in source order, each group's
/// colors together, with the hex, the color space the token was written in, and its
/// contrast on the page background.
enum ColorSection {
    static func sections(in context: GalleryContext) -> [GallerySection] {
        let listing = TokenListing(context)
        let scale = context.options.scale
        let entries = listing.tokens { $0.type == .color }.map { token in
            var entry = listing.entry(token, section: "color") { group in
                guard let color = group.token.value.color else { return GalleryVariant(themes: group.themes, pictures: []) }
                let background = group.background
                let hex = color.hexString
                let picture = GalleryPicture(recipe: TokenPicture.swatchRecipe(hex: hex, backgroundHex: group.backgroundHex)) {
                    .still(try TokenPicture.swatch(color, on: background, scale: scale))
                }
                return GalleryVariant(themes: group.themes, facts: facts(of: color, hex: hex, token: group.token, tokens: group.tokens,
                                                                         on: background, backgroundHex: group.backgroundHex),
                                      pictures: [picture])
            }
            // The search box finds a color by its hex too.
            for variant in entry.variants {
                if let hex = variant.facts.first(where: { $0.label == "hex" })?.value, !entry.keywords.contains(hex) { entry.keywords.append(hex) }
            }
            return entry
        }
        let summary = "Swatches in source order, every theme side by side: the hex, the color space each was written in, and its contrast on the page background."
        return [GallerySection(id: "colors", title: "Colors", summary: summary, entries: entries)]
    }

    /// The hex, how the color was written, and its contrast on `background`.
    static func facts(of color: Color, hex: String, token: ResolvedToken, tokens: OrderedDictionary<TokenPath, ResolvedToken>,
                      on background: Color, backgroundHex: String) -> [GalleryFact] {
        var facts = [GalleryFact("hex", hex)]
        let origin = TokenListing.origin(of: token, in: tokens)
        facts.append(GalleryFact("written as", writtenForm(of: origin, color: color)))
        if isOutsideSRGB(origin, color: color) {
            facts.append(GalleryFact("gamut", "outside sRGB: the swatch and the hex are clipped", level: .warning))
        }
        if color.alpha < 1 {
            facts.append(GalleryFact("opacity", "\(GalleryFact.number(color.alpha * 100))%"))
        }
        facts.append(GalleryFact("on background", "\(TextContrastCheck.ratioText(color.contrastRatio(against: background))) on \(backgroundHex)"))
        return facts
    }

    /// How the token holding the value wrote it: `srgb (0.12, 0.44, 0.92)`,
    /// `display-p3 (…) / 0.5`, or `hex #1F6FEB` for a `--compat` hex string.
    static func writtenForm(of origin: ResolvedToken, color: Color) -> String {
        if let authored = color.authored {
            return "\(authored.colorSpace.rawValue) (\(components(authored.components)))"
        }
        let node = origin.definition.value
        if let text = node.string { return TokenListing.shortened("hex \(text)") }
        guard let space = node["colorSpace"]?.string else { return "srgb" }
        let written = node["components"]?.array.map { $0.map { $0.number } } ?? []
        var text = "\(space) (\(components(written)))"
        if let alpha = node["alpha"]?.number, alpha < 1 { text += " / \(GalleryFact.number(alpha))" }
        return TokenListing.shortened(text)
    }

    /// Whether the color as written lies outside sRGB, so that what is drawn (and the hex)
    /// is clipped: a wide-gamut `display-p3` or `oklch` color, say.
    static func isOutsideSRGB(_ origin: ResolvedToken, color: Color) -> Bool {
        if let authored = color.authored {
            return authored.colorSpace.toSRGB(authored.components, alpha: color.alpha).clipped
        }
        let node = origin.definition.value
        guard let name = node["colorSpace"]?.string, name != ColorSpace.srgb.rawValue, let space = ColorSpace(rawValue: name),
              let components = node["components"]?.array, components.count == 3 else { return false }
        return space.toSRGB(components.map(\.number), alpha: color.alpha).clipped
    }

    // MARK: - Private

    /// `0.1216, 0.4353, none`: each number as written, not rounded.
    private static func components(_ components: [Double?]) -> String {
        components.map { component in
            guard let component else { return "none" }
            return component.isFinite && component == component.rounded() && abs(component) < 1e15 ? String(Int64(component)) : String(component)
        }.joined(separator: ", ")
    }
}
