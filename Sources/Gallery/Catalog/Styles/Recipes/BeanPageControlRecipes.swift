import Builders
import Foundation
import Render

/// The bean page control as `BeanPageControlSnapshotTests` and the gallery's "Bean page
/// controls" both draw it, for every style: five pages, resting on the first, the middle
/// and the last at its fitting size with 12 points of page around it, and the strip of a
/// scroll from the first page to the last, a labelled row per step
/// (`Snapshots/Components/bean-page-control[-<style>]-page<index>` and
/// `bean-page-control[-<style>]-transition`; the `default` style's names have no style, as
/// they were recorded before the other styles had references).
package enum BeanPageControlRecipes {
    // MARK: - Properties

    /// The number of pages.
    package static let count = 5
    /// The pages each style rests on: the first, the middle and the last.
    package static let restingPages = [0, count / 2, count - 1]
    /// The rows of the transition strip between one page and the next.
    package static let stepsPerPage = 4
    /// The scroll positions the transition strip shows (0 for the first page): each page
    /// and the steps between, as `BeanPageControl.transitionPositions(stepsPerPage:)` gives
    /// them for ``count`` pages.
    package static let transitionPositions = (0...(count - 1) * stepsPerPage).map { Double($0) / Double(stepsPerPage) }
    /// The labels under the transition strip's rows: the scroll position each shows
    /// (`page 1.25`, a quarter of the way to page 2), since the beans follow the finger,
    /// not a clock.
    package static let transitionLabels = transitionPositions.map(StyleSpecimen.pageLabel)
    /// The page around each row of the transition strip, in points: the strip's own rule,
    /// not the gallery's padding, so that its reference holds whatever the gallery is asked
    /// for (half the gallery's default padding, as the strip was drawn before it had one).
    package static let transitionFramePadding: CGFloat = 8

    // MARK: - Specimens

    /// The specimens of the style `style` (its name, for the references) that `styled`
    /// starts: resting on each of ``restingPages``, then the transition strip.
    package static func specimens(style: String, styled: @escaping @Sendable () -> BeanPageControlBuilder) -> [StyleSpecimen] {
        let pages = restingPages.map { page in
            StyleSpecimen("page \(page + 1) of \(count)", recipe: resting(style: style, page: page, styled: styled))
        }
        let strip = StyleSpecimen("transition", detail: "count \(count) steps \(stepsPerPage)", frameLabels: transitionLabels,
                                  recipe: transition(style: style, styled: styled))
        return pages + [strip]
    }

    // MARK: - Recipes

    /// The control of the style `style` that `styled` starts, resting on `page`.
    package static func resting(style: String, page: Int, styled: @escaping @Sendable () -> BeanPageControlBuilder) -> SnapshotRecipe {
        SnapshotRecipe(reference(style: style, name: "page\(page)"), padding: 12) {
            styled().useAutoLayout().setCount(count).setPage(page).build()
        }
    }

    /// The control of the style `style` that `styled` starts, scrolled from the first page
    /// to the last: a row at each of ``transitionPositions`` with ``transitionFramePadding``
    /// points of page around it and its label under it, one below the other on the
    /// renderer's background, where the beans flow into each other row by row.
    package static func transition(style: String, styled: @escaping @Sendable () -> BeanPageControlBuilder) -> SnapshotRecipe {
        let rule = "bean transition count \(count) steps \(stepsPerPage) frame padding \(transitionFramePadding) one column spacing 0"
        return SnapshotRecipe(reference(style: style, name: "transition"), rule: rule) { renderer in
            let frames = try styled().setCount(count).setPage(0).build()
                .transitionFrames(stepsPerPage: stepsPerPage, renderer: renderer, padding: transitionFramePadding)
            return try StyleSpecimen.labelledStrip(frames, labels: transitionLabels, columns: 1, spacing: 0,
                                                   background: renderer.background?.resolved(in: renderer.theme))
        }
    }

    // MARK: - Private

    /// `bean-page-control-<name>` for the `default` style, `bean-page-control-<style>-<name>`
    /// for the others.
    private static func reference(style: String, name: String) -> SnapshotReference {
        SnapshotReference(suite: "Components", name: style == "default" ? "bean-page-control-\(name)" : "bean-page-control-\(style)-\(name)")
    }
}
