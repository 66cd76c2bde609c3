import TokenModel

extension BlurBuilder {
    // MARK: - Applying styles at run time

    /// Applies a style read from a style sheet at run time, making the calls
    /// ``StyleSchema/applications`` gives, as the generated `setStyle(_:)` does.
    public func apply(_ style: ResolvedStyle) -> Self {
        applyStyle(style) { call in
            switch call.method {
            case "setTintColor": call.color("tintColor").map { _ = setTintColor($0) }
            case "setBlurRadius": call.points("blurRadius").map { _ = setBlurRadius($0) }
            default: return false
            }
            return true
        }
    }
}
