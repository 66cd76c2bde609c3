import Builders
import Foundation

/// A view style as `StyleSnapshotTests` and the gallery's "View styles" both draw it: a
/// 240 × 96 box (a 240 × 1 hairline for `separator`) with 24 points of page around it, room
/// for the largest shadow to fade (`Snapshots/DesignSystemTests/view-<style>`).
package enum ViewStyleRecipes {
    // MARK: - Recipes

    /// The box of the style `style` that `styled` starts.
    package static func box(style: String, styled: @escaping @Sendable () -> ViewBuilder) -> SnapshotRecipe {
        let size = boxSize(of: style)
        return SnapshotRecipe(SnapshotReference(suite: "DesignSystemTests", name: "view-\(style)"), padding: 24) {
            styled().useAutoLayout().build().fixingSize(to: size)
        }
    }

    /// The box's size, in points: a separator is a hairline across a row.
    package static func boxSize(of style: String) -> CGSize {
        style == "separator" ? CGSize(width: 240, height: 1) : CGSize(width: 240, height: 96)
    }
}
