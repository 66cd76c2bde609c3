import Foundation
import TokenModel
import ViewKit

/// The shared implementation of ``UIViewBuilderType`` for builders that hold their view:
/// a builder conforms by storing ``view`` and gets every `setX` method below.
public protocol ViewBuilding: UIViewBuilderType {
    /// The view being configured.
    var view: BuiltView { get }
}

extension ViewBuilding {
    // MARK: - Building

    /// The configured view.
    public func build() -> BuiltView { view }

    // MARK: - UIViewBuilderType and priorities

    /// Turns off `translatesAutoresizingMaskIntoConstraints`, for views placed by anchors.
    public func useAutoLayout() -> Self {
        view.translatesAutoresizingMaskIntoConstraints = false
        return self
    }

    /// Sets the fill behind the content; `nil` removes it.
    public func setBackgroundColor(_ color: Themed<Color>?) -> Self {
        view.backgroundColor = color
        return self
    }

    /// Sets the radius of the corners (see ``setMaskedCorners(_:)``).
    public func setCornerRadius(_ radius: CGFloat) -> Self {
        view.cornerRadius = radius
        return self
    }

    /// Sets the width and color of the border drawn inside the bounds.
    public func setBorder(width: CGFloat, color: Themed<Color>) -> Self {
        view.borderWidth = width
        view.borderColor = color
        return self
    }

    /// Sets the content hugging priority on `axis` (``View/setContentHuggingPriority(_:for:)``):
    /// of two views in a row, the one with the lower priority grows into the free space.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) -> Self {
        view.setContentHuggingPriority(priority, for: axis)
        return self
    }

    /// Sets the compression resistance priority on `axis`
    /// (``View/setContentCompressionResistancePriority(_:for:)``): when there is too
    /// little room, the view with the lower priority is shrunk first.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) -> Self {
        view.setContentCompressionResistancePriority(priority, for: axis)
        return self
    }

    // MARK: - View properties

    /// Sets which corners the corner radius rounds.
    public func setMaskedCorners(_ corners: CornerMask) -> Self {
        view.maskedCorners = corners
        return self
    }

    /// Sets whether content and subviews are cut to the rounded bounds.
    public func setClipsToBounds(_ clips: Bool) -> Self {
        view.clipsToBounds = clips
        return self
    }

    /// Sets the drop shadows of the view; `nil` removes them.
    public func setShadow(_ shadow: Themed<[Shadow]>?) -> Self {
        view.shadow = shadow
        return self
    }

    /// Sets the opacity of the view and everything in it.
    public func setAlpha(_ alpha: CGFloat) -> Self {
        view.alpha = alpha
        return self
    }

    /// Sets whether the view is left out of drawing.
    public func setHidden(_ hidden: Bool) -> Self {
        view.isHidden = hidden
        return self
    }

    /// Sets the number that identifies the view (`viewWithTag(_:)`).
    public func setTag(_ tag: Int) -> Self {
        view.tag = tag
        return self
    }
}
