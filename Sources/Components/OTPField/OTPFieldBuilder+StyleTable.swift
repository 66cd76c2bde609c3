import LayoutDSL
import TokenModel

extension OTPFieldBuilder {
    /// The `otpField` kind: the digits' typography, their text and bottom-line colors when
    /// active, inactive and in error, the error message's color and typography, the digits'
    /// size, gap and count, the inset of the content (for a field drawn as a card), plus
    /// the view's properties.
    public static let styleTable = StyleTable<OTPFieldBuilder>(kind: OTPFieldStyleKind.kind, viewRowsAnd: [
        .typography(OTPFieldStyleKind.digitTypography) { $0.setDigitFont($1) },
        .color(OTPFieldStyleKind.activeTextColor) { $0.setActiveTextColor($1) },
        .color(OTPFieldStyleKind.inactiveTextColor) { $0.setInactiveTextColor($1) },
        .color(OTPFieldStyleKind.digitErrorTextColor) { $0.setDigitErrorTextColor($1) },
        .color(OTPFieldStyleKind.activeBottomLineColor) { $0.setActiveBottomLineColor($1) },
        .color(OTPFieldStyleKind.inactiveBottomLineColor) { $0.setInactiveBottomLineColor($1) },
        .color(OTPFieldStyleKind.errorBottomLineColor) { $0.setErrorBottomLineColor($1) },
        .color(OTPFieldStyleKind.errorTextColor) { $0.setErrorTextColor($1) },
        .typography(OTPFieldStyleKind.errorTypography) { $0.setErrorFont($1) },
        .dimensions(OTPFieldStyleKind.digitSize) { $0.setDigitSize(width: $1, height: $2) },
        .dimension(OTPFieldStyleKind.digitSpacing) { $0.setBetween(space: $1) },
        .integer(OTPFieldStyleKind.digitCount) { $0.setDigits(count: $1) },
        .dimension(OTPFieldStyleKind.contentInset) { $0.setContentInset($1) },
    ])
}
