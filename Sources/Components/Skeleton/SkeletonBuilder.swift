import Foundation
import LayoutDSL
import TokenModel
import ViewKit

/// Builds a ``SkeletonView`` in the template project's builder style:
///
/// ```swift
/// let skeleton = SkeletonBuilder.startBuild()
///     .useAutoLayout()
///     .setStyle(.default)
///     .setDirection(.left)
///     .build()
/// ```
public final class SkeletonBuilder: StyledBuilder {
    // MARK: - Nested types

    /// The view this builder makes.
    public typealias BuiltView = SkeletonView

    // MARK: - Properties

    /// The skeleton being configured.
    public let view: SkeletonView

    // MARK: - Initializers

    private init(view: SkeletonView) {
        self.view = view
    }

    /// A builder holding a new skeleton with SurfUtils' defaults.
    public static func startBuild() -> SkeletonBuilder {
        SkeletonBuilder(view: SkeletonView())
    }

    // MARK: - Colors

    /// Sets the color of the placeholders outside the band.
    public func setGradientBackgroundColor(_ color: Themed<Color>) -> Self {
        view.gradientBackgroundColor = color
        return self
    }

    /// Sets the color at the middle of the band.
    public func setGradientMovingColor(_ color: Themed<Color>) -> Self {
        view.gradientMovingColor = color
        return self
    }

    // MARK: - Animation

    /// Sets how long one sweep takes.
    public func setMovingAnimationDuration(_ duration: TokenDuration) -> Self {
        setMovingAnimationDuration(duration.seconds)
    }

    /// Sets how long one sweep takes, in seconds.
    public func setMovingAnimationDuration(_ seconds: TimeInterval) -> Self {
        view.movingAnimationDuration = seconds
        return self
    }

    /// Sets the rest between sweeps.
    public func setDelayBetweenAnimationLoops(_ duration: TokenDuration) -> Self {
        setDelayBetweenAnimationLoops(duration.seconds)
    }

    /// Sets the rest between sweeps, in seconds.
    public func setDelayBetweenAnimationLoops(_ seconds: TimeInterval) -> Self {
        view.delayBetweenAnimationLoops = seconds
        return self
    }

    /// Sets the band's width as a fraction of the view's (clamped to 0…1).
    public func setShimmerRatio(_ ratio: CGFloat) -> Self {
        view.shimmerRatio = ratio
        return self
    }

    /// Sets which way the band sweeps.
    public func setDirection(_ direction: ShimmerDirection) -> Self {
        view.direction = direction
        return self
    }

    /// Sets the moment the view is drawn at, in seconds.
    public func setTime(_ time: TimeInterval) -> Self {
        view.time = time
        return self
    }

    // MARK: - Content

    /// Adds `subviews` on top of the skeleton's subviews; by default each becomes a
    /// placeholder shape of the mask.
    public func addSubviews(_ subviews: [UIView]) -> Self {
        subviews.forEach(view.addSubview)
        return self
    }
}
