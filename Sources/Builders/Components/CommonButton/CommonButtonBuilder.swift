import Foundation
import TokenModel

/// Builds a ``CommonButton`` in the seed-000 style:
///
/// ```swift
/// let payButton = CommonButtonBuilder.startBuild()
///     .useAutoLayout()
///     .setStyle(.primary)
///     .setTitleForAllStates("Pay")
///     .setImageForAllStates(Image(named: "card"))
///     .setAddedTouchArea(10)
///     .build()
/// ```
public final class CommonButtonBuilder: ViewBuilding {
    // MARK: - Nested types

    /// The view this builder makes.
    public typealias BuiltView = CommonButton

    // MARK: - Properties

    /// The button being configured.
    public let view: CommonButton

    // MARK: - Initializers

    private init(view: CommonButton) {
        self.view = view
    }

    /// A builder holding a new button.
    public static func startBuild() -> CommonButtonBuilder {
        CommonButtonBuilder(view: CommonButton())
    }

    /// A builder over an existing button, so a generated style (or any builder call) can
    /// restyle it, as a ``UIStyle`` does: `CommonButtonBuilder.edit(button).setStyle(.secondary)`.
    public static func edit(_ button: CommonButton) -> CommonButtonBuilder {
        CommonButtonBuilder(view: button)
    }

    // MARK: - Per-state values

    /// Sets the fill of the rounded bounds in `state` (the seed's background for an array
    /// of states); a state without one shows `normal`'s.
    public func setBackgroundColor(_ color: Themed<Color>?, for state: ControlState) -> Self {
        view.setBackgroundColor(color, for: state)
        return self
    }

    /// Sets a per-state fill that is the same in every theme.
    public func setBackgroundColor(_ color: Color, for state: ControlState) -> Self {
        setBackgroundColor(Themed(color), for: state)
    }

    /// Sets the fill in each of `states`.
    public func setBackgroundColor(_ color: Themed<Color>?, for states: [ControlState]) -> Self {
        states.forEach { view.setBackgroundColor(color, for: $0) }
        return self
    }

    /// Sets the title color in `state`; a state without one shows `normal`'s.
    public func setTitleColor(_ color: Themed<Color>?, for state: ControlState) -> Self {
        view.setTitleColor(color, for: state)
        return self
    }

    /// Sets a per-state title color that is the same in every theme.
    public func setTitleColor(_ color: Color, for state: ControlState) -> Self {
        setTitleColor(Themed(color), for: state)
    }

    /// Sets the title color in each of `states`.
    public func setTitleColor(_ color: Themed<Color>?, for states: [ControlState]) -> Self {
        states.forEach { view.setTitleColor(color, for: $0) }
        return self
    }

    // MARK: - All states at once

    /// Sets the title of every state.
    public func setTitleForAllStates(_ title: String?) -> Self {
        view.setTitleForAllStates(title)
        return self
    }

    /// Sets the image of every state.
    public func setImageForAllStates(_ image: Image?) -> Self {
        view.setImageForAllStates(image)
        return self
    }

    // MARK: - Button properties

    /// Sets the typography of the title.
    public func setTitleTypography(_ typography: Typography) -> Self {
        view.titleTypography = typography
        return self
    }

    /// Sets the opacity of the image in the states other than `normal`.
    public func setImageAlpha(_ alpha: CGFloat) -> Self {
        view.imageAlpha = alpha
        return self
    }

    /// Sets how far the hit area reaches past the bounds on every side.
    public func setAddedTouchArea(_ points: CGFloat) -> Self {
        view.addedTouchArea = points
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

    /// Shows `state` (sets enabled, highlighted and selected to match).
    public func setState(_ state: ControlState) -> Self {
        view.show(state)
        return self
    }
}
