import TokenModel

extension BeanPageControlBuilder {
    // MARK: - Applying styles at run time

    /// Applies a style read from a style sheet at run time, making the calls
    /// ``StyleSchema/applications`` gives, as the generated `setStyle(_:)` does at compile
    /// time.
    public func apply(_ style: ResolvedStyle) -> Self {
        applyStyle(style) { call in
            switch call.method {
            case "setBeanActiveColor": call.color("beanActiveColor").map { _ = setBeanActiveColor($0) }
            case "setBeanInactiveColor": call.color("beanInactiveColor").map { _ = setBeanInactiveColor($0) }
            case "setBeanHeight": call.points("beanHeight").map { _ = setBeanHeight($0) }
            case "setInactiveBeanWidth": call.points("inactiveBeanWidth").map { _ = setInactiveBeanWidth($0) }
            case "setActiveBeanWidth": call.points("activeBeanWidth").map { _ = setActiveBeanWidth($0) }
            case "setPadding": call.points("padding").map { _ = setPadding($0) }
            case "setBeanCornerRadius": call.points("beanCornerRadius").map { _ = setBeanCornerRadius($0) }
            default: return false
            }
            return true
        }
    }
}
