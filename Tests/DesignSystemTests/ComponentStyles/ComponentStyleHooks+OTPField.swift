import Builders
import DesignSystem
import TokenModel

extension ComponentStyleHooks {
    /// The `otpField` kind: the digits' and the error message's typography and colors, and
    /// the digits' size, gap and count, and the content inset.
    static let otpField: ComponentStyleHook? = ComponentStyleHook(
        generatedViews: {
            DesignTokens.OTPFieldStyle.allCases.map { ($0.rawValue, OTPFieldBuilder.startBuild().setStyle($0).build()) }
        },
        read: { view, theme in
            guard let field = view as? OTPField else { return nil }
            let style = field.style, digit = field.style.digitStyle
            return [
                "digitTypography": digit.font,
                "activeTextColor": digit.activeTextColor.resolved(in: theme),
                "inactiveTextColor": digit.inactiveTextColor.resolved(in: theme),
                "digitErrorTextColor": digit.errorTextColor.resolved(in: theme),
                "activeBottomLineColor": digit.activeBottomLineColor.resolved(in: theme),
                "inactiveBottomLineColor": digit.inactiveBottomLineColor.resolved(in: theme),
                "errorBottomLineColor": digit.errorBottomLineColor.resolved(in: theme),
                "errorTextColor": style.errorTextColor.resolved(in: theme),
                "errorTypography": style.errorFont,
                "digitWidth": field.digitSize.width,
                "digitHeight": field.digitSize.height,
                "digitSpacing": field.digitSpacing,
                "digitCount": field.digits.count,
                "contentInset": field.contentInset,
            ]
        }
    )
}
