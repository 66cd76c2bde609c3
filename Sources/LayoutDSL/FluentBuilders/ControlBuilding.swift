import Foundation
import ViewKit

/// The shared setters of the builders of ``Control``s (the custom switch, the OTP field,
/// the touchable control): enabled or not, and how a disabled one dims.
public protocol ControlBuilding: ViewBuilding where BuiltView: Control {}

extension ControlBuilding {
    // MARK: - Enabled

    /// Enables or disables the control; a disabled one draws dimmed by
    /// ``setDisabledAlphaValue(_:)``.
    public func setEnabled(_ enabled: Bool) -> Self {
        view.isEnabled = enabled
        return self
    }

    /// Sets the share of its alpha the control keeps while disabled.
    public func setDisabledAlphaValue(_ alpha: CGFloat) -> Self {
        view.disabledAlphaValue = alpha
        return self
    }
}
