import Foundation
import Render

/// One picture of an entry, described by a recipe and drawn only when the gallery has no
/// picture of that recipe yet.
///
/// The recipe is the picture's identity: two pictures with one recipe are drawn once, and a
/// second run reuses a picture whose recipe it has drawn before. So the recipe must name
/// every input that changes the pixels (the value, the style's values, the size, the
/// background, the sample text); the scale and the renderer's version are added by the
/// writer. `String(reflecting:)` of the values is a good recipe.
public struct GalleryPicture: Sendable {
    // MARK: - Properties

    /// Shown under the picture (`selected`, `12`); `nil` for none.
    public var caption: String?
    /// Everything that decides the pixels, as text.
    public var recipe: String
    /// What each frame of a strip shows, in order (`0 ms`, `125 ms`): drawn under the
    /// frames, and said in the caption, so the page can be read and searched without the
    /// picture. Empty for a picture that is not a strip.
    public var frameLabels: [String] = []
    /// The snapshot reference drawn by the same recipe (`OriginExamples/surfutils-bean-page-control`):
    /// `Snapshots/<reference>.<theme>@<scale>x.png` holds the picture each of its variant's
    /// themes gives, which `GalleryReferenceTests` checks pixel for pixel. `nil` for a
    /// picture no snapshot test draws.
    public var reference: String?
    /// Draws the picture. Runs on any thread, in parallel with other pictures, so it builds
    /// its own views.
    public var draw: @Sendable () throws -> GalleryRendering

    // MARK: - Initializers

    public init(caption: String? = nil, recipe: String, reference: String? = nil,
                draw: @escaping @Sendable () throws -> GalleryRendering) {
        self.caption = caption
        self.recipe = recipe
        self.reference = reference
        self.draw = draw
    }
}

/// What drawing a picture gives.
public enum GalleryRendering: Sendable {
    /// One image.
    case still(PixelImage)
    /// An animated PNG. Its default image (the first frame) gives the picture's size and
    /// the contact sheet's thumbnail.
    case animated(Data)

    /// The image shown where a picture cannot move: a still itself, an animation's first
    /// frame (read from its PNG, at `scale`).
    public func stillImage(scale: Int) throws -> PixelImage {
        switch self {
        case .still(let image): image
        case .animated(let data): try PixelImage(pngData: data, scale: scale)
        }
    }
}
