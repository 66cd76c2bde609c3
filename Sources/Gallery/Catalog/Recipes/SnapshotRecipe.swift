import Builders
import Foundation
import Render

/// One picture that the gallery and a snapshot test draw from the same code: what makes
/// it, and the one rule it is drawn by. The renderer brings the rest: the scale, the theme
/// and the background, the theme's page background on both sides (`Specimens.background`
/// in the tests, the gallery's background token).
///
/// A recipe draws a view (laid out at a size, with padding around it) or an image the
/// component draws itself with the renderer (a strip of an animation's frames). The
/// snapshot test asserts the recipe (`assertRecipeSnapshot`, with the `.specimen`
/// strategy for a view); the gallery draws ``image(with:)`` and names ``reference`` on its
/// picture, and `GalleryReferenceTests` holds the two equal, pixel for pixel.
package struct SnapshotRecipe: Sendable {
    // MARK: - Nested types

    /// What a recipe draws, and by which rule.
    package enum Drawing: Sendable {
        /// The view `make` builds, laid out at `size` (`.fixed` for a frame the origin
        /// gives, else fitting), with `padding` points of background around it.
        case view(size: LayoutSize, padding: CGFloat, make: @Sendable () throws -> View)
        /// The image `draw` makes with the renderer it is given; `rule` names everything
        /// besides the renderer and the inputs of the recipe's key that decides its pixels
        /// (frames, columns, spacing, padding), for the gallery's cache key.
        case image(rule: String, draw: @Sendable (Renderer) throws -> PixelImage)
    }

    /// A view was asked of a recipe that draws an image.
    package struct NotAViewError: Error, CustomStringConvertible {
        /// The recipe's reference, for the message.
        package let reference: SnapshotReference?

        package var description: String {
            "the recipe \(reference?.description ?? "without a reference") draws an image, not a view; draw it with image(with:)"
        }
    }

    // MARK: - Properties

    /// The reference the snapshot test records; `nil` for a picture only the gallery
    /// shows, drawn by the same rule as its siblings that have one.
    package let reference: SnapshotReference?
    /// What is drawn, and by which rule.
    package let drawing: Drawing

    // MARK: - Initializers

    /// The view `make` builds (a new one each time: pictures are drawn in parallel), laid
    /// out at `size`, with `padding` points of background around it: what the snapshot
    /// strategies `.image(size:theme:padding:background:)` draw.
    package init(_ reference: SnapshotReference?, size: LayoutSize = .compressed, padding: CGFloat = 0,
                 make: @escaping @Sendable () throws -> View) {
        self.reference = reference
        self.drawing = .view(size: size, padding: padding, make: make)
    }

    /// The image `draw` makes with the renderer it is given, by the rule `rule` names (see
    /// ``Drawing/image(rule:draw:)``): the same pixels whoever hands it the renderer.
    package init(_ reference: SnapshotReference?, rule: String, draw: @escaping @Sendable (Renderer) throws -> PixelImage) {
        self.reference = reference
        self.drawing = .image(rule: rule, draw: draw)
    }

    // MARK: - Drawing

    /// What decides the pixels besides the recipe's own inputs, for a gallery picture's recipe.
    package var ruleDescription: String {
        switch drawing {
        case .view(let size, let padding, _): "size \(size) padding \(padding)"
        case .image(let rule, _): "image \(rule)"
        }
    }

    /// A new view, for a snapshot assertion or a test that measures it.
    /// - Throws: ``NotAViewError`` for a recipe that draws an image; what `make` throws.
    package func makeView() throws -> View {
        guard case .view(_, _, let make) = drawing else { throw NotAViewError(reference: reference) }
        return try make()
    }

    /// The picture, drawn by `renderer`: a new view laid out by the rule, or the image.
    package func image(with renderer: Renderer) throws -> PixelImage {
        switch drawing {
        case .view(let size, let padding, let make): try renderer.render(try make(), layingOutAt: size, padding: padding)
        case .image(_, let draw): try draw(renderer)
        }
    }
}

// MARK: - Gallery pictures

extension SnapshotRecipe {
    /// The gallery's picture of this recipe, drawn by `renderer`, naming the reference.
    /// `key` names what decides the pixels besides the rule (the example, the style's
    /// values, the background); the rule is added to it.
    func galleryPicture(caption: String?, key: String, renderer: Renderer) -> GalleryPicture {
        GalleryPicture(caption: caption, recipe: "\(key) \(ruleDescription)", reference: reference?.description) {
            .still(try image(with: renderer))
        }
    }
}
