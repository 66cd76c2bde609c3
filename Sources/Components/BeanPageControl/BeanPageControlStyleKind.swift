/// The `beanPageControl` kind: the beans' colors, height, widths, gap, corner radius and
/// inset from a track, plus the view's properties.
public enum BeanPageControlStyleKind {
    // MARK: - Setters

    public static let beanActiveColor = StyleSetter("setBeanActiveColor", .color("beanActiveColor"))
    public static let beanInactiveColor = StyleSetter("setBeanInactiveColor", .color("beanInactiveColor"))
    public static let beanHeight = StyleSetter("setBeanHeight", .dimension("beanHeight"))
    public static let inactiveBeanWidth = StyleSetter("setInactiveBeanWidth", .dimension("inactiveBeanWidth"))
    public static let activeBeanWidth = StyleSetter("setActiveBeanWidth", .dimension("activeBeanWidth"))
    public static let padding = StyleSetter("setPadding", .dimension("padding"))
    public static let beanCornerRadius = StyleSetter("setBeanCornerRadius", .dimension("beanCornerRadius"))
    public static let trackInset = StyleSetter("setTrackInset", .dimension("trackInset"))

    // MARK: - Kind

    /// The kind: the view's setters the kind does not replace, then its own.
    public static let kind = StyleKindDescriptor(key: "beanPageControl", typeName: "BeanPageControl", viewSettersAnd: [
        beanActiveColor,
        beanInactiveColor,
        beanHeight,
        inactiveBeanWidth,
        activeBeanWidth,
        padding,
        beanCornerRadius,
        trackInset,
    ])
}
