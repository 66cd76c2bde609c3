import Foundation
import Render
import TokenValues

extension PixelImage {
    // MARK: - Count badges

    /// A copy of the image with a count badge at the top right, as SurfUtils'
    /// `badgedImage(count:dimension:strokeWidth:backgroundBadgeColor:)`: a pill `dimension`
    /// tall filled with `backgroundBadgeColor`, the count centered in it, and a transparent
    /// ring `strokeWidth` wide cut out of the image around the pill, so whatever lies
    /// beneath the image shows through it. The canvas grows to hold the badge (see
    /// ``BadgeGeometry``).
    ///
    /// - Parameters:
    ///   - maximumCount: when given, a larger count shows as `"<maximumCount>+"`.
    ///   - textColor: the count's color, white as in the original.
    ///   - fontFamily: the count's font, the system font as in the original.
    /// - Returns: the image unchanged when `dimension` is 0 or negative (no badge).
    /// - Throws: ``RenderError/nonFiniteGeometry(_:)`` for a dimension or stroke that is not
    ///   finite; a negative stroke counts as 0. Canvas and text errors as they come, such
    ///   as ``RenderError/invalidSize(width:height:)`` for a badge larger than a canvas.
    public func badgedImage(count: Int, dimension: CGFloat, strokeWidth: CGFloat, backgroundBadgeColor: Color,
                            maximumCount: Int? = nil, textColor: Color = Color(red: 1, green: 1, blue: 1),
                            fontFamily: [String] = Typography.systemBody.fontFamily) throws(RenderError) -> PixelImage {
        guard dimension.isFinite else { throw .nonFiniteGeometry("the badge dimension") }
        guard strokeWidth.isFinite else { throw .nonFiniteGeometry("the badge stroke width") }
        guard dimension > 0 else { return self }
        let countText = BadgeCountText(count: count, maximumCount: maximumCount)
        let layout = try Self.badgeLayout(countText, color: textColor, fontFamily: fontFamily)
        let geometry = BadgeGeometry(imageSize: pointSize, dimension: dimension, strokeWidth: max(0, strokeWidth),
                                     textWidth: layout.lines.first?.rect.width ?? 0)

        let canvas = try Canvas(size: geometry.canvasSize, scale: scale)
        canvas.withSavedState {
            // Everything but the ring's rounded rectangle: the even-odd rule leaves a hole.
            var outside = Path(rect: CGRect(origin: .zero, size: geometry.canvasSize))
            outside.addPath(Path(roundedRect: geometry.ringRect, cornerRadius: geometry.ringRadius))
            canvas.clip(to: outside, rule: .evenOdd)
            canvas.draw(self, in: CGRect(origin: geometry.imageOrigin, size: pointSize))
        }
        canvas.fill(geometry.badgeRect, color: backgroundBadgeColor, cornerRadius: geometry.badgeRadius)
        var origin = Self.origin(centering: layout, in: geometry.badgeRect)
        origin.y += countText.baselineDrop
        canvas.draw(layout, at: origin)
        return try canvas.makeImage()
    }

    /// Where the badge of `count` goes on an image of `imageSize` points, measuring the
    /// count as ``badgedImage(count:dimension:strokeWidth:backgroundBadgeColor:maximumCount:textColor:fontFamily:)``
    /// sets it; a negative stroke counts as 0. Throws the text layout's errors.
    public static func badgeGeometry(imageSize: CGSize, count: Int, dimension: CGFloat, strokeWidth: CGFloat,
                                     maximumCount: Int? = nil,
                                     fontFamily: [String] = Typography.systemBody.fontFamily) throws(RenderError) -> BadgeGeometry {
        let layout = try badgeLayout(BadgeCountText(count: count, maximumCount: maximumCount), color: Color(red: 1, green: 1, blue: 1),
                                     fontFamily: fontFamily)
        return BadgeGeometry(imageSize: imageSize, dimension: dimension, strokeWidth: max(0, strokeWidth),
                             textWidth: layout.lines.first?.rect.width ?? 0)
    }

    // MARK: - Image badges

    /// A copy of the image with `badge` in the bottom-right corner, as SurfUtils'
    /// `badgedImage(_:dimension:)`: the canvas grows by `dimension/4` each way, the image
    /// stays at the origin, and the badge fills the square
    /// `(W − 0.75d, H − 0.75d, d, d)` on top. No ring.
    ///
    /// - Returns: the image unchanged when `dimension` is 0 or negative.
    /// - Throws: ``RenderError/nonFiniteGeometry(_:)`` for a dimension that is not finite,
    ///   and canvas errors (a result larger than a canvas, an empty badge image).
    public func badgedImage(_ badge: PixelImage, dimension: CGFloat) throws(RenderError) -> PixelImage {
        guard dimension.isFinite else { throw .nonFiniteGeometry("the badge dimension") }
        guard dimension > 0 else { return self }
        let canvas = try Canvas(size: BadgeGeometry.imageBadgeCanvasSize(imageSize: pointSize, dimension: dimension), scale: scale)
        canvas.draw(self, in: CGRect(origin: .zero, size: pointSize))
        canvas.draw(badge, in: BadgeGeometry.imageBadgeRect(imageSize: pointSize, dimension: dimension))
        return try canvas.makeImage()
    }

    // MARK: - Private

    private static func badgeLayout(_ countText: BadgeCountText, color: Color, fontFamily: [String]) throws(RenderError) -> TextLayout {
        let style = TextStyle(typography: countText.typography(fontFamily: fontFamily), color: color, alignment: .center)
        return try TextLayout(text: countText.text, style: style)
    }
}
