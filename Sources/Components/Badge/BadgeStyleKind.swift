/// The `badge` kind: the badge's and the count's colors, the diameter, the ring's width,
/// the count's padding and the largest count shown, plus the view's properties.
public enum BadgeStyleKind {
    // MARK: - Setters

    public static let badgeColor = StyleSetter("setBadgeColor", .color("badgeColor"))
    public static let countColor = StyleSetter("setCountColor", .color("countColor"))
    public static let dimension = StyleSetter("setDimension", .dimension("dimension"))
    public static let strokeWidth = StyleSetter("setStrokeWidth", .dimension("strokeWidth"))
    public static let horizontalPadding = StyleSetter("setHorizontalPadding", .dimension("horizontalPadding"))
    public static let maximumCount = StyleSetter("setMaximumCount", .integer("maximumCount", minimum: 1))

    // MARK: - Kind

    /// The kind: the view's setters the kind does not replace, then its own.
    public static let kind = StyleKindDescriptor(key: "badge", typeName: "Badge", viewSettersAnd: [
        badgeColor,
        countColor,
        dimension,
        strokeWidth,
        horizontalPadding,
        maximumCount,
    ], textsOnSurfaces: [
        // The badge sizes its count to its diameter, so no typography names it.
        TextOnSurface(text: "countColor", typography: nil, surface: "badgeColor"),
    ])
}
