/// The `loading` kind: the placeholders' and the shimmer's colors, the band ratio and
/// timing, the blocks' top offset and the gradient and repeat switches, plus the view's
/// properties.
public enum LoadingStyleKind {
    // MARK: - Setters

    public static let placeholderColor = StyleSetter("setPlaceholderColor", .color("placeholderColor"))
    public static let shimmerColor = StyleSetter("setShimmerColor", .color("shimmerColor"))
    public static let shimmerRatio = StyleSetter("setShimmerRatio", .number("shimmerRatio"))
    public static let movingAnimationDuration = StyleSetter("setMovingAnimationDuration", .duration("movingAnimationDuration"))
    public static let topOffset = StyleSetter("setTopOffset", .dimension("topOffset"))
    public static let needGradient = StyleSetter("setNeedGradient", .boolean("needGradient"))
    public static let needRepeatLast = StyleSetter("setNeedRepeatLast", .boolean("needRepeatLast"))

    // MARK: - Drawing

    /// The alpha the view draws its shimmer color at in the band's middle (the band runs
    /// 0 → this → 0). It replaces the color's own alpha rather than scaling it. Here, with
    /// the kind, so the view that draws the band and the check that rates it share it.
    public static let shimmerPeakAlpha = 0.5

    // MARK: - Kind

    /// The kind: the view's setters the kind does not replace, then its own.
    public static let kind = StyleKindDescriptor(key: "loading", typeName: "Loading", viewSettersAnd: [
        placeholderColor,
        shimmerColor,
        shimmerRatio,
        movingAnimationDuration,
        topOffset,
        needGradient,
        needRepeatLast,
    ])
}
