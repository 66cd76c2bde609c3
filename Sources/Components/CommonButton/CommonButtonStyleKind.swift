/// The `commonButton` kind: as a button's, the per-state fill of the rounded bounds
/// (replacing the view's single background), title color and border color (replacing the
/// view's border, so its width is a property of its own); the title's typography
/// and the image's alpha; plus the view's other properties.
public enum CommonButtonStyleKind {
    // MARK: - Setters

    public static let backgroundColor = StyleSetter("setBackgroundColor", .color("backgroundColor"), perState: true)
    public static let titleColor = StyleSetter("setTitleColor", .color("titleColor"), perState: true)
    public static let borderWidth = ButtonStyleKind.borderWidth
    public static let borderColor = ButtonStyleKind.borderColor
    public static let titleTypography = StyleSetter("setTitleTypography", .typography("titleTypography"))
    public static let imageAlpha = StyleSetter("setImageAlpha", .number("imageAlpha"))
    public static let addedTouchArea = StyleSetter("setAddedTouchArea", .dimension("addedTouchArea"))

    // MARK: - Kind

    /// The kind: the view's setters the kind does not replace, then its own.
    public static let kind = StyleKindDescriptor(key: "commonButton", typeName: "CommonButton", viewSettersAnd: [
        backgroundColor,
        titleColor,
        borderWidth,
        borderColor,
        titleTypography,
        imageAlpha,
        addedTouchArea,
    ], textsOnSurfaces: [
        TextOnSurface(text: "titleColor", typography: "titleTypography", surface: "backgroundColor"),
    ])
}
