import TokenModel

extension MapPinBuilder {
    // MARK: - Applying styles at run time

    /// Applies a `mapPin` style read from a style sheet at run time, making the calls
    /// ``StyleSchema/applications`` gives, as the generated `setStyle(_:)` does.
    public func apply(_ style: ResolvedStyle) -> Self {
        applyStyle(style) { call in
            switch call.method {
            case "setFont": call.typography("font").map { _ = setFont($0) }
            case "setTextColor": call.color("textColor").map { _ = setTextColor($0) }
            case "setBubbleColorNormal": call.color("bubbleColorNormal").map { _ = setBubbleColorNormal($0) }
            case "setBubbleColorSelected": call.color("bubbleColorSelected").map { _ = setBubbleColorSelected($0) }
            case "setEdgeInsets":
                if let top = call.points("insetTop"), let left = call.points("insetLeft"),
                   let bottom = call.points("insetBottom"), let right = call.points("insetRight") {
                    _ = setEdgeInsets(top: top, left: left, bottom: bottom, right: right)
                }
            case "setArrowSize":
                if let width = call.points("arrowWidth"), let height = call.points("arrowHeight") {
                    _ = setArrowSize(width: width, height: height)
                }
            case "setBubbleCornerRadius": call.points("bubbleCornerRadius").map { _ = setBubbleCornerRadius($0) }
            default: return false
            }
            return true
        }
    }
}
