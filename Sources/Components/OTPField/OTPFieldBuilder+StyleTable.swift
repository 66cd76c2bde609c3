import LayoutDSL
import TokenModel

extension OTPFieldBuilder {
    /// The `otpField` kind: the digits' typography, their text and bottom-line colors when
    /// active, inactive and in error, the error message's color and typography, the digits'
    /// size, gap and count, the inset of the content (for a field drawn as a card) and
    /// the disabled dimming, plus the view's properties.
    public static let styleTable = StyleTable<OTPFieldBuilder>(kind: OTPFieldStyleKind.kind, viewRowsAnd: [
        .typography(OTPFieldStyleKind.digitTypography, shows: { $0.style.digitStyle.font }) { $0.setDigitFont($1) },
        .color(OTPFieldStyleKind.activeTextColor, shows: { $0.style.digitStyle.activeTextColor }) { $0.setActiveTextColor($1) },
        .color(OTPFieldStyleKind.inactiveTextColor, shows: { $0.style.digitStyle.inactiveTextColor }) { $0.setInactiveTextColor($1) },
        .color(OTPFieldStyleKind.digitErrorTextColor, shows: { $0.style.digitStyle.errorTextColor }) { $0.setDigitErrorTextColor($1) },
        .color(OTPFieldStyleKind.activeBottomLineColor, shows: { $0.style.digitStyle.activeBottomLineColor }) { $0.setActiveBottomLineColor($1) },
        .color(OTPFieldStyleKind.inactiveBottomLineColor, shows: { $0.style.digitStyle.inactiveBottomLineColor }) { $0.setInactiveBottomLineColor($1) },
        .color(OTPFieldStyleKind.errorBottomLineColor, shows: { $0.style.digitStyle.errorBottomLineColor }) { $0.setErrorBottomLineColor($1) },
        .color(OTPFieldStyleKind.errorTextColor, shows: { $0.style.errorTextColor }) { $0.setErrorTextColor($1) },
        .typography(OTPFieldStyleKind.errorTypography, shows: { $0.style.errorFont }) { $0.setErrorFont($1) },
        .dimensions(OTPFieldStyleKind.digitSize, shows: { ($0.digitSize.width, $0.digitSize.height) }) { $0.setDigitSize(width: $1, height: $2) },
        .dimension(OTPFieldStyleKind.digitSpacing, shows: { $0.digitSpacing }) { $0.setBetween(space: $1) },
        .integer(OTPFieldStyleKind.digitCount, shows: { $0.digits.count }) { $0.setDigits(count: $1) },
        .dimension(OTPFieldStyleKind.contentInset, shows: { $0.contentInset }) { $0.setContentInset($1) },
        .number(OTPFieldStyleKind.disabledAlphaValue, shows: { $0.disabledAlphaValue }) { $0.setDisabledAlphaValue($1) },
    ])
}
