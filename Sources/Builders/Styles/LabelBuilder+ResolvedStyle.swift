import TokenModel

extension LabelBuilder {
    // MARK: - Applying styles at run time

    /// Applies a style read from a style sheet at run time, making the calls
    /// ``StyleSchema/applications`` gives, as the generated `setStyle(_:)` does at compile
    /// time. The gallery uses this, so it needs no Swift compile step.
    public func apply(_ style: ResolvedStyle) -> Self {
        applyStyle(style) { call in
            switch call.method {
            case "setTypography": call.typography("typography").map { _ = setTypography($0) }
            case "setTextColor": call.color("textColor").map { _ = setTextColor($0) }
            case "setAlignment": call.alignment("alignment").map { _ = setAlignment($0) }
            case "setNumberOfLines": call.integer("numberOfLines").map { _ = setNumberOfLines($0) }
            default: return false
            }
            return true
        }
    }
}
