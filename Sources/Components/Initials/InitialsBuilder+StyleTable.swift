import LayoutDSL
import TokenModel

extension InitialsBuilder {
    /// The `initials` kind: the letters' typography and color, the circle's color and
    /// diameter, plus the view's properties.
    public static let styleTable = StyleTable<InitialsBuilder>(kind: InitialsStyleKind.kind, viewRowsAnd: [
        .typography(InitialsStyleKind.typography, shows: { $0.typography }) { $0.setTypography($1) },
        .color(InitialsStyleKind.textColor, shows: { $0.textColor }) { $0.setTextColor($1) },
        .color(InitialsStyleKind.circleColor, shows: { $0.circleColor }) { $0.setCircleColor($1) },
        .dimension(InitialsStyleKind.diameter, shows: { $0.diameter }) { $0.setDiameter($1) },
    ])
}
