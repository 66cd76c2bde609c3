import TokenModel
import Foundation

/// SurfUtils' `UIDevice` helpers, answered for the screen a render is for: the
/// ``DevicePreset/current`` preset of the running task.
///
///     DevicePreset.withCurrent(.smallPhone) { UIDevice.isSmallPhone }   // true
///
/// Asked with no preset bound, they answer for ``DevicePreset/phone`` and warn once, naming
/// the helper asked: a layout that depends on the device must say which one it is drawn for.
public enum UIDevice {
    // MARK: - Kinds

    /// An iPhone 5, 5c, 5s or SE screen (320 × 568).
    public static var isSmallPhone: Bool { preset(asking: "isSmallPhone").isSmallPhone }
    /// An iPhone 6, 7 or 8 screen, or a Plus.
    public static var isNormalPhone: Bool { preset(asking: "isNormalPhone").isNormalPhone }
    /// An iPhone with a notch and a large safe area (X and later).
    public static var isXPhone: Bool { preset(asking: "isXPhone").isXPhone }
    /// Any iPad.
    public static var isPad: Bool { preset(asking: "isPad").isPad }

    // MARK: - Private

    private static func preset(asking helper: String) -> DevicePreset {
        if let current = DevicePreset.current { return current }
        RuntimeWarning.report("warning: UIDevice.\(helper) was asked outside DevicePreset.withCurrent(_:); it answers for the 'phone' preset (375 × 667)")
        return .phone
    }
}
