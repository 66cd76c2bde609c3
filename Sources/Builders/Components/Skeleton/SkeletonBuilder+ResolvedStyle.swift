import TokenModel

extension SkeletonBuilder {
    // MARK: - Applying styles at run time

    /// Applies a `skeleton` style read from a style sheet at run time, making the calls
    /// ``StyleSchema/applications`` gives, as the generated `setStyle(_:)` does.
    public func apply(_ style: ResolvedStyle) -> Self {
        applyStyle(style) { call in
            switch call.method {
            case "setGradientBackgroundColor": call.color("gradientBackgroundColor").map { _ = setGradientBackgroundColor($0) }
            case "setGradientMovingColor": call.color("gradientMovingColor").map { _ = setGradientMovingColor($0) }
            case "setMovingAnimationDuration": call.seconds("movingAnimationDuration").map { _ = setMovingAnimationDuration($0) }
            case "setDelayBetweenAnimationLoops": call.seconds("delayBetweenAnimationLoops").map { _ = setDelayBetweenAnimationLoops($0) }
            case "setShimmerRatio": call.number("shimmerRatio").map { _ = setShimmerRatio($0) }
            case "setDirection": call.choice("direction").flatMap(ShimmerDirection.init(rawValue:)).map { _ = setDirection($0) }
            default: return false
            }
            return true
        }
    }
}
