import Builders
import Foundation
import Gallery
import Render
import TokenModel

/// Every specimen the gallery shows of a style (its states and sample contents), drawn
/// with a plain ``Renderer`` in one theme: what the model-design-system tests look at.
enum StyleSpecimenRendering {
    // MARK: - Properties

    static let scale = 2
    /// The page around each frame of a shimmer (a recipe's picture has its own).
    static let padding: CGFloat = 12

    // MARK: - Rendering

    /// The pictures of every specimen of `style` (a kind of ``StyleGalleries``), by caption,
    /// drawn in `theme` on `background`. A shimmer gives one picture per frame of its sweep,
    /// or none unless `includingShimmers`.
    static func pictures(of style: ResolvedStyle, entry: StyleGalleries.Entry, theme: Theme,
                         background: Color, includingShimmers: Bool = true) throws -> [(caption: String, image: PixelImage)] {
        let renderer = Renderer(scale: scale, theme: theme, background: Themed(background))
        let context = StyleSpecimen.Context(style: style, background: background, scale: scale, padding: padding,
                                            sampleText: "Yg 14 Quick brown fox") { sample in
            try sampleImage(sample)
        }
        return try entry.specimens(context).flatMap { specimen -> [(caption: String, image: PixelImage)] in
            switch specimen.drawing {
            case .recipe(let recipe):
                return [(specimen.caption, try recipe.image(with: renderer))]
            case .animation(let make):
                guard includingShimmers else { return [] }
                let view = make()
                let loop = view.loopDuration.isFinite && view.loopDuration > 0 ? view.loopDuration : 0
                return try (0..<6).map { step in
                    let time = loop * Double(step) / 6
                    return ("\(specimen.caption) at \(time) s", try view.frame(at: time, renderer: renderer, padding: padding))
                }
            }
        }
    }

    // MARK: - Private

    /// Sample images in a violet no design system here uses, so their pixels never pass
    /// for a token's color.
    private static func sampleImage(_ sample: StyleSpecimen.SampleImage) throws -> PixelImage {
        let side: CGFloat = switch sample {
        case .portrait(let side), .glyph(let side), .icon(let side): side
        case .photo: 64
        }
        return try PixelImage(color: Color(red: 0.5, green: 0.2, blue: 0.7), size: CGSize(width: side, height: side), scale: scale)
    }
}
