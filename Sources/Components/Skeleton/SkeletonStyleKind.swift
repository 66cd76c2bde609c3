/// The `skeleton` kind: the shimmer's colors, timing, band ratio and direction, plus
/// the view's properties.
public enum SkeletonStyleKind {
    // MARK: - Setters

    public static let gradientBackgroundColor = StyleSetter("setGradientBackgroundColor", .color("gradientBackgroundColor"))
    public static let gradientMovingColor = StyleSetter("setGradientMovingColor", .color("gradientMovingColor"))
    public static let movingAnimationDuration = StyleSetter("setMovingAnimationDuration", .duration("movingAnimationDuration"))
    public static let delayBetweenAnimationLoops = StyleSetter("setDelayBetweenAnimationLoops", .duration("delayBetweenAnimationLoops"))
    public static let shimmerRatio = StyleSetter("setShimmerRatio", .number("shimmerRatio"))
    public static let direction = StyleSetter("setDirection", .choice("direction", ["right", "left"]))

    // MARK: - Kind

    /// The kind: the view's setters the kind does not replace, then its own.
    public static let kind = StyleKindDescriptor(key: "skeleton", typeName: "Skeleton", viewSettersAnd: [
        gradientBackgroundColor,
        gradientMovingColor,
        movingAnimationDuration,
        delayBetweenAnimationLoops,
        shimmerRatio,
        direction,
    ])
}
