/// The `customSwitch` kind: the colors or vertical gradients of the track (off), the
/// overlay (on) and the thumb, the thumb's shadow, the layout insets and ratios, the
/// spring transition's timing, the initial state and the disabled dimming, plus the view's properties. A
/// style gives a part a color or a gradient, not both (the later call would win).
public enum CustomSwitchStyleKind {
    // MARK: - Setters

    public static let offColor = StyleSetter("setOffColor", .color("offColor"))
    public static let onColor = StyleSetter("setOnColor", .color("onColor"))
    public static let thumbColor = StyleSetter("setThumbColor", .color("thumbColor"))
    public static let offGradient = StyleSetter("setOffGradient", .gradient("offGradient"))
    public static let onGradient = StyleSetter("setOnGradient", .gradient("onGradient"))
    public static let thumbGradient = StyleSetter("setThumbGradient", .gradient("thumbGradient"))
    public static let thumbShadow = StyleSetter("setThumbShadow", .shadow("thumbShadow"))
    public static let padding = StyleSetter("setPadding", .dimension("padding"))
    public static let spacing = StyleSetter("setSpacing", .dimension("spacing"))
    public static let cornerRatio = StyleSetter("setCornerRatio", .number("cornerRatio"))
    public static let thumbCornerRatio = StyleSetter("setThumbCornerRatio", .number("thumbCornerRatio"))
    public static let animationDuration = StyleSetter("setAnimationDuration", .duration("animationDuration"))
    public static let animationDelay = StyleSetter("setAnimationDelay", .duration("animationDelay"))
    public static let springDamping = StyleSetter("setSpringDamping", .number("springDamping"))
    public static let springVelocity = StyleSetter("setSpringVelocity", .number("springVelocity"))
    public static let isOn = StyleSetter("setOn", .boolean("isOn"))
    public static let disabledAlphaValue = StyleSetter("setDisabledAlphaValue", .number("disabledAlphaValue"))

    // MARK: - Kind

    /// The kind: the view's setters the kind does not replace, then its own.
    public static let kind = StyleKindDescriptor(key: "customSwitch", typeName: "CustomSwitch", viewSettersAnd: [
        offColor,
        onColor,
        thumbColor,
        offGradient,
        onGradient,
        thumbGradient,
        thumbShadow,
        padding,
        spacing,
        cornerRatio,
        thumbCornerRatio,
        animationDuration,
        animationDelay,
        springDamping,
        springVelocity,
        isOn,
        disabledAlphaValue,
    ])
}
