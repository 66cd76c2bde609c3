/// The `initials` kind: the letters' typography and color, the circle's color and
/// diameter, plus the view's properties.
public enum InitialsStyleKind {
    // MARK: - Setters

    public static let typography = StyleSetter("setTypography", .typography("typography"))
    public static let textColor = StyleSetter("setTextColor", .color("textColor"))
    public static let circleColor = StyleSetter("setCircleColor", .color("circleColor"))
    public static let diameter = StyleSetter("setDiameter", .dimension("diameter"))

    // MARK: - Kind

    /// The kind: the view's setters the kind does not replace, then its own.
    public static let kind = StyleKindDescriptor(key: "initials", typeName: "Initials", viewSettersAnd: [
        typography,
        textColor,
        circleColor,
        diameter,
    ], textsOnSurfaces: [
        TextOnSurface(text: "textColor", typography: "typography", surface: "circleColor"),
    ])
}
