import Builders
import Foundation
import Render
import TokenModel

/// The common button as `CommonButtonSnapshotTests` and the gallery's "Common buttons" both
/// draw it: titled, with a white tick, in one state, at 180 × 44 with 16 points of page
/// around it (`Snapshots/Components/commonButton-<style>-<state>`).
package enum CommonButtonRecipes {
    // MARK: - Properties

    /// The title every state shows.
    package static let title = "Pay 1 200 ₽"
    /// The button's frame, in points.
    package static let size = CGSize(width: 180, height: 44)

    // MARK: - Recipes

    /// The button of the style `style` (its name, for the reference) that `styled` starts,
    /// in `state`.
    package static func button(style: String, state: ControlState,
                               styled: @escaping @Sendable () -> CommonButtonBuilder) -> SnapshotRecipe {
        SnapshotRecipe(SnapshotReference(suite: "Components", name: "commonButton-\(style)-\(state.rawValue)"), size: .fixed(size), padding: 16) {
            styled()
                .useAutoLayout()
                .setTitleForAllStates(title)
                .setImageForAllStates(try icon())
                .setImageTitleSpacing(8)
                .setAddedTouchArea(10)
                .setState(state)
                .build()
        }
    }

    // MARK: - Samples

    /// A 16-point white tick in a circle, drawn in code: an image that shows its alpha
    /// change in the states other than normal.
    package static func icon() throws -> Image {
        let canvas = try Canvas(size: CGSize(width: 16, height: 16), scale: 2)
        canvas.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 16, height: 16)), color: Color(srgbHex: 0xFFFFFF))
        var tick = Path()
        tick.move(to: CGPoint(x: 4, y: 8.5))
        tick.addLine(to: CGPoint(x: 7, y: 11.5))
        tick.addLine(to: CGPoint(x: 12, y: 5))
        canvas.stroke(tick, with: StrokeOptions(width: 2), color: Color(srgbHex: 0x2E7D32))
        return Image(try canvas.makeImage())
    }
}
