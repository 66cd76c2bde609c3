import Builders
import Foundation
import Render
import TokenModel

extension ImageViewBuilder: ShownInGallery {
    /// How the gallery shows the `imageView` kind: its section and each style's specimens,
    /// drawn as `StyleSnapshotTests` draws them (``ImageViewStyleRecipes``).
    static let gallery = StyleGallery<ImageViewBuilder>(
        component: "ImageViewBuilder", id: "image-views", title: "Image view styles",
        summary: "Each image-view style at \(Int(ImageViewStyleRecipes.size.width)) × \(Int(ImageViewStyleRecipes.size.height)) with a wide photo, and with a glyph drawn as a template where the style tints.",
        keywords: ["image"]
    ) { context, styled in
        ImageViewStyleRecipes.specimens(style: context.style.name, sampleImage: context.sampleImage, styled: styled)
    }
}
