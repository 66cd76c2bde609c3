import LayoutDSL
import Render
import TokenModel
import ViewKit

extension CommonButtonBuilder {
    /// The `commonButton` kind: as a button's, the per-state fill of the rounded bounds
    /// (replacing the view's single background), title color and border color (replacing the
    /// view's border, so its width is a row of its own); the title's typography
    /// and the image's alpha; plus the view's other properties.
    public static let styleTable = StyleTable<CommonButtonBuilder>(kind: CommonButtonStyleKind.kind, viewRowsAnd: [
        .colorPerState(CommonButtonStyleKind.backgroundColor, shows: { $0.backgroundColor(for: $1) }) { $0.setBackgroundColor($1, for: $2) },
        .colorPerState(CommonButtonStyleKind.titleColor, shows: { $0.titleColor(for: $1) }) { $0.setTitleColor($1, for: $2) },
        .dimension(CommonButtonStyleKind.borderWidth, shows: { $0.borderWidth }) { $0.setBorderWidth($1) },
        .colorPerState(CommonButtonStyleKind.borderColor, shows: { $0.borderColor(for: $1) }) { $0.setBorderColor($1, for: $2) },
        .typography(CommonButtonStyleKind.titleTypography, shows: { $0.titleTypography }) { $0.setTitleTypography($1) },
        .number(CommonButtonStyleKind.imageAlpha, shows: { $0.imageAlpha }) { $0.setImageAlpha($1) },
        .dimension(CommonButtonStyleKind.addedTouchArea, shows: { $0.addedTouchArea }) { $0.setAddedTouchArea($1) },
    ])
}
