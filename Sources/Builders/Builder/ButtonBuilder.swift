import Foundation
import TokenModel

/// Builds a ``Button`` in the seed-000 style, with values per control state:
///
/// ```swift
/// let sendButton = ButtonBuilder.startBuild()
///     .useAutoLayout()
///     .setTitle("Send")
///     .setTitleColor(.white)
///     .setBackgroundColor(Colors.mainColor, for: .normal)
///     .setCornerRadius(8)
///     .build()
/// ```
public final class ButtonBuilder: ViewBuilding {
    // MARK: - Nested types

    /// The view this builder makes.
    public typealias BuiltView = Button

    // MARK: - Properties

    /// The button being configured.
    public let view: Button

    // MARK: - Initializers

    private init(view: Button) {
        self.view = view
    }

    /// A builder holding a new button.
    public static func startBuild() -> ButtonBuilder {
        ButtonBuilder(view: Button())
    }

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

    /// Sets a title color that is the same in every theme.
    public func setTitleColor(_ color: Color, for state: ControlState = .normal) -> Self {
        setTitleColor(Themed(color), for: state)
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
    /// `backgroundColor`.
    public func setBackgroundColor(_ color: Themed<Color>?, for state: ControlState) -> Self {
        view.setBackgroundColor(color, for: state)
        return self
    }

    /// Sets a per-state fill that is the same in every theme.
    public func setBackgroundColor(_ color: Color, for state: ControlState) -> Self {
        setBackgroundColor(Themed(color), for: state)
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
}
