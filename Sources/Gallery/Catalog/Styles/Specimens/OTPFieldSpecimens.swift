import Builders
import Foundation
import Render
import TokenModel

extension OTPFieldBuilder: ShownInGallery {
    /// How the gallery shows the `otpField` kind: its section and each style's specimens,
    /// drawn as `OTPFieldSnapshotTests` draws them (``OTPFieldRecipes``).
    static let gallery = StyleGallery<OTPFieldBuilder>(
        component: "OTPField", id: "otp-fields", title: "OTP fields", summary: "Each OTP style empty, partly filled, filled and showing an error, with its digits' font.",
        keywords: ["code", "error"]
    ) { context, styled in
        OTPFieldRecipes.specimens(style: context.style.name, styled: styled)
    }
}
