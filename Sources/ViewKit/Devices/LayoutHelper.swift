import Foundation

/// SurfUtils' `LayoutHelper`: a constraint whose constant is set per kind of screen. Each
/// property sets ``LayoutConstraint/constant`` when the screen ``UIDevice`` answers for
/// (``DevicePreset/current``) is of its kind, at the moment it is set, as the original's
/// `didSet` does:
///
///     let top = LayoutHelper(item: title, attribute: .top, relatedBy: .equal,
///                            toItem: view, attribute: .top, constant: 24)
///     top.isSmallPhone = 12
///     top.isXPhone = 44
///     top.isActive = true
///
/// The original is set in Interface Builder's inspector (`@IBInspectable`, which needs
/// `@objc`); here the same properties are set in code. Outside
/// ``DevicePreset/withCurrent(_:perform:)`` ``UIDevice`` answers for a phone and warns.
/// ``DevicePreset/value(small:normal:xPhone:pad:)`` is the same choice for any value.
public final class LayoutHelper: LayoutConstraint {
    // MARK: - Properties

    /// The constant on a small phone (iPhone 5, SE).
    public var isSmallPhone: CGFloat = 0 {
        didSet { if UIDevice.isSmallPhone { constant = isSmallPhone } }
    }

    /// The constant on any other screen than a small phone or a phone with a notch.
    public var isNormal: CGFloat = 0 {
        didSet { if !UIDevice.isSmallPhone && !UIDevice.isXPhone { constant = isNormal } }
    }

    /// The constant on a phone with a notch (iPhone X and later).
    public var isXPhone: CGFloat = 0 {
        didSet { if UIDevice.isXPhone { constant = isXPhone } }
    }
}
