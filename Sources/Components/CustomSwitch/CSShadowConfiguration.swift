import Foundation
import TokenModel
import ViewKit

/// The thumb's shadow in SurfUtils' `CALayer` terms, converted to a DTCG ``Shadow``.
///
/// `CALayer.shadowRadius` is the blur's standard deviation, about half of what CSS and
/// DTCG call the blur radius, so the shadow is drawn with a blur of `2 × radius`; the
/// opacity multiplies the color's alpha, as `shadowOpacity` does.
public struct CSShadowConfiguration: Sendable, Hashable {
    // MARK: - Properties

    /// The shadow as the canvas draws it, in each theme of its color.
    public var shadow: Themed<Shadow>

    // MARK: - Initializers

    /// SurfUtils' form, with its spelling of `opacity` (`oppacity`).
    public init(color: UIColor, offset: CGSize, radius: CGFloat, oppacity: Float) {
        let opacity = oppacity.isFinite ? Double(min(max(oppacity, 0), 1)) : 0
        let blur = radius.isFinite ? max(0, Double(radius)) * 2 : 0
        shadow = color.map { color in
            Shadow(color: color.withAlpha(color.alpha * opacity),
                   offsetX: Dimension(offset.width.isFinite ? Double(offset.width) : 0),
                   offsetY: Dimension(offset.height.isFinite ? Double(offset.height) : 0),
                   blur: Dimension(blur), spread: Dimension(0))
        }
    }
}
