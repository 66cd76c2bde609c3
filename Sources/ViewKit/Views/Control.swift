import Foundation

/// A view that takes input and can be disabled, as UIKit's `UIControl` (`isEnabled`): the
/// base of the controls with no disabled colors of their own (the custom switch, the OTP
/// field, the touchable control). A disabled control keeps ``disabledAlphaValue`` of its
/// alpha, so it reads disabled, and gets its alpha back when enabled.
open class Control: View {
    // MARK: - Properties

    /// Whether the control takes input, as `UIControl.isEnabled`; a disabled one draws at
    /// ``disabledAlphaValue`` of its own alpha.
    public var isEnabled = true {
        didSet { if isEnabled != oldValue { applyEnabledLook() } }
    }

    /// The share of its alpha a disabled control keeps: 1 by default (SurfUtils' controls
    /// do not change when disabled; the styles set a dimming from an opacity token).
    /// Clamped to 0…1; a value that is not a number counts as 1.
    public var disabledAlphaValue: CGFloat = 1 {
        didSet { applyEnabledLook() }
    }

    /// The control's own alpha while it is dimmed, to give back when enabled.
    private var enabledAlpha: CGFloat?

    // MARK: - Disabled look

    /// Dims the control to ``disabledAlphaValue`` of its own alpha while disabled, or gives
    /// its alpha back when enabled; a new share dims from the alpha kept, not the dimmed one.
    private func applyEnabledLook() {
        let resting = enabledAlpha ?? alpha
        if isEnabled {
            alpha = resting
            enabledAlpha = nil
        } else {
            let kept = disabledAlphaValue.isNaN ? 1 : min(max(disabledAlphaValue, 0), 1)
            enabledAlpha = resting
            alpha = resting * kept
        }
    }
}
