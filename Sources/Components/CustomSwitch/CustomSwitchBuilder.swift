import Foundation
import LayoutDSL
import TokenModel

/// Builds a ``CustomSwitch`` in the template project's builder style:
///
/// ```swift
/// let toggle = CustomSwitchBuilder.startBuild()
///     .useAutoLayout()
///     .setStyle(.default)
///     .setOn(false)
///     .build()
/// ```
public final class CustomSwitchBuilder: ControlBuilding, StyledBuilder {
    // MARK: - Nested types

    /// The view this builder makes.
    public typealias BuiltView = CustomSwitch

    // MARK: - Properties

    /// The switch being configured.
    public let view: CustomSwitch

    // MARK: - Initializers

    private init(view: CustomSwitch) {
        self.view = view
    }

    /// A builder holding a new switch.
    public static func startBuild() -> CustomSwitchBuilder {
        CustomSwitchBuilder(view: CustomSwitch())
    }

    // MARK: - State

    /// Turns the switch on or off, at rest.
    public func setOn(_ on: Bool) -> Self {
        view.setOn(on, animated: false)
        return self
    }

    /// Shows the transition that ends in the current state at `progress` (0 to 1).
    public func setTransitionProgress(_ progress: Double?) -> Self {
        view.transitionProgress = progress
        return self
    }

    // MARK: - Configurations

    /// Sets the thumb's insets and the track's rounding.
    public func setLayoutConfiguration(_ configuration: CustomSwitch.LayoutConfiguration) -> Self {
        view.layoutConfiguration = configuration
        return self
    }

    /// Sets the thumb's rounding and shadow.
    public func setThumbConfiguration(_ configuration: CustomSwitch.ThumbConfiguration) -> Self {
        view.thumbConfiguration = configuration
        return self
    }

    /// Sets the colors of the track, the on overlay and the thumb.
    public func setColorsConfiguration(_ configuration: CustomSwitch.ColorsConfiguration) -> Self {
        view.colorsConfiguration = configuration
        return self
    }

    /// Sets the transition's timing.
    public func setAnimationsConfiguration(_ configuration: CustomSwitch.AnimationsConfiguration) -> Self {
        view.animationsConfiguration = configuration
        return self
    }

    // MARK: - Layout

    /// Sets the gap between the thumb and the track's ends.
    public func setPadding(_ padding: CGFloat) -> Self {
        view.layoutConfiguration.padding = padding
        return self
    }

    /// Sets the gap between the thumb and the track's top and bottom.
    public func setSpacing(_ spacing: CGFloat) -> Self {
        view.layoutConfiguration.spacing = spacing
        return self
    }

    /// Sets the track's corner radius as a share of its height.
    public func setCornerRatio(_ ratio: CGFloat) -> Self {
        view.layoutConfiguration.cornerRatio = ratio
        return self
    }

    // MARK: - Thumb

    /// Sets the thumb's corner radius as a share of its side.
    public func setThumbCornerRatio(_ ratio: CGFloat) -> Self {
        view.thumbConfiguration.cornerRatio = ratio
        return self
    }

    /// Sets the thumb's shadows; `nil` removes them.
    public func setThumbShadow(_ shadow: Themed<[Shadow]>?) -> Self {
        view.thumbConfiguration.shadow = shadow
        return self
    }

    // MARK: - Colors

    /// Sets a flat off (track) color.
    public func setOffColor(_ color: Themed<Color>) -> Self {
        view.colorsConfiguration.off = CSSimpleColorConfiguration(color: color)
        return self
    }

    /// Sets a flat on (overlay) color.
    public func setOnColor(_ color: Themed<Color>) -> Self {
        view.colorsConfiguration.on = CSSimpleColorConfiguration(color: color)
        return self
    }

    /// Sets a flat thumb color.
    public func setThumbColor(_ color: Themed<Color>) -> Self {
        view.colorsConfiguration.thumb = CSSimpleColorConfiguration(color: color)
        return self
    }

    /// Sets a vertical gradient for the track, replacing its flat color.
    public func setOffGradient(_ gradient: Themed<Gradient>) -> Self {
        view.colorsConfiguration.off = CSGradientColorConfiguration(gradient: gradient)
        return self
    }

    /// Sets a track gradient that is the same in every theme.
    public func setOffGradient(_ gradient: Gradient) -> Self {
        setOffGradient(Themed(gradient))
    }

    /// Sets a vertical gradient for the on overlay, replacing its flat color.
    public func setOnGradient(_ gradient: Themed<Gradient>) -> Self {
        view.colorsConfiguration.on = CSGradientColorConfiguration(gradient: gradient)
        return self
    }

    /// Sets an on gradient that is the same in every theme.
    public func setOnGradient(_ gradient: Gradient) -> Self {
        setOnGradient(Themed(gradient))
    }

    /// Sets a vertical gradient for the thumb, replacing its flat color.
    public func setThumbGradient(_ gradient: Themed<Gradient>) -> Self {
        view.colorsConfiguration.thumb = CSGradientColorConfiguration(gradient: gradient)
        return self
    }

    /// Sets a thumb gradient that is the same in every theme.
    public func setThumbGradient(_ gradient: Gradient) -> Self {
        setThumbGradient(Themed(gradient))
    }

    // MARK: - Animation

    /// Sets the transition's length.
    public func setAnimationDuration(_ duration: TokenDuration) -> Self {
        view.animationsConfiguration.duration = duration.seconds
        return self
    }

    /// Sets the wait before the transition.
    public func setAnimationDelay(_ delay: TokenDuration) -> Self {
        view.animationsConfiguration.delay = delay.seconds
        return self
    }

    /// Sets the spring's damping ratio.
    public func setSpringDamping(_ damping: CGFloat) -> Self {
        view.animationsConfiguration.usingSpringWithDamping = damping
        return self
    }

    /// Sets the spring's initial speed, in distances per second.
    public func setSpringVelocity(_ velocity: CGFloat) -> Self {
        view.animationsConfiguration.initialSpringVelocity = velocity
        return self
    }
}
