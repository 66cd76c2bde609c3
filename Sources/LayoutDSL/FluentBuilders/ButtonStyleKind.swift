/// The `button` kind: the view's properties; the background, the border and the title
/// color per state, and the title's typography. A button's backgroundColor is its per-state fill
/// (UIKit's background image of the custom button), drawn over the view's own.
public enum ButtonStyleKind {
    // MARK: - Setters

    public static let backgroundColor = StyleSetter("setBackgroundColor", .color("backgroundColor"), perState: true)
    public static let titleTypography = StyleSetter("setFont", .typography("titleTypography"))
    public static let titleColor = StyleSetter("setTitleColor", .color("titleColor"), perState: true)
    /// With ``borderColor``, replaces the view's border (one width, one color), so a
    /// disabled outline can fade.
    public static let borderWidth = StyleSetter("setBorderWidth", .dimension("borderWidth"))
    public static let borderColor = StyleSetter("setBorderColor", .color("borderColor"), perState: true)

    // MARK: - Kind

    /// The kind: the view's setters the kind does not replace, then its own.
    public static let kind = StyleKindDescriptor(key: "button", typeName: "Button", viewSettersAnd: [
        backgroundColor,
        titleTypography,
        titleColor,
        borderWidth,
        borderColor,
    ], textsOnSurfaces: [
        TextOnSurface(text: "titleColor", typography: "titleTypography", surface: "backgroundColor"),
    ])
}
