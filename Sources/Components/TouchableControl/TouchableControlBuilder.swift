import Foundation
import LayoutDSL
import TokenModel
import ViewKit

/// Builds a ``TouchableControl`` in the template project's builder style:
///
/// ```swift
/// let card = TouchableControlBuilder.startBuild()
///     .useAutoLayout()
///     .setStyle(.card)
///     .setAnimatingViewsByAlpha([titleLabel])
///     .addChangeColor(to: subtitleLabel, initColor: subtitleLabel.textColor, goalColor: .orange)
///     .setOnTouchUpInside { openDetails() }
///     .build()
/// ```
public final class TouchableControlBuilder: ControlBuilding, StyledBuilder {
    // MARK: - Nested types

    /// The view this builder makes.
    public typealias BuiltView = TouchableControl

    // MARK: - Properties

    /// The control being configured.
    public let view: TouchableControl

    // MARK: - Initializers

    private init(view: TouchableControl) {
        self.view = view
    }

    /// A builder holding a new control.
    public static func startBuild() -> TouchableControlBuilder {
        TouchableControlBuilder(view: TouchableControl())
    }

    /// A builder over an existing control, to restyle it.
    public static func edit(_ control: TouchableControl) -> TouchableControlBuilder {
        TouchableControlBuilder(view: control)
    }

    // MARK: - Pressed look

    /// Sets the alpha of the dimmed views while pressed.
    public func setTouchAlphaValue(_ alpha: CGFloat) -> Self {
        view.touchAlphaValue = alpha
        return self
    }

    /// Sets how long the look takes to change, in seconds.
    public func setNormalDuration(_ seconds: TimeInterval) -> Self {
        view.normalDuration = seconds
        return self
    }

    /// Sets the views dimmed while pressed.
    public func setAnimatingViewsByAlpha(_ views: [UIView]) -> Self {
        view.animatingViewsByAlpha = views
        return self
    }

    /// Recolors `target` while pressed (``TouchableControl/addChangeColor(to:normalColor:touchedColor:)``).
    public func addChangeColor(to target: UIView, normalColor: Themed<Color>?, touchedColor: Themed<Color>?) -> Self {
        view.addChangeColor(to: target, normalColor: normalColor, touchedColor: touchedColor)
        return self
    }

    /// Recolors `target` while pressed, under SurfUtils' second spelling.
    public func addChangeColor(to target: UIView, initColor: Themed<Color>?, goalColor: Themed<Color>?) -> Self {
        addChangeColor(to: target, normalColor: initColor, touchedColor: goalColor)
    }

    /// Shows `state`'s look, `progress` of the way into it (1: settled).
    public func setTouchState(_ state: TouchableControl.TouchState, progress: Double = 1) -> Self {
        view.touchState = state
        view.animationProgress = progress
        return self
    }

    // MARK: - Events

    /// Sets what a touch lifted inside the control does.
    public func setOnTouchUpInside(_ action: @escaping () -> Void) -> Self {
        view.onTouchUpInside = action
        return self
    }

    /// Sets what a cancelled touch does.
    public func setOnTouchCancel(_ action: @escaping () -> Void) -> Self {
        view.onTouchCancel = action
        return self
    }

    /// Sets what a touch going down does.
    public func setOnTouchDown(_ action: @escaping () -> Void) -> Self {
        view.onTouchDown = action
        return self
    }
}
