/// The setters every view kind has (`ViewBuilding`'s methods), which each kind starts from.
public enum ViewStyleSetters {
    // MARK: - Setters

    public static let backgroundColor = StyleSetter("setBackgroundColor", .color("backgroundColor"))
    public static let cornerRadius = StyleSetter("setCornerRadius", .dimension("cornerRadius"))
    /// UIKit sets a layer's border width and color separately, but the builder sets them
    /// together, so a style gives both or neither.
    public static let border = StyleSetter("setBorder", .dimension("borderWidth", label: "width"), .color("borderColor", label: "color"))
    public static let shadow = StyleSetter("setShadow", .shadow("shadow"))
    public static let alpha = StyleSetter("setAlpha", .number("alpha"))
    public static let clipsToBounds = StyleSetter("setClipsToBounds", .boolean("clipsToBounds"))

    /// The view's setters, in the order style sheets list them.
    public static let all = [backgroundColor, cornerRadius, border, shadow, alpha, clipsToBounds]
}
