import Builders
import Foundation
import Render
import TokenModel

extension ViewBuilder: ShownInGallery {
    /// How the gallery shows the `view` kind: its section and each style's specimens,
    /// drawn as `StyleSnapshotTests` draws them (``ViewStyleRecipes``).
    static let gallery = StyleGallery<ViewBuilder>(
        component: "ViewBuilder", id: "views", title: "View styles",
        summary: "Each view style on a 240 × 96 box, a separator as a 240 × 1 hairline."
    ) { context, styled in
        let style = context.style.name
        return [StyleSpecimen("box", detail: "size \(ViewStyleRecipes.boxSize(of: style))", recipe: ViewStyleRecipes.box(style: style, styled: styled))]
    }
}
