import Builders
import Foundation
import Render
import TokenModel

extension CommonButtonBuilder: ShownInGallery {
    /// The title of the gallery's common buttons.
    static let specimenTitle = "Pay 1 200 ₽"

    /// How the gallery shows the `commonButton` kind: its section and each style's specimens.
    static let gallery = StyleGallery<CommonButtonBuilder>(
        component: "CommonButton", id: "common-buttons", title: "Common buttons",
        summary: "Each common button style with an icon, normal, highlighted, disabled and selected, with each state's title contrast.",
        keywords: ["button", "state"]
    ) { context, styled in
        let sampleImage = context.sampleImage
        return ControlState.allCases.map { state in
            StyleSpecimen(state.rawValue, detail: "title \(specimenTitle) sample icon 16 spacing 8", .fitting(wrapsText: false) {
                styled()
                    .setTitleForAllStates(specimenTitle)
                    .setImageForAllStates(Image(try sampleImage(.icon(side: 16)), renderingMode: .alwaysOriginal))
                    .setImageTitleSpacing(8)
                    .setContentEdgeInsets(EdgeInsets(top: 10, left: 20, bottom: 10, right: 20))
                    .setState(state)
                    .build()
            })
        }
    }
}
