import Foundation
import TokenModel
import ViewKit

extension ViewBuilder {
    /// The size of the gallery's view specimens, in points.
    static let boxSize = CGSize(width: 160, height: 72)

    /// The `view` kind: the properties every view has.
    public static let styleTable = StyleTable<ViewBuilder>(kind: ViewStyleKind.kind, viewRowsAnd: [], gallery: StyleGallery(
        component: "ViewBuilder", id: "views", title: "View styles",
        summary: "Each view style on a \(Int(boxSize.width)) × \(Int(boxSize.height)) box."
    ) { _, styled in
        [StyleSpecimen("box", detail: "size \(boxSize)", .framed {
            let view = styled().build()
            view.frame = CGRect(origin: .zero, size: boxSize)
            return view
        })]
    })
}
