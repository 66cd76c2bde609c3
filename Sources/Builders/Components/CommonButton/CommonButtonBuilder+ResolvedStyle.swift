import TokenModel

extension CommonButtonBuilder {
    // MARK: - Applying styles at run time

    /// Applies a style read from a style sheet at run time, making the calls
    /// ``StyleSchema/applications`` gives (per-state values once per state), as the
    /// generated `setStyle(_:)` does at compile time.
    public func apply(_ style: ResolvedStyle) -> Self {
        applyStyle(style) { call in
            switch (call.method, call.state) {
            case ("setBackgroundColor", let state?): call.color("backgroundColor").map { _ = setBackgroundColor($0, for: state) }
            case ("setTitleColor", let state?): call.color("titleColor").map { _ = setTitleColor($0, for: state) }
            case ("setTitleTypography", _): call.typography("titleTypography").map { _ = setTitleTypography($0) }
            case ("setImageAlpha", _): call.number("imageAlpha").map { _ = setImageAlpha($0) }
            default: return false
            }
            return true
        }
    }
}
