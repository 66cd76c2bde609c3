import LayoutDSL
import TokenModel

extension InitialsBuilder {
    /// The `initials` kind: the letters' typography and color, the circle's color and
    /// diameter, plus the view's properties.
    public static let styleTable = StyleTable<InitialsBuilder>(kind: InitialsStyleKind.kind, viewRowsAnd: [
        .typography(InitialsStyleKind.typography) { $0.setTypography($1) },
        .color(InitialsStyleKind.textColor) { $0.setTextColor($1) },
        .color(InitialsStyleKind.circleColor) { $0.setCircleColor($1) },
        .dimension(InitialsStyleKind.diameter) { $0.setDiameter($1) },
    ])
}
