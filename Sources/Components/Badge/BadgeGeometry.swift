import Foundation
import Render

/// Where a count badge goes on an image `W × H` (COMPONENTS.md, "Image helpers",
/// `badgedImage(count:dimension:strokeWidth:backgroundBadgeColor:)`). Pure arithmetic, so
/// tests can check every number without drawing.
public struct BadgeGeometry: Sendable, Hashable {
    // MARK: - Properties

    /// The pill: `badgeWidth × d` at `x = W − d/2, y = 0`, with a radius of `d/2`. Its
    /// leading edge is the anchor: a longer count grows it to the right, and the image
    /// stays where it is.
    public let badgeRect: CGRect
    /// The canvas: `(W − d/2 + badgeWidth) × (H + d/2)`.
    public let canvasSize: CGSize
    /// Where the source image goes: `(0, d/4)`.
    public let imageOrigin: CGPoint
    /// The rounded rectangle the image is kept out of, which leaves the transparent ring:
    /// `(x − s, 0, badgeWidth + s, d + s)`.
    public let ringRect: CGRect
    /// The ring rectangle's corner radius: `(d + s)/2`.
    public let ringRadius: CGFloat

    /// The pill's corner radius: `d/2`.
    public var badgeRadius: CGFloat { badgeRect.height / 2 }

    // MARK: - Initializers

    /// The geometry for an image of `imageSize` points, a badge `dimension` tall with a
    /// ring `strokeWidth` wide, around a count text `textWidth` wide.
    ///
    /// The pill is at least `d` wide (a circle) and otherwise the text with
    /// `horizontalPadding` on each side, rounded up to whole points so the padding is never
    /// less; without one, the original's `textWidth + d/2` rounded to the nearest point.
    public init(imageSize: CGSize, dimension: CGFloat, strokeWidth: CGFloat, textWidth: CGFloat, horizontalPadding: CGFloat? = nil) {
        let d = dimension
        let s = strokeWidth
        let fitted = horizontalPadding.map { (textWidth + 2 * $0).rounded(.up) } ?? (textWidth + d / 2).rounded()
        let badgeWidth = max(d, fitted)
        let x = imageSize.width - d / 2
        badgeRect = CGRect(x: x, y: 0, width: badgeWidth, height: d)
        canvasSize = CGSize(width: imageSize.width - d / 2 + badgeWidth, height: imageSize.height + d / 2)
        imageOrigin = CGPoint(x: 0, y: d / 4)
        ringRect = CGRect(x: x - s, y: 0, width: badgeWidth + s, height: d + s)
        ringRadius = (d + s) / 2
    }

    // MARK: - The badge-image form

    /// The square of a badge image on an image of `imageSize` points, for
    /// `badgedImage(_:dimension:)`: `(W − 0.75d, H − 0.75d, d, d)`.
    public static func imageBadgeRect(imageSize: CGSize, dimension d: CGFloat) -> CGRect {
        CGRect(x: imageSize.width - 0.75 * d, y: imageSize.height - 0.75 * d, width: d, height: d)
    }

    /// The circle kept clear around a badge image: its square grown by the ring's width
    /// `strokeWidth` on every side, the count badge's ring around a round badge.
    public static func imageBadgeRingRect(imageSize: CGSize, dimension d: CGFloat, strokeWidth: CGFloat) -> CGRect {
        imageBadgeRect(imageSize: imageSize, dimension: d).insetBy(dx: -strokeWidth, dy: -strokeWidth)
    }

    /// The canvas of `badgedImage(_:dimension:)`: `(W + d/4) × (H + d/4)`.
    public static func imageBadgeCanvasSize(imageSize: CGSize, dimension d: CGFloat) -> CGSize {
        CGSize(width: imageSize.width + d / 4, height: imageSize.height + d / 4)
    }
}
