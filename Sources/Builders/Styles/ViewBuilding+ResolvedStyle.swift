import TokenModel

extension ViewBuilding {
    // MARK: - Applying styles at run time

    /// Makes the ``StyleCall``s of `style` in order: `call` handles the methods of this
    /// builder's own kind and returns `false` for the rest, which are the view's
    /// (``applyViewCall(_:)``). Each builder's `apply(_:)` is this with its own methods.
    func applyStyle(_ style: ResolvedStyle, calling call: (StyleCall) -> Bool) -> Self {
        for styleCall in StyleCall.calls(applying: style) where !call(styleCall) {
            applyViewCall(styleCall)
        }
        return self
    }

    /// Makes a call of ``StyleSchema/viewApplications``. The loader checks every property
    /// and its type in every theme, so a value of another type is not expected; it is
    /// left out rather than guessed at.
    func applyViewCall(_ call: StyleCall) {
        switch call.method {
        case "setBackgroundColor":
            if let color = call.color("backgroundColor") { _ = setBackgroundColor(color) }
        case "setCornerRadius":
            if let radius = call.points("cornerRadius") { _ = setCornerRadius(radius) }
        case "setBorder":
            if let width = call.points("borderWidth"), let color = call.color("borderColor") { _ = setBorder(width: width, color: color) }
        case "setShadow":
            if let shadow = call.shadow("shadow") { _ = setShadow(shadow) }
        case "setAlpha":
            if let alpha = call.number("alpha") { _ = setAlpha(alpha) }
        case "setClipsToBounds":
            if let clips = call.boolean("clipsToBounds") { _ = setClipsToBounds(clips) }
        default:
            break
        }
    }
}
