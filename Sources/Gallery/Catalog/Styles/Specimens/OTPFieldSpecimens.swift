import Builders
import Foundation
import Render
import TokenModel

extension OTPFieldBuilder: ShownInGallery {
    /// How the gallery shows the `otpField` kind: its section and each style's specimens.
    static let gallery = StyleGallery<OTPFieldBuilder>(
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
    }
}
