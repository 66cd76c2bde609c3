import Builders
import Foundation
import Render
import TokenModel

/// The gallery's sections of styles, one per kind of ``StyleGalleries`` in its order: the
/// plain views', then the components'. Each kind's gallery says what its section is called
/// and which specimens it shows (states and sample content); its text-on-surface pairs
/// decide the facts (the font and the text's contrast). Nothing here names a kind.
enum StyleKindSection {
    // MARK: - Sections

    static func sections(in context: GalleryContext) -> [GallerySection] {
        StyleGalleries.entries.flatMap { section(of: $0, in: context) }
    }

    /// The section of `entry`'s kind, or none when the design system has no style of it.
    static func section(of entry: StyleGalleries.Entry, in context: GalleryContext) -> [GallerySection] {
        let typography = entry.kind.textsOnSurfaces.lazy.compactMap(\.typography).first
        let showsContrast = !entry.kind.textsOnSurfaces.isEmpty
        return StyleEntries.section(
            id: entry.section.id, title: entry.section.title, summary: entry.section.summary,
            kind: entry.kind.key, component: entry.section.component, in: context, keywords: entry.section.keywords,
            facts: { subject in
                if let typography { return StyleFacts.text(of: subject.style, typography: typography, pageBackground: subject.background) }
                return showsContrast ? StyleFacts.contrast(of: subject.style, pageBackground: subject.background) : []
            },
            pictures: { subject in
                entry.specimens(specimenContext(of: subject)).map { picture(of: $0, subject: subject) }
            }
        )
    }

    // MARK: - Private

    private static func specimenContext(of subject: StyleEntries.Subject) -> StyleSpecimen.Context {
        let scale = subject.options.scale
        return StyleSpecimen.Context(
            style: subject.style, background: subject.background, scale: scale,
            padding: subject.options.padding, sampleText: subject.options.sampleText, otherStyle: subject.otherStyle
        ) { sample in
            try SampleImages.image(sample, scale: scale)
        }
    }

    /// The picture of `specimen`, with its frame labels: its recipe's, or a shimmer's
    /// animation.
    private static func picture(of specimen: StyleSpecimen, subject: StyleEntries.Subject) -> GalleryPicture {
        var picture = switch specimen.drawing {
        case .recipe(let recipe): subject.picture(specimen.caption, detail: specimen.detail, recipe: recipe)
        case .animation(let make): ShimmerSpecimens.animatedPicture(of: subject, specimen: specimen.detail, make: make)
        }
        picture.frameLabels = specimen.frameLabels
        return picture
    }
}
