/// The `touchableControl` kind: the pressed alpha, the disabled alpha and the change's duration, plus the
/// view's properties (the control is the card its content sits in). Which views dim
/// and which colors change are the screen's, not the style's.
public enum TouchableControlStyleKind {
    // MARK: - Setters

    public static let touchAlphaValue = StyleSetter("setTouchAlphaValue", .number("touchAlphaValue"))
    public static let disabledAlphaValue = StyleSetter("setDisabledAlphaValue", .number("disabledAlphaValue"))
    public static let normalDuration = StyleSetter("setNormalDuration", .duration("normalDuration", member: "seconds"))

    // MARK: - Kind

    /// The kind: the view's setters the kind does not replace, then its own.
    public static let kind = StyleKindDescriptor(key: "touchableControl", typeName: "TouchableControl", viewSettersAnd: [
        touchAlphaValue,
        disabledAlphaValue,
        normalDuration,
    ])
}
