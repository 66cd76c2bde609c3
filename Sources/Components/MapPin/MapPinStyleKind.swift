/// The `mapPin` kind: the text's typography and color, the bubble's colors when normal
/// and selected, its insets, the arrow's size and the corner radius, plus the view's
/// properties.
public enum MapPinStyleKind {
    // MARK: - Setters

    public static let font = StyleSetter("setFont", .typography("font"))
    public static let textColor = StyleSetter("setTextColor", .color("textColor"))
    public static let bubbleColorNormal = StyleSetter("setBubbleColorNormal", .color("bubbleColorNormal"))
    public static let bubbleColorSelected = StyleSetter("setBubbleColorSelected", .color("bubbleColorSelected"))
    public static let edgeInsets = StyleSetter("setEdgeInsets", .dimension("insetTop", label: "top"), .dimension("insetLeft", label: "left"), .dimension("insetBottom", label: "bottom"), .dimension("insetRight", label: "right"))
    public static let arrowSize = StyleSetter("setArrowSize", .dimension("arrowWidth", label: "width"), .dimension("arrowHeight", label: "height"))
    public static let bubbleCornerRadius = StyleSetter("setBubbleCornerRadius", .dimension("bubbleCornerRadius"))

    // MARK: - Kind

    /// The kind: the view's setters the kind does not replace, then its own.
    public static let kind = StyleKindDescriptor(key: "mapPin", typeName: "MapPin", viewSettersAnd: [
        font,
        textColor,
        bubbleColorNormal,
        bubbleColorSelected,
        edgeInsets,
        arrowSize,
        bubbleCornerRadius,
    ], textsOnSurfaces: [
        TextOnSurface(text: "textColor", typography: "font", surface: "bubbleColorNormal"),
        TextOnSurface(text: "textColor", typography: "font", surface: "bubbleColorSelected"),
    ])
}
