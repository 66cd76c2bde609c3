import Builders
import Foundation
import Render
import TokenModel

extension CommonButtonBuilder: ShownInGallery {
    /// How the gallery shows the `commonButton` kind: its section and each style's
    /// specimens, drawn as `CommonButtonSnapshotTests` draws them (``CommonButtonRecipes``).
    static let gallery = StyleGallery<CommonButtonBuilder>(
        component: "CommonButton", id: "common-buttons", title: "Common buttons",
        summary: "Each common button style with an icon, normal, highlighted, disabled and selected, with each state's title contrast.",
        keywords: ["button", "state"]
    ) { context, styled in
        let style = context.style.name, sampleImage = context.sampleImage
        return ControlState.allCases.map { state in
            StyleSpecimen(state.rawValue, detail: "title \(CommonButtonRecipes.title) sample icon 16 spacing 8 touch area 10",
                          recipe: CommonButtonRecipes.button(style: style, state: state, icon: { try sampleImage(.icon(side: 16)) }, styled: styled))
        }
    }
}
