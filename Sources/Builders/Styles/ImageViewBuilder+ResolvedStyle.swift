import Render
import TokenModel

extension ImageViewBuilder {
    // MARK: - Applying styles at run time

    /// Applies a style read from a style sheet at run time, making the calls
    /// ``StyleSchema/applications`` gives, as the generated `setStyle(_:)` does at compile
    /// time.
    public func apply(_ style: ResolvedStyle) -> Self {
        applyStyle(style) { call in
            switch call.method {
            case "setTintColor": call.color("tintColor").map { _ = setTintColor($0) }
            case "setContentMode":
                let name = call.contentModeName("contentMode")
                ContentMode.allCases.first { "\($0)" == name }.map { _ = setContentMode($0) }
            default: return false
            }
            return true
        }
    }
}
