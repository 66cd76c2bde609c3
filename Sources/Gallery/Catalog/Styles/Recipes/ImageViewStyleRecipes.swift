import Builders
import Foundation
import Render

/// An image-view style as `StyleSnapshotTests` and the gallery's "Image view styles" both
/// draw it: a 64 × 64 view showing the wide 96 × 64 sample photo (so the content mode
/// shows, and the photo is scaled down, never blurred up), and,
/// where the style tints, the sample glyph drawn as a template, with 24 points of page
/// around it (`Snapshots/DesignSystemTests/image-view-<style>-<photo|tinted-glyph>`).
package enum ImageViewStyleRecipes {
    // MARK: - Properties

    /// The view's size, in points.
    package static let size = CGSize(width: 64, height: 64)
    /// The side of the glyph, in points: the view's, so the glyph is drawn at its own
    /// pixels, not scaled up.
    package static let glyphSide: CGFloat = 64

    // MARK: - Specimens

    /// The specimens of the style `style` that `styled` starts: the photo, then the tinted
    /// glyph when the style sets a tint color; `sampleImage` draws them (the tests' scale
    /// by default).
    package static func specimens(style: String, sampleImage: @escaping @Sendable (StyleSpecimen.SampleImage) throws -> PixelImage = { try SampleImages.image($0, scale: 2) },
                                  styled: @escaping @Sendable () -> ImageViewBuilder) -> [StyleSpecimen] {
        var specimens = [
            StyleSpecimen("photo", detail: "sample photo 96 × 64 size \(size)", recipe: recipe(style: style, name: "photo", styled: styled) {
                Image(try sampleImage(.photo))
            }),
        ]
        if styled().build().tintColor != nil {
            specimens.append(StyleSpecimen("tinted glyph", detail: "sample glyph \(glyphSide) size \(size)", recipe: recipe(style: style, name: "tinted-glyph", styled: styled) {
                Image(try sampleImage(.glyph(side: glyphSide)), renderingMode: .alwaysTemplate)
            }))
        }
        return specimens
    }

    // MARK: - Private

    private static func recipe(style: String, name: String, styled: @escaping @Sendable () -> ImageViewBuilder,
                               image: @escaping @Sendable () throws -> Image) -> SnapshotRecipe {
        SnapshotRecipe(SnapshotReference(suite: "DesignSystemTests", name: "image-view-\(style)-\(name)"), padding: 24) {
            styled().useAutoLayout().setImage(try image()).build().fixingSize(to: size)
        }
    }
}
