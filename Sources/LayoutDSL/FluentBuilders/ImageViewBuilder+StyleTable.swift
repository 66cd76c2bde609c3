import Foundation
import Render
import TokenModel
import ViewKit

extension ImageViewBuilder {
    /// The size of the gallery's image-view specimens, in points.
    static let specimenSize = CGSize(width: 64, height: 64)

    /// The `imageView` kind: the view's properties, the template tint and the content mode.
    public static let styleTable = StyleTable<ImageViewBuilder>(kind: ImageViewStyleKind.kind, viewRowsAnd: [
        .color(ImageViewStyleKind.tintColor, shows: { $0.tintColor }) { $0.setTintColor($1) },
        .contentMode(ImageViewStyleKind.contentMode, shows: { $0.contentMode }) { $0.setContentMode($1) },
    ], gallery: StyleGallery(
        component: "ImageViewBuilder", id: "image-views", title: "Image view styles",
        summary: "Each image-view style at \(Int(specimenSize.width)) × \(Int(specimenSize.height)) with a wide photo, and with a glyph drawn as a template where the style tints.",
        keywords: ["image"]
    ) { context, styled in
        let sampleImage = context.sampleImage
        var specimens = [StyleSpecimen("photo", detail: "sample photo size \(specimenSize)", .framed {
            let view = styled().setImage(Image(try sampleImage(.photo))).build()
            view.frame = CGRect(origin: .zero, size: specimenSize)
            return view
        })]
        if context.style.tokenValue("tintColor")?.color != nil {
            specimens.append(StyleSpecimen("tinted glyph", detail: "sample glyph size \(specimenSize)", .framed {
                let view = styled().setImage(Image(try sampleImage(.glyph(side: 32)), renderingMode: .alwaysTemplate)).build()
                view.frame = CGRect(origin: .zero, size: specimenSize)
                return view
            }))
        }
        return specimens
    })
}
