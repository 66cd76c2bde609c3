import Builders
import Foundation
import Render
import TokenModel

extension ButtonBuilder: ShownInGallery {
    /// The title of the gallery's button specimens.
    static let specimenTitle = "Continue"

    /// How the gallery shows the `button` kind: its section and each style's specimens.
    static let gallery = StyleGallery<ButtonBuilder>(
        component: "ButtonBuilder", id: "buttons", title: "Button styles",
        summary: "Each button style normal, highlighted, disabled and selected, with each state's title contrast.",
        keywords: ["state"]
    ) { _, styled in
        ControlState.allCases.map { state in
            StyleSpecimen(state.rawValue, detail: "title \(specimenTitle) insets 10 20", .fitting(wrapsText: false) {
                let button = styled().setTitle(specimenTitle, for: .normal)
                    .setContentEdgeInsets(EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)).build()
                button.show(state)
                return button
            })
        }
    }
}
