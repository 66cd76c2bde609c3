import Builders
import Foundation
import Render

/// One picture that the gallery and a snapshot test draw from the same code: what makes
/// the view, and the one rule it is drawn by (layout size and padding). The renderer
/// brings the rest: the scale, the theme and the background, the theme's page background
/// on both sides (`Specimens.background` in the tests, the gallery's background token).
///
/// The snapshot test asserts ``makeView()`` with its strategy at ``size`` and ``padding``
/// (or ``image(with:)`` for a picture the component composes itself); the gallery draws
/// ``image(with:)`` and names ``reference`` on its picture, and `GalleryReferenceTests`
/// holds the two equal, pixel for pixel.
package struct SnapshotRecipe: Sendable {
    // MARK: - Nested types

    /// How the picture is drawn.
    package enum Drawing: Sendable {
        /// The view `make` builds, laid out at `size`, with `padding` points of background
        /// around it: what the snapshot strategies `.image(size:theme:padding:background:)` draw.
        case view(size: LayoutSize, padding: CGFloat, make: @Sendable () throws -> View)
        /// A picture composed with the renderer (a strip of frames), compared as it is.
        case image(@Sendable (Renderer) throws -> PixelImage)
    }

    // MARK: - Properties

    /// The reference the snapshot test records; `nil` for a picture only the gallery
    /// shows, drawn by the same rule as its siblings that have one.
    package let reference: SnapshotReference?
    /// How the picture is drawn.
    package let drawing: Drawing

    // MARK: - Initializers

    /// A view laid out at `size` with `padding` points of background around it.
    package init(_ reference: SnapshotReference?, size: LayoutSize = .compressed, padding: CGFloat = 0,
                 make: @escaping @Sendable () throws -> View) {
        self.reference = reference
        self.drawing = .view(size: size, padding: padding, make: make)
    }

    /// A picture `draw` composes with the renderer.
    package init(_ reference: SnapshotReference?, draw: @escaping @Sendable (Renderer) throws -> PixelImage) {
        self.reference = reference
        self.drawing = .image(draw)
    }

    // MARK: - The rule

    /// The layout size of a view recipe; `nil` for a composed picture.
    package var size: LayoutSize? {
        if case .view(let size, _, _) = drawing { return size }
        return nil
    }

    /// The padding of a view recipe, in points; 0 for a composed picture.
    package var padding: CGFloat {
        if case .view(_, let padding, _) = drawing { return padding }
        return 0
    }

    /// What decides the pixels besides the view's own inputs, for a gallery picture's recipe.
    package var ruleDescription: String {
        switch drawing {
        case .view(let size, let padding, _): "size \(size) padding \(padding)"
        case .image: "composed"
        }
    }

    // MARK: - Drawing

    /// A new view of a view recipe, for a snapshot assertion.
    /// - Throws: ``SnapshotRecipeError/notAView(_:)`` for a composed picture; what `make` throws.
    package func makeView() throws -> View {
        guard case .view(_, _, let make) = drawing else { throw SnapshotRecipeError.notAView(reference) }
        return try make()
    }

    /// The picture, drawn by `renderer`: the view laid out by the rule, or the composed picture.
    package func image(with renderer: Renderer) throws -> PixelImage {
        switch drawing {
        case .view(let size, let padding, let make): try renderer.render(try make(), layingOutAt: size, padding: padding)
        case .image(let draw): try draw(renderer)
        }
    }
}

/// A recipe was asked for what it does not have.
package enum SnapshotRecipeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The recipe composes a picture; it has no view to snapshot.
    case notAView(SnapshotReference?)

    package var description: String {
        switch self {
        case .notAView(let reference): "the recipe of \(reference.map(String.init(describing:)) ?? "a picture") composes a picture; snapshot its image"
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
