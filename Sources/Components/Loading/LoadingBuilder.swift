import Foundation
import LayoutDSL
import TokenModel

/// Builds a ``LoadingView`` in the template project's builder style:
///
/// ```swift
/// let loading = LoadingBuilder.startBuild()
///     .setStyle(.default)
///     .setBlocks([LoadingPlaceholderBlock(height: 72, repeatCount: 3)])
///     .build()
/// ```
public final class LoadingBuilder: StyledBuilder {
    // MARK: - Nested types

    /// The view this builder makes.
    public typealias BuiltView = LoadingView

    // MARK: - Properties

    /// The loading view being configured.
    public let view: LoadingView

    // MARK: - Initializers

    private init(view: LoadingView) {
        self.view = view
    }

    /// A builder holding a new loading view with no blocks.
    public static func startBuild() -> LoadingBuilder {
        LoadingBuilder(view: LoadingView())
    }

    // MARK: - Content

    /// Sets the blocks, top to bottom.
    public func setBlocks(_ blocks: [any LoadingViewBlock]) -> Self {
        view.blocks = blocks
        return self
    }

    /// Sets the whole configuration.
    public func setConfig(_ config: LoadingViewConfig) -> Self {
        view.config = config
        return self
    }

    /// Sets the moment of the shimmer drawn, in seconds.
    public func setTime(_ time: TimeInterval) -> Self {
        view.time = time
        return self
    }

    // MARK: - Configuration

    /// Sets the color the placeholders are painted with.
    public func setPlaceholderColor(_ color: Themed<Color>) -> Self {
        view.config.placeholderColor = color
        return self
    }

    /// Sets the shimmer's color.
    public func setShimmerColor(_ color: Themed<Color>) -> Self {
        view.config.shimmerColor = color
        return self
    }

    /// Sets the band's width as a fraction of the view's.
    public func setShimmerRatio(_ ratio: CGFloat) -> Self {
        view.config.shimmerRatio = ratio
        return self
    }

    /// Sets how long one sweep takes.
    public func setMovingAnimationDuration(_ duration: TokenDuration) -> Self {
        setMovingAnimationDuration(duration.seconds)
    }

    /// Sets how long one sweep takes, in seconds.
    public func setMovingAnimationDuration(_ seconds: TimeInterval) -> Self {
        view.config.movingAnimationDuration = seconds
        return self
    }

    /// Sets where the first block starts, in points from the top.
    public func setTopOffset(_ offset: CGFloat) -> Self {
        view.config.topOffset = offset
        return self
    }

    /// Sets whether a white fade covers the lower part.
    public func setNeedGradient(_ needGradient: Bool) -> Self {
        view.config.needGradient = needGradient
        return self
    }

    /// Sets the color the fade ends in (white by default).
    public func setFadeColor(_ color: Themed<Color>) -> Self {
        view.config.fadeColor = color
        return self
    }

    /// Sets whether the last block repeats until the view is full.
    public func setNeedRepeatLast(_ needRepeatLast: Bool) -> Self {
        view.config.needRepeatLast = needRepeatLast
        return self
    }
}
