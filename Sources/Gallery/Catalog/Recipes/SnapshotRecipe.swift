import Builders
import Foundation
import Render

/// One picture that the gallery and a snapshot test draw from the same code: what makes
/// the view, and the one rule it is drawn by (layout size and padding). The renderer
/// brings the rest: the scale, the theme and the background, the theme's page background
/// on both sides (`Specimens.background` in the tests, the gallery's background token).
///
/// The snapshot test asserts ``makeView()`` with its strategy at ``size`` and ``padding``;
/// the gallery draws ``image(with:)`` and names ``reference`` on its picture, and
/// `GalleryReferenceTests` holds the two equal, pixel for pixel.
package struct SnapshotRecipe: Sendable {
    // MARK: - Properties

    /// The reference the snapshot test records; `nil` for a picture only the gallery
    /// shows, drawn by the same rule as its siblings that have one.
    package let reference: SnapshotReference?
    /// The layout size: `.fixed` for a frame the origin gives, else fitting.
    package let size: LayoutSize
    /// The page around the view, in points.
    package let padding: CGFloat
    /// Builds a new view each time: pictures are drawn in parallel.
    private let make: @Sendable () throws -> View

    // MARK: - Initializers

    /// The view `make` builds, laid out at `size`, with `padding` points of background
    /// around it: what the snapshot strategies `.image(size:theme:padding:background:)` draw.
    package init(_ reference: SnapshotReference?, size: LayoutSize = .compressed, padding: CGFloat = 0,
                 make: @escaping @Sendable () throws -> View) {
        self.reference = reference
        self.size = size
        self.padding = padding
        self.make = make
    }

    // MARK: - Drawing

    /// What decides the pixels besides the view's own inputs, for a gallery picture's recipe.
    package var ruleDescription: String { "size \(size) padding \(padding)" }

    /// A new view, for a snapshot assertion.
    package func makeView() throws -> View {
        try make()
    }

    /// The picture, drawn by `renderer`: a new view laid out by the rule.
    package func image(with renderer: Renderer) throws -> PixelImage {
        try renderer.render(try make(), layingOutAt: size, padding: padding)
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
