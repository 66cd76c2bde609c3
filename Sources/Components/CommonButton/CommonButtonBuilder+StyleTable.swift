import LayoutDSL
import Render
import TokenModel
import ViewKit

extension CommonButtonBuilder {
    /// The title of the gallery's common buttons.
    static let specimenTitle = "Pay 1 200 ₽"

    /// The `commonButton` kind: as a button's, the per-state fill of the rounded bounds
    /// (replacing the view's single background) and title color; the title's typography
    /// and the image's alpha; plus the view's other properties.
    public static let styleTable = StyleTable<CommonButtonBuilder>(kind: CommonButtonStyleKind.kind, viewRowsAnd: [
        .colorPerState(CommonButtonStyleKind.backgroundColor, shows: { $0.backgroundColor(for: $1) }) { $0.setBackgroundColor($1, for: $2) },
        .colorPerState(CommonButtonStyleKind.titleColor, shows: { $0.titleColor(for: $1) }) { $0.setTitleColor($1, for: $2) },
        .typography(CommonButtonStyleKind.titleTypography, shows: { $0.titleTypography }) { $0.setTitleTypography($1) },
        .number(CommonButtonStyleKind.imageAlpha, shows: { $0.imageAlpha }) { $0.setImageAlpha($1) },
        .dimension(CommonButtonStyleKind.addedTouchArea, shows: { $0.addedTouchArea }) { $0.setAddedTouchArea($1) },
    ], gallery: StyleGallery(
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
    })
}
