import TokenModel

extension LoadingBuilder {
    // MARK: - Applying styles at run time

    /// Applies a `loading` style read from a style sheet at run time, making the calls
    /// ``StyleSchema/applications`` gives, as the generated `setStyle(_:)` does.
    public func apply(_ style: ResolvedStyle) -> Self {
        applyStyle(style) { call in
            switch call.method {
            case "setPlaceholderColor": call.color("placeholderColor").map { _ = setPlaceholderColor($0) }
            case "setShimmerColor": call.color("shimmerColor").map { _ = setShimmerColor($0) }
            case "setShimmerRatio": call.number("shimmerRatio").map { _ = setShimmerRatio($0) }
            case "setMovingAnimationDuration": call.seconds("movingAnimationDuration").map { _ = setMovingAnimationDuration($0) }
            case "setTopOffset": call.points("topOffset").map { _ = setTopOffset($0) }
            case "setNeedGradient": call.boolean("needGradient").map { _ = setNeedGradient($0) }
            case "setNeedRepeatLast": call.boolean("needRepeatLast").map { _ = setNeedRepeatLast($0) }
            default: return false
            }
            return true
        }
    }
}
