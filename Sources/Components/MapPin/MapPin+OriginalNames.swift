import Foundation

// MARK: - The names before the map pin had one stem

/// SurfUtils' name of ``MapPinDrawer``.
@available(*, deprecated, renamed: "MapPinDrawer")
public typealias MapTextPinDrawer = MapPinDrawer

/// The view's name before the map pin had one stem (`MapPin`); adopters may still use it.
@available(*, deprecated, renamed: "MapPinView")
public typealias MapTextPinView = MapPinView

/// The drawn pin's name before the map pin had one stem.
@available(*, deprecated, renamed: "MapPinImage")
public typealias MapTextPinImage = MapPinImage

/// The pin geometry's name before the map pin had one stem.
@available(*, deprecated, renamed: "MapPinGeometry")
public typealias MapTextPinGeometry = MapPinGeometry

extension MapPinDrawer.Configuration {
    /// The original drawer's name of ``bubbleCornerRadius``.
    @available(*, deprecated, renamed: "bubbleCornerRadius")
    public var cornerRadius: CGFloat {
        get { bubbleCornerRadius }
        set { bubbleCornerRadius = newValue }
    }
}
