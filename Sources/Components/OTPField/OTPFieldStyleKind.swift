/// The `otpField` kind: the digits' typography, their text and bottom-line colors when
/// active, inactive and in error, the error message's color and typography, the digits'
/// size, gap and count, the inset of the content (for a field drawn as a card) and
/// the disabled dimming, plus the view's properties.
public enum OTPFieldStyleKind {
    // MARK: - Setters

    public static let digitTypography = StyleSetter("setDigitFont", .typography("digitTypography"))
    public static let activeTextColor = StyleSetter("setActiveTextColor", .color("activeTextColor"))
    public static let inactiveTextColor = StyleSetter("setInactiveTextColor", .color("inactiveTextColor"))
    public static let digitErrorTextColor = StyleSetter("setDigitErrorTextColor", .color("digitErrorTextColor"))
    public static let activeBottomLineColor = StyleSetter("setActiveBottomLineColor", .color("activeBottomLineColor"))
    public static let inactiveBottomLineColor = StyleSetter("setInactiveBottomLineColor", .color("inactiveBottomLineColor"))
    public static let errorBottomLineColor = StyleSetter("setErrorBottomLineColor", .color("errorBottomLineColor"))
    public static let errorTextColor = StyleSetter("setErrorTextColor", .color("errorTextColor"))
    public static let errorTypography = StyleSetter("setErrorFont", .typography("errorTypography"))
    public static let digitSize = StyleSetter("setDigitSize", .dimension("digitWidth", label: "width"), .dimension("digitHeight", label: "height"))
    public static let digitSpacing = StyleSetter("setBetween", .dimension("digitSpacing", label: "space"))
    public static let digitCount = StyleSetter("setDigits", .integer("digitCount", minimum: 0, label: "count"))
    public static let contentInset = StyleSetter("setContentInset", .dimension("contentInset"))
    public static let disabledAlphaValue = StyleSetter("setDisabledAlphaValue", .number("disabledAlphaValue"))

    // MARK: - Kind

    /// The kind: the view's setters the kind does not replace, then its own.
    public static let kind = StyleKindDescriptor(key: "otpField", typeName: "OTPField", viewSettersAnd: [
        digitTypography,
        activeTextColor,
        inactiveTextColor,
        digitErrorTextColor,
        activeBottomLineColor,
        inactiveBottomLineColor,
        errorBottomLineColor,
        errorTextColor,
        errorTypography,
        digitSize,
        digitSpacing,
        digitCount,
        contentInset,
        disabledAlphaValue,
    ], textsOnSurfaces: [
        TextOnSurface(text: "activeTextColor", typography: "digitTypography", surface: "backgroundColor"),
        TextOnSurface(text: "inactiveTextColor", typography: "digitTypography", surface: "backgroundColor"),
        TextOnSurface(text: "digitErrorTextColor", typography: "digitTypography", surface: "backgroundColor"),
        TextOnSurface(text: "errorTextColor", typography: "errorTypography", surface: "backgroundColor"),
    ])
}
