import Builders
import Foundation
import Render
import TokenModel

extension ImageViewBuilder: ShownInGallery {
    /// The size of the gallery's image-view specimens, in points.
    static let specimenSize = CGSize(width: 64, height: 64)

    /// How the gallery shows the `imageView` kind: its section and each style's specimens.
    static let gallery = StyleGallery<ImageViewBuilder>(
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
    }
}
