import Render
import TokenModel
import ViewKit

extension ButtonBuilder {
    /// The `button` kind: the view's properties; the background, the border and the title
    /// color per state, and the title's typography. A button's backgroundColor is its per-state fill
    /// (UIKit's background image of the custom button), drawn over the view's own.
    public static let styleTable = StyleTable<ButtonBuilder>(kind: ButtonStyleKind.kind, viewRowsAnd: [
        .colorPerState(ButtonStyleKind.backgroundColor, shows: { $0.backgroundColor(for: $1) }) { $0.setBackgroundColor($1, for: $2) },
        .typography(ButtonStyleKind.titleTypography, shows: { $0.titleTypography }) { $0.setFont($1) },
        .colorPerState(ButtonStyleKind.titleColor, shows: { $0.titleColor(for: $1) }) { $0.setTitleColor($1, for: $2) },
        .dimension(ButtonStyleKind.borderWidth, shows: { $0.borderWidth }) { $0.setBorderWidth($1) },
        .colorPerState(ButtonStyleKind.borderColor, shows: { $0.borderColor(for: $1) }) { $0.setBorderColor($1, for: $2) },
    ])
}
