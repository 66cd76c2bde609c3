import TokenModel

extension OtpFieldBuilder {
    // MARK: - Applying styles at run time

    /// Applies a style read from a style sheet at run time, making the calls
    /// ``StyleSchema/applications`` gives, as the generated `setStyle(_:)` does at compile
    /// time.
    public func apply(_ style: ResolvedStyle) -> Self {
        applyStyle(style) { call in
            switch call.method {
            case "setDigitFont": call.typography("digitTypography").map { _ = setDigitFont($0) }
            case "setActiveTextColor": call.color("activeTextColor").map { _ = setActiveTextColor($0) }
            case "setInactiveTextColor": call.color("inactiveTextColor").map { _ = setInactiveTextColor($0) }
            case "setDigitErrorTextColor": call.color("digitErrorTextColor").map { _ = setDigitErrorTextColor($0) }
            case "setActiveBottomLineColor": call.color("activeBottomLineColor").map { _ = setActiveBottomLineColor($0) }
            case "setInactiveBottomLineColor": call.color("inactiveBottomLineColor").map { _ = setInactiveBottomLineColor($0) }
            case "setErrorBottomLineColor": call.color("errorBottomLineColor").map { _ = setErrorBottomLineColor($0) }
            case "setErrorTextColor": call.color("errorTextColor").map { _ = setErrorTextColor($0) }
            case "setErrorFont": call.typography("errorTypography").map { _ = setErrorFont($0) }
            case "setDigitSize":
                if let width = call.points("digitWidth"), let height = call.points("digitHeight") {
                    _ = setDigitSize(width: width, height: height)
                }
            case "setBetween": call.points("digitSpacing").map { _ = setBetween(space: $0) }
            case "setDigits": call.integer("digitCount").map { _ = setDigits(count: $0) }
            case "setContentInset": call.points("contentInset").map { _ = setContentInset($0) }
            default: return false
            }
            return true
        }
    }
}
