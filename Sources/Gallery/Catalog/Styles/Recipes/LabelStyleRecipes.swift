import Builders
import Foundation

/// A label style as `StyleSnapshotTests` and the gallery's "Label styles" both draw it: a
/// paragraph that wraps twice within a phone's 288 points, with 24 points of page around it
/// (`Snapshots/DesignSystemTests/label-<style>`).
package enum LabelStyleRecipes {
    // MARK: - Properties

    /// Long enough to wrap twice at ``width``, with capitals, descenders, digits and
    /// punctuation, so the typography shows.
    package static let paragraph = "Your parcel leaves the warehouse on Friday, 14 March. Track it with code QX-2048 or reply to this message."
    /// How wide the label may be, in points: a phone screen less its margins.
    package static let width: CGFloat = 288

    // MARK: - Recipes

    /// The paragraph in the style `style` that `styled` starts.
    package static func paragraph(style: String, styled: @escaping @Sendable () -> LabelBuilder) -> SnapshotRecipe {
        SnapshotRecipe(SnapshotReference(suite: "DesignSystemTests", name: "label-\(style)"), size: .fitting(width: .atMost(width)), padding: 24) {
            styled().useAutoLayout().setText(paragraph).build()
        }
    }
}
