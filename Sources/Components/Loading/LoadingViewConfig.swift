import Foundation
import TokenModel
import ViewKit

/// How a ``LoadingView`` looks, as SurfUtils' `LoadingViewConfig`.
public struct LoadingViewConfig: Sendable, Hashable {
    // MARK: - Properties

    /// Where the first block starts, in points from the top.
    public var topOffset: CGFloat
    /// The color the blocks' placeholders are painted with.
    public var placeholderColor: Themed<Color>
    /// The shimmer's color: the band is this color at alpha 0.5 fading to alpha 0.
    public var shimmerColor: Themed<Color>
    /// The band's width as a fraction of the view's (clamped to 0…1 by the skeleton).
    public var shimmerRatio: CGFloat
    /// How long one sweep takes, in seconds; the skeleton rests 1 s between sweeps.
    public var movingAnimationDuration: TimeInterval
    /// Whether a white fade covers the lower part of the view.
    public var needGradient: Bool
    /// Whether the last block repeats until the view is full.
    public var needRepeatLast: Bool
    /// The color the fade of ``needGradient`` ends in: white, as SurfUtils', which assumes
    /// a white page; a dark page sets its own background.
    public var fadeColor: Themed<Color>

    // MARK: - Initializers

    /// A configuration with SurfUtils' defaults for everything but `placeholderColor`.
    public init(topOffset: CGFloat = 0, placeholderColor: Themed<Color>, shimmerColor: Themed<Color> = .white,
                shimmerRatio: CGFloat = 0.5, movingAnimationDuration: TimeInterval = 1,
                needGradient: Bool = false, needRepeatLast: Bool = false, fadeColor: Themed<Color> = .white) {
        self.topOffset = topOffset
        self.placeholderColor = placeholderColor
        self.shimmerColor = shimmerColor
        self.shimmerRatio = shimmerRatio
        self.movingAnimationDuration = movingAnimationDuration
        self.needGradient = needGradient
        self.needRepeatLast = needRepeatLast
        self.fadeColor = fadeColor
    }
}
