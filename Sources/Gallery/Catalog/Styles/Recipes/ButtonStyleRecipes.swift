import Builders
import Foundation
import Render
import TokenModel

/// A button style as `StyleSnapshotTests` and the gallery's "Button styles" both draw it:
/// titled "Continue" with 10 × 20-point content insets, in each control state, at its
/// fitting size with 24 points of page around it
/// (`Snapshots/DesignSystemTests/button-<style>-<state>`).
package enum ButtonStyleRecipes {
    // MARK: - Properties

    /// The title every state shows.
    package static let title = "Continue"
    /// The space between the title and the button's edges, in points.
    package static let contentInsets = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)

    // MARK: - Specimens

    /// The specimens of the style `style` that `styled` starts, one per control state.
    package static func specimens(style: String, styled: @escaping @Sendable () -> ButtonBuilder) -> [StyleSpecimen] {
        ControlState.allCases.map { state in
            StyleSpecimen(state.rawValue, detail: "title \(title) insets 10 20",
                          recipe: SnapshotRecipe(SnapshotReference(suite: "DesignSystemTests", name: "button-\(style)-\(state.rawValue)"), padding: 24) {
                              let button = styled().useAutoLayout().setTitle(title, for: .normal).setContentEdgeInsets(contentInsets).build()
                              button.show(state)
                              return button
                          })
        }
    }
}
