import Builders
import Foundation
import Render
import TokenModel

extension ViewBuilder: ShownInGallery {
    /// The size of the gallery's view specimens, in points.
    static let boxSize = CGSize(width: 160, height: 72)

    /// How the gallery shows the `view` kind: its section and each style's specimens.
    static let gallery = StyleGallery<ViewBuilder>(
        component: "ViewBuilder", id: "views", title: "View styles",
        summary: "Each view style on a \(Int(boxSize.width)) × \(Int(boxSize.height)) box."
    ) { _, styled in
        [StyleSpecimen("box", detail: "size \(boxSize)", .framed {
            let view = styled().build()
            view.frame = CGRect(origin: .zero, size: boxSize)
            return view
        })]
    }
}
