import Foundation
import TokenModel
import ViewKit

/// The shared implementation of the builders of buttons (``ButtonBuilder``,
/// ``CommonButtonBuilder``): per-state titles, colors and images, and the button's own
/// properties, on top of ``ViewBuilding``'s.
public protocol ButtonBuilding: ViewBuilding where BuiltView: Button {}

extension ButtonBuilding {
    // MARK: - Per-state values

    /// Sets the title shown in `state` (other states fall back to `.normal`'s).
    public func setTitle(_ title: String?, for state: ControlState = .normal) -> Self {
        view.setTitle(title, for: state)
        return self
    }

    /// Sets the title color in `state`.
    public func setTitleColor(_ color: Themed<Color>?, for state: ControlState = .normal) -> Self {
        view.setTitleColor(color, for: state)
        return self
    }

    /// Sets the image before the title in `state`.
    public func setImage(_ image: Image?, for state: ControlState = .normal) -> Self {
        view.setImage(image, for: state)
        return self
    }

    /// Sets the image stretched over the bounds in `state`.
    public func setBackgroundImage(_ image: Image?, for state: ControlState = .normal) -> Self {
        view.setBackgroundImage(image, for: state)
        return self
    }

    /// Sets the fill of the rounded bounds in `state`, drawn above the view's own
    /// `backgroundColor`; a state without one shows `normal`'s.
    public func setBackgroundColor(_ color: Themed<Color>?, for state: ControlState) -> Self {
        view.setBackgroundColor(color, for: state)
        return self
    }

    /// Sets the border width (the color comes per state from ``setBorderColor(_:for:)``).
    public func setBorderWidth(_ width: CGFloat) -> Self {
        view.borderWidth = width
        return self
    }

    /// Sets the border color in `state`; a state without its own shows `normal`'s, and the
    /// view's border color follows the state shown.
    public func setBorderColor(_ color: Themed<Color>?, for state: ControlState) -> Self {
        view.setBorderColor(color, for: state)
        return self
    }

    // MARK: - Button properties

    /// Sets the typography of the title (UIKit's `titleLabel.font`).
    public func setFont(_ typography: Typography) -> Self {
        view.titleTypography = typography
        return self
    }

    /// Sets the insets around the image and title.
    public func setContentEdgeInsets(_ insets: EdgeInsets) -> Self {
        view.contentEdgeInsets = insets
        return self
    }

    /// Sets the space between the image and the title.
    public func setImageTitleSpacing(_ spacing: CGFloat) -> Self {
        view.imageTitleSpacing = spacing
        return self
    }

    /// Sets whether the button is enabled (disabled shows the `.disabled` values).
    public func setEnabled(_ enabled: Bool) -> Self {
        view.isEnabled = enabled
        return self
    }

    /// Sets whether the button is selected.
    public func setSelected(_ selected: Bool) -> Self {
        view.isSelected = selected
        return self
    }

    /// Sets the fill in each of `states` (the template project's background for an array of states).
    public func setBackgroundColor(_ color: Themed<Color>?, for states: [ControlState]) -> Self {
        states.forEach { view.setBackgroundColor(color, for: $0) }
        return self
    }

    /// Sets the title color in each of `states`.
    public func setTitleColor(_ color: Themed<Color>?, for states: [ControlState]) -> Self {
        states.forEach { view.setTitleColor(color, for: $0) }
        return self
    }
}
