import Builders
import Foundation
import Render
import TokenModel

extension BeanPageControlBuilder: ShownInGallery {
    /// The number of pages of the gallery's bean controls (``BeanPageControlRecipes``).
    static let specimenCount = BeanPageControlRecipes.count

    /// How the gallery shows the `beanPageControl` kind: its section and each style's specimens.
    static let gallery = StyleGallery<BeanPageControlBuilder>(
        component: "BeanPageControl", id: "bean-page-controls", title: "Bean page controls",
        summary: "Each bean style on the first, middle and last of \(specimenCount) pages, and its transition from the first page to the last, a row per step.",
        keywords: ["page control", "transition"]
    ) { context, styled in
        let count = specimenCount
        // Drawn as `BeanPageControlSnapshotTests` draws them.
        let pages = [0, count / 2, count - 1].map { page in
            StyleSpecimen("page \(page + 1) of \(count)", recipe: BeanPageControlRecipes.resting(style: context.style.name, page: page, styled: styled))
        }
        // The beans follow the finger, not a clock: each row is labelled by the scroll
        // position it shows (`page 1.25`, a quarter of the way to page 2).
        let positions = (try? styled().setCount(count).build().transitionPositions(stepsPerPage: 4)) ?? []
        let strip = StyleSpecimen("transition", detail: "count \(count) steps 4", frameLabels: positions.map { StyleSpecimen.pageLabel($0) },
                                  .image { renderer, padding in
            let frames = try styled().setCount(count).setPage(0).build().transitionFrames(stepsPerPage: 4, renderer: renderer, padding: padding / 2)
            return try StyleSpecimen.labelledStrip(frames, labels: positions.map { StyleSpecimen.pageLabel($0) }, columns: 1, spacing: 0,
                                                   background: renderer.background?.resolved(in: renderer.theme))
        })
        return pages + [strip]
    }
}
