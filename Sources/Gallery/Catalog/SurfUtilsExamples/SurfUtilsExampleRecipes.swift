import Builders
import Foundation
import Render

/// The pictures of SurfUtils' example configurations (``SurfUtilsExampleConfigurations``)
/// as the SurfUtils-example snapshot tests and the gallery's "SurfUtils examples" both draw
/// them: each view laid out at the size SurfUtils gives it, padded as its reference is.
package enum SurfUtilsExampleRecipes {
    // MARK: - Properties

    /// The suite of the references: `Snapshots/OriginExamples/`.
    package static let suite = "OriginExamples"

    // MARK: - OTPField

    /// The OTP screen with `code` typed; with `error`, SurfUtils' `error:` branch, which
    /// shows it once the code is entered (`surfutils-otp-field`; without an error
    /// `surfutils-otp-field-typed`).
    package static func otpField(code: String, error: String?) -> SnapshotRecipe {
        SnapshotRecipe(reference(error == nil ? "surfutils-otp-field-typed" : "surfutils-otp-field"), size: .fixed(SurfUtilsExampleConfigurations.otpScreenSize)) {
            let (screen, field) = SurfUtilsExampleConfigurations.otpField()
            if let error {
                field.didCodeEnter = { [unowned field] _ in field.showError(message: error) }
            }
            field.code = code
            return screen
        }
    }

    /// The error screen of the snapshot test: "1234" entered, "Ошибка" shown.
    package static let otpFieldError = otpField(code: "1234", error: "Ошибка")
    /// The screen with two digits typed, no error.
    package static let otpFieldTyped = otpField(code: "12", error: nil)

    // MARK: - CustomSwitch

    /// The switch on or off at its 100 × 50 frame, 16 points of page around it
    /// (`surfutils-custom-switch`, `surfutils-custom-switch-off`).
    package static func customSwitch(isOn: Bool) -> SnapshotRecipe {
        SnapshotRecipe(reference(isOn ? "surfutils-custom-switch" : "surfutils-custom-switch-off"), size: .fixed(SurfUtilsExampleConfigurations.switchSize), padding: 16) {
            SurfUtilsExampleConfigurations.customSwitch(isOn: isOn)
        }
    }

    // MARK: - BeanPageControl

    /// The 240 × 40 container laid out, so the control is centred in it by its anchors
    /// (`surfutils-bean-page-control`).
    package static let beanPageControl = SnapshotRecipe(reference("surfutils-bean-page-control"),
                                                        size: .fixed(SurfUtilsExampleConfigurations.beanContainerSize)) {
        SurfUtilsExampleConfigurations.beanPageControl().container
    }

    // MARK: - SkeletonView

    /// The skeleton at 400 ms, the band over the first bar, at its 240 × 72 frame with 16
    /// points of page around it (`surfutils-skeleton`).
    package static let skeleton = SnapshotRecipe(reference("surfutils-skeleton"), size: .fixed(SurfUtilsExampleConfigurations.skeletonSize),
                                                 padding: 16) {
        SurfUtilsExampleConfigurations.skeleton(time: 0.4)
    }

    /// The skeleton's sweep as the gallery's strips draw every shimmer
    /// (``ShimmerSpecimens/sweepStrip(_:make:)``: `surfutils-skeleton-sweep`).
    package static let skeletonSweep = ShimmerSpecimens.sweepStrip(reference("surfutils-skeleton-sweep")) {
        SurfUtilsExampleConfigurations.skeleton(time: 0)
    }

    // MARK: - Private

    private static func reference(_ name: String) -> SnapshotReference {
        SnapshotReference(suite: suite, name: name)
    }
}
