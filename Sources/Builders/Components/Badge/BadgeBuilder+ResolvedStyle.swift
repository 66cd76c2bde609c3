import TokenModel

extension BadgeBuilder {
    // MARK: - Applying styles at run time

    /// Applies a `badge` style read from a style sheet at run time, making the calls
    /// ``StyleSchema/applications`` gives, as the generated `setStyle(_:)` does.
    public func apply(_ style: ResolvedStyle) -> Self {
        applyStyle(style) { call in
            switch call.method {
            case "setBadgeColor": call.color("badgeColor").map { _ = setBadgeColor($0) }
            case "setCountColor": call.color("countColor").map { _ = setCountColor($0) }
            case "setDimension": call.points("dimension").map { _ = setDimension($0) }
            case "setStrokeWidth": call.points("strokeWidth").map { _ = setStrokeWidth($0) }
            case "setMaximumCount": call.integer("maximumCount").map { _ = setMaximumCount($0) }
            default: return false
            }
            return true
        }
    }
}
