import Builders
import Foundation
import Render
import TokenModel

extension BeanPageControlBuilder: ShownInGallery {
    /// How the gallery shows the `beanPageControl` kind: its section and each style's
    /// specimens, drawn as `BeanPageControlSnapshotTests` draws them (``BeanPageControlRecipes``).
    static let gallery = StyleGallery<BeanPageControlBuilder>(
        component: "BeanPageControl", id: "bean-page-controls", title: "Bean page controls",
        summary: "Each bean style on the first, middle and last of \(BeanPageControlRecipes.count) pages, and its transition from the first page to the last, a row per step.",
        keywords: ["page control", "transition"]
    ) { context, styled in
        BeanPageControlRecipes.specimens(style: context.style.name, styled: styled)
    }
}
