import Render
import TokenModel

/// A view whose layer has a mask and a sublayer above its subviews, as a `CALayer` with
/// `mask` set and a gradient layer added last: the ``Renderer`` clips everything the view
/// draws (shadows, background, content, subviews, border) to ``layerMask(in:)`` and draws
/// ``drawAboveSubviews(in:)`` after the subviews. The shimmer of a skeleton needs both.
public protocol LayerMasking: View {
    /// The area, in the view's bounds, outside which nothing of the view shows; `nil` for
    /// no mask. An empty path hides the whole view, as an empty mask layer does.
    func layerMask(in theme: Theme) throws -> Path?

    /// Draws over the subviews, inside the mask and below the border.
    func drawAboveSubviews(in context: RenderContext) throws
}
