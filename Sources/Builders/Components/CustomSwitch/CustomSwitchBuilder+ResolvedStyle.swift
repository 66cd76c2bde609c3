import TokenModel

extension CustomSwitchBuilder {
    // MARK: - Applying styles at run time

    /// Applies a style read from a style sheet at run time, making the calls
    /// ``StyleSchema/applications`` gives, as the generated `setStyle(_:)` does at compile
    /// time.
    public func apply(_ style: ResolvedStyle) -> Self {
        applyStyle(style) { call in
            switch call.method {
            case "setOffColor": call.color("offColor").map { _ = setOffColor($0) }
            case "setOnColor": call.color("onColor").map { _ = setOnColor($0) }
            case "setThumbColor": call.color("thumbColor").map { _ = setThumbColor($0) }
            case "setOffGradient": call.token("offGradient")?.gradient.map { _ = setOffGradient($0) }
            case "setOnGradient": call.token("onGradient")?.gradient.map { _ = setOnGradient($0) }
            case "setThumbGradient": call.token("thumbGradient")?.gradient.map { _ = setThumbGradient($0) }
            case "setThumbShadow": call.shadow("thumbShadow").map { _ = setThumbShadow($0) }
            case "setPadding": call.points("padding").map { _ = setPadding($0) }
            case "setSpacing": call.points("spacing").map { _ = setSpacing($0) }
            case "setCornerRatio": call.number("cornerRatio").map { _ = setCornerRatio($0) }
            case "setThumbCornerRatio": call.number("thumbCornerRatio").map { _ = setThumbCornerRatio($0) }
            case "setAnimationDuration": call.token("animationDuration")?.duration.map { _ = setAnimationDuration($0) }
            case "setAnimationDelay": call.token("animationDelay")?.duration.map { _ = setAnimationDelay($0) }
            case "setSpringDamping": call.number("springDamping").map { _ = setSpringDamping($0) }
            case "setSpringVelocity": call.number("springVelocity").map { _ = setSpringVelocity($0) }
            case "setOn": call.boolean("isOn").map { _ = setOn($0) }
            default: return false
            }
            return true
        }
    }
}
