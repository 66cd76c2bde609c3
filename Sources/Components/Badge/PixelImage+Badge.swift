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
    ///   - horizontalPadding: the least space between the count and the pill's ends; `nil`
    ///     keeps the original's `d/4` (see ``BadgeGeometry``).
    /// - Returns: the image unchanged when `dimension` is 0 or negative (no badge).
    /// - Throws: ``RenderError/nonFiniteGeometry(_:)`` for a dimension or stroke that is not
    ///   finite; a negative stroke counts as 0. Canvas and text errors as they come, such
    ///   as ``RenderError/invalidSize(width:height:)`` for a badge larger than a canvas.
    public func badgedImage(count: Int, dimension: CGFloat, strokeWidth: CGFloat, backgroundBadgeColor: Color,
                            maximumCount: Int? = nil, textColor: Color = Color(red: 1, green: 1, blue: 1),
                            fontFamily: [String] = Typography.systemBody.fontFamily,
                            horizontalPadding: CGFloat? = nil) throws(RenderError) -> PixelImage {
        guard dimension.isFinite else { throw .nonFiniteGeometry("the badge dimension") }
        guard strokeWidth.isFinite else { throw .nonFiniteGeometry("the badge stroke width") }
        guard horizontalPadding?.isFinite ?? true else { throw .nonFiniteGeometry("the badge padding") }
        guard dimension > 0 else { return self }
        let countText = BadgeCountText(count: count, maximumCount: maximumCount)
        let layout = try Self.badgeLayout(countText, color: textColor, fontFamily: fontFamily)
        let geometry = BadgeGeometry(imageSize: pointSize, dimension: dimension, strokeWidth: max(0, strokeWidth),
                                     textWidth: Self.textWidth(of: layout, padded: horizontalPadding != nil), horizontalPadding: horizontalPadding.map { max(0, $0) })

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
    /// count as ``badgedImage(count:dimension:strokeWidth:backgroundBadgeColor:maximumCount:textColor:fontFamily:horizontalPadding:)``
    /// sets it; a negative stroke or padding counts as 0. Throws the text layout's errors.
    public static func badgeGeometry(imageSize: CGSize, count: Int, dimension: CGFloat, strokeWidth: CGFloat,
                                     maximumCount: Int? = nil,
                                     fontFamily: [String] = Typography.systemBody.fontFamily,
                                     horizontalPadding: CGFloat? = nil) throws(RenderError) -> BadgeGeometry {
        let layout = try badgeLayout(BadgeCountText(count: count, maximumCount: maximumCount), color: Color(red: 1, green: 1, blue: 1),
                                     fontFamily: fontFamily)
        return BadgeGeometry(imageSize: imageSize, dimension: dimension, strokeWidth: max(0, strokeWidth),
                             textWidth: textWidth(of: layout, padded: horizontalPadding != nil), horizontalPadding: horizontalPadding.map { max(0, $0) })
    }

    // MARK: - Image badges

    /// A copy of the image with `badge` in the bottom-right corner, as SurfUtils'
    /// `badgedImage(_:dimension:)`: the canvas grows by `dimension/4` each way, the image
    /// stays at the origin, and the badge fills the square
    /// `(W − 0.75d, H − 0.75d, d, d)` on top.
    ///
    /// With a `strokeWidth` (the original has none, so 0 by default) a transparent ring that
    /// wide is cut out of the image around the badge's circle, as the count badge's ring
    /// is, so a badge over an image stays apart from it (``BadgeGeometry/imageBadgeRingRect(imageSize:dimension:strokeWidth:)``).
    ///
    /// - Returns: the image unchanged when `dimension` is 0 or negative.
    /// - Throws: ``RenderError/nonFiniteGeometry(_:)`` for a dimension or stroke that is not
    ///   finite (a negative stroke counts as 0), and canvas errors (a result larger than a
    ///   canvas, an empty badge image).
    public func badgedImage(_ badge: PixelImage, dimension: CGFloat, strokeWidth: CGFloat = 0) throws(RenderError) -> PixelImage {
        guard dimension.isFinite else { throw .nonFiniteGeometry("the badge dimension") }
        guard strokeWidth.isFinite else { throw .nonFiniteGeometry("the badge stroke width") }
        guard dimension > 0 else { return self }
        let canvasSize = BadgeGeometry.imageBadgeCanvasSize(imageSize: pointSize, dimension: dimension)
        let canvas = try Canvas(size: canvasSize, scale: scale)
        canvas.withSavedState {
            if strokeWidth > 0 {
                // Everything but the ring's circle: the even-odd rule leaves a hole.
                var outside = Path(rect: CGRect(origin: .zero, size: canvasSize))
                outside.addPath(Path(ellipseIn: BadgeGeometry.imageBadgeRingRect(imageSize: pointSize, dimension: dimension,
                                                                                strokeWidth: strokeWidth)))
                canvas.clip(to: outside, rule: .evenOdd)
            }
            canvas.draw(self, in: CGRect(origin: .zero, size: pointSize))
        }
        canvas.draw(badge, in: BadgeGeometry.imageBadgeRect(imageSize: pointSize, dimension: dimension))
        return try canvas.makeImage()
    }

    // MARK: - Private

    /// The count's width: its line's, as the original measures it; for a padded pill its
    /// ink's where that is wider (the negative letter spacing narrows the line below the
    /// digits' ink), so the padding is measured from what is seen.
    private static func textWidth(of layout: TextLayout, padded: Bool) -> CGFloat {
        let line = layout.lines.first?.rect.width ?? 0
        guard padded else { return line }
        return max(line, layout.inkBounds.map(\.width) ?? 0)
    }

    private static func badgeLayout(_ countText: BadgeCountText, color: Color, fontFamily: [String]) throws(RenderError) -> TextLayout {
        let style = TextStyle(typography: countText.typography(fontFamily: fontFamily), color: color, alignment: .center)
        return try TextLayout(text: countText.text, style: style)
    }
}
