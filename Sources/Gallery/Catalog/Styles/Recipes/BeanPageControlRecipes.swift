import Builders
import Foundation

/// The bean page control as `BeanPageControlSnapshotTests` and the gallery's "Bean page
/// controls" both draw it: five pages, resting on one, at its fitting size with 12 points
/// of page around it (`Snapshots/Components/bean-page-control-page<index>`).
package enum BeanPageControlRecipes {
    // MARK: - Properties

    /// The number of pages.
    package static let count = 5
    /// The style the references are drawn in.
    package static let referenceStyle = "default"

    // MARK: - Recipes

    /// The control of the style `style` that `styled` starts, resting on `page`; only the
    /// ``referenceStyle`` has references.
    package static func resting(style: String, page: Int, styled: @escaping @Sendable () -> BeanPageControlBuilder) -> SnapshotRecipe {
        let reference = style == referenceStyle ? SnapshotReference(suite: "Components", name: "bean-page-control-page\(page)") : nil
        return SnapshotRecipe(reference, padding: 12) {
            styled().useAutoLayout().setCount(count).setPage(page).build()
        }
    }
}
