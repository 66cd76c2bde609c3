import TokenModel

extension InitialsBuilder {
    // MARK: - Applying styles at run time

    /// Applies an `initials` style read from a style sheet at run time, making the calls
    /// ``StyleSchema/applications`` gives, as the generated `setStyle(_:)` does.
    public func apply(_ style: ResolvedStyle) -> Self {
        applyStyle(style) { call in
            switch call.method {
            case "setTypography": call.typography("typography").map { _ = setTypography($0) }
            case "setTextColor": call.color("textColor").map { _ = setTextColor($0) }
            case "setCircleColor": call.color("circleColor").map { _ = setCircleColor($0) }
            case "setDiameter": call.points("diameter").map { _ = setDiameter($0) }
            default: return false
            }
            return true
        }
    }
}
