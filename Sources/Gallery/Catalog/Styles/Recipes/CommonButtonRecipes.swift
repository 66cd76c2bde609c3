import Builders
import Foundation
import Render
import TokenModel

/// The common button as `CommonButtonSnapshotTests` and the gallery's "Common buttons" both
/// draw it: titled, with a 16-point icon, in one state, at 180 × 44 with 16 points of page
/// around it (`Snapshots/Components/commonButton-<style>-<state>`). The references show
/// the white tick of ``tick()``; the gallery gives its sample icon, which is that tick, so
/// checks that look at the style's own colors can swap it for one no token uses.
package enum CommonButtonRecipes {
    // MARK: - Properties

    /// The title every state shows.
    package static let title = "Pay 1 200 ₽"
    /// The button's frame, in points.
    package static let size = CGSize(width: 180, height: 44)

    // MARK: - Recipes

    /// The button of the style `style` (its name, for the reference) that `styled` starts,
    /// in `state`, showing `icon`.
    package static func button(style: String, state: ControlState, icon: @escaping @Sendable () throws -> PixelImage = tick,
                               styled: @escaping @Sendable () -> CommonButtonBuilder) -> SnapshotRecipe {
        SnapshotRecipe(SnapshotReference(suite: "Components", name: "commonButton-\(style)-\(state.rawValue)"), size: .fixed(size), padding: 16) {
            styled()
                .useAutoLayout()
                .setTitleForAllStates(title)
                .setImageForAllStates(Image(try icon()))
                .setImageTitleSpacing(8)
                .setAddedTouchArea(10)
                .setState(state)
                .build()
        }
    }

    // MARK: - Samples

    /// The references' icon: a 16-point white tick in a circle at scale 2 (the gallery's
    /// sample icon), an image that shows its alpha change in the states other than normal.
    package static func tick() throws -> PixelImage {
        try SampleImages.icon(side: 16, scale: 2)
    }
}
