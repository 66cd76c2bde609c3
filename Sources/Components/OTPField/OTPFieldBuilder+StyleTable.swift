import LayoutDSL
import TokenModel

extension OTPFieldBuilder {
    /// The `otpField` kind: the digits' typography, their text and bottom-line colors when
    /// active, inactive and in error, the error message's color and typography, the digits'
    /// size, gap and count, the inset of the content (for a field drawn as a card), plus
    /// the view's properties.
    public static let styleTable = StyleTable<OTPFieldBuilder>(key: "otpField", viewRowsAnd: [
        .typography("digitTypography") { $0.setDigitFont($1) },
        .color("activeTextColor") { $0.setActiveTextColor($1) },
        .color("inactiveTextColor") { $0.setInactiveTextColor($1) },
        .color("digitErrorTextColor") { $0.setDigitErrorTextColor($1) },
        .color("activeBottomLineColor") { $0.setActiveBottomLineColor($1) },
        .color("inactiveBottomLineColor") { $0.setInactiveBottomLineColor($1) },
        .color("errorBottomLineColor") { $0.setErrorBottomLineColor($1) },
        .color("errorTextColor") { $0.setErrorTextColor($1) },
        .typography("errorTypography") { $0.setErrorFont($1) },
        .dimensions("digitWidth", "digitHeight") { $0.setDigitSize(width: $1, height: $2) },
        .dimension("digitSpacing") { $0.setBetween(space: $1) },
        .integer("digitCount", minimum: 0) { $0.setDigits(count: $1) },
        .dimension("contentInset") { $0.setContentInset($1) },
    ], textsOnSurfaces: [
        StyleKind.TextOnSurface(text: "activeTextColor", typography: "digitTypography", surface: "backgroundColor"),
        StyleKind.TextOnSurface(text: "inactiveTextColor", typography: "digitTypography", surface: "backgroundColor"),
        StyleKind.TextOnSurface(text: "digitErrorTextColor", typography: "digitTypography", surface: "backgroundColor"),
        StyleKind.TextOnSurface(text: "errorTextColor", typography: "errorTypography", surface: "backgroundColor"),
    ], gallery: StyleGallery(
        component: "OTPField", id: "otp-fields", title: "OTP fields", summary: "Each OTP style empty, partly filled, filled and showing an error, with its digits' font.",
        keywords: ["code", "error"]
    ) { _, styled in
        [("empty", "", nil), ("partly filled", "47", nil), ("filled", "471123", nil), ("error", "471123", "Wrong code")].map { (state: String, code: String, error: String?) in
            StyleSpecimen(state, detail: "code \(code) error \(String(reflecting: error))", .fitting(wrapsText: false) {
                let field = styled().setCode(code).build()
                if let error { field.showError(message: error) }
                return field
            })
        }
    })
}
