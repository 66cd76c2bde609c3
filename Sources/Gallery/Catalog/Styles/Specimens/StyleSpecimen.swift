import Foundation
import Render
import Builders
import TokenModel

/// One picture the gallery draws of a style: the state or sample it shows (its caption),
/// what else decides its pixels (its detail, part of the picture's cache key), and how it
/// is drawn. A kind's ``StyleGallery`` makes these from the style and the gallery's
/// settings.
package struct StyleSpecimen: Sendable {
    // MARK: - Nested types

    /// How a specimen is drawn.
    package enum Drawing: Sendable {
        /// By a recipe a snapshot test draws too, by the recipe's own rule; the picture
        /// names the recipe's reference.
        case recipe(SnapshotRecipe)
        /// A shimmer, animated over one loop, with the gallery's padding around each frame.
        /// `detail` names the view `make` builds. An animation has no still reference: the
        /// strip of its sweep is a specimen of its own, drawn by a recipe.
        case animation(make: @Sendable () -> any View & ShimmerAnimated)
    }

    /// The gallery's settings and the style a kind's specimens are made for.
    package struct Context: Sendable {
        /// The style, as resolved in the themes the pictures are drawn for.
        package let style: ResolvedStyle
        /// The page's background in those themes.
        package let background: Color
        /// Pixels per point.
        package let scale: Int
        /// The gallery's padding around each picture, in points.
        package let padding: CGFloat
        /// The gallery's sample text for text styles.
        package let sampleText: String
        /// A sample image the gallery draws (a portrait, a photo, an icon, a glyph).
        package let sampleImage: @Sendable (SampleImage) throws -> PixelImage
        /// Another style of the design system (`kind`, `name`) in the same theme, for a
        /// specimen that shows one inside its own (a label under a blur); `nil` for none.
        package let otherStyle: @Sendable (_ kind: String, _ name: String) -> ResolvedStyle?

        package init(style: ResolvedStyle, background: Color, scale: Int, padding: CGFloat, sampleText: String,
                    otherStyle: @escaping @Sendable (_ kind: String, _ name: String) -> ResolvedStyle? = { _, _ in nil },
                    sampleImage: @escaping @Sendable (SampleImage) throws -> PixelImage) {
            self.style = style
            self.background = background
            self.scale = scale
            self.padding = padding
            self.sampleText = sampleText
            self.otherStyle = otherStyle
            self.sampleImage = sampleImage
        }
    }

    /// The sample images a specimen may show, drawn by the gallery.
    package enum SampleImage: Sendable, Hashable {
        /// A round portrait, `side` points across.
        case portrait(side: CGFloat)
        /// A wide photo.
        case photo
        /// A glyph to draw as a template, `side` points across.
        case glyph(side: CGFloat)
        /// A colored icon, `side` points across.
        case icon(side: CGFloat)
    }

    // MARK: - Properties

    /// What the picture shows (`selected`, `12`, `page 1 of 5`).
    package let caption: String
    /// What else decides its pixels (a sample text, a size), for the picture's cache key.
    package let detail: String
    /// How it is drawn.
    package let drawing: Drawing
    /// The labels under the frames of a strip (`0 ms`, `page 1.25`), which its drawing
    /// draws (``labelledStrip(_:labels:columns:spacing:background:)``) and the page says.
    package let frameLabels: [String]
    /// The recipe a snapshot test draws too, `nil` for an animation.
    package var recipe: SnapshotRecipe? {
        if case .recipe(let recipe) = drawing { recipe } else { nil }
    }

    // MARK: - Initializers

    /// A specimen drawn by `recipe`, which a snapshot test draws too; `frameLabels` are the
    /// labels the recipe draws under its frames, for the page to say (and the picture's key).
    package init(_ caption: String, detail: String = "", frameLabels: [String] = [], recipe: SnapshotRecipe) {
        self.caption = caption
        self.detail = Self.detail(detail, labels: frameLabels)
        self.drawing = .recipe(recipe)
        self.frameLabels = frameLabels
    }

    /// A shimmer the gallery animates over one loop: the view `make` builds.
    package init(_ caption: String, detail: String = "", animating make: @escaping @Sendable () -> any View & ShimmerAnimated) {
        self.caption = caption
        self.detail = detail
        self.drawing = .animation(make: make)
        self.frameLabels = []
    }

    // MARK: - Private

    /// `detail`, with the labels a strip draws: they decide its pixels too.
    private static func detail(_ detail: String, labels: [String]) -> String {
        labels.isEmpty ? detail : "\(detail) labels \(labels)"
    }
}
