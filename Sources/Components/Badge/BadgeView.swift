import Foundation
import Render
import TokenModel
import ViewKit

/// An image with a badge, drawn by the `badgedImage` helpers on `PixelImage`: a count in
/// a pill at the top right, or a ``badgeImage`` at the bottom right, each cut out of the
/// image by a transparent ring ``strokeWidth`` wide. The intrinsic size is the badged
/// image's; the image sits at the same place whatever the count (the pill grows to the
/// right from a fixed leading edge).
///
/// A count of 0 or less shows no badge, as an empty `badgeValue` shows none; the helper
/// itself draws any count.
open class BadgeView: View {
    // MARK: - Properties

    /// The image the badge sits on.
    public var image: Image?
    /// The number in the badge; 0 or less shows no count badge.
    public var count = 0
    /// A badge image for the bottom-right corner; when set it replaces the count badge.
    public var badgeImage: Image?
    /// The pill's color (UIKit's red by default).
    public var badgeColor = Themed(Color(red: 1, green: 0, blue: 0))
    /// The count's color (white, as in the original).
    public var countColor = Themed(Color(red: 1, green: 1, blue: 1))
    /// The badge's height: the pill's, or the badge image's side.
    public var dimension: CGFloat = 18
    /// The width of the transparent ring between the image and the pill, or the badge
    /// image's circle.
    public var strokeWidth: CGFloat = 2
    /// The least space between the count's ink and the pill's ends; `nil` keeps the
    /// original's `dimension/4` from the count's line (see ``BadgeGeometry``).
    public var horizontalPadding: CGFloat?
    /// When set, a larger count shows as `"<maximumCount>+"`.
    public var maximumCount: Int?

    // MARK: - Initializers

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentHuggingPriority = .labelHugging
    }

    /// No view from a nib: there are none on Linux (see ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: - Drawing the badge

    /// The badged image at `scale` in `theme`; `nil` without an image. A dimension that is
    /// not a positive number shows the image without a badge, as layout sizes it.
    public func badgedImage(in theme: Theme, scale: Int) throws -> PixelImage? {
        guard let image else { return nil }
        let pixels = image.representation(forScale: scale)
        guard dimension.isFinite, dimension > 0 else { return pixels }
        if let badgeImage {
            return try pixels.badgedImage(badgeImage.representation(forScale: scale), dimension: dimension, strokeWidth: strokeWidth)
        }
        guard count > 0 else { return pixels }
        return try pixels.badgedImage(count: count, dimension: dimension, strokeWidth: strokeWidth,
                                      backgroundBadgeColor: badgeColor.resolved(in: theme), maximumCount: maximumCount,
                                      textColor: countColor.resolved(in: theme), horizontalPadding: horizontalPadding)
    }

    // MARK: - Layout

    /// The badged image's size in points; none without an image.
    open override func intrinsicContentSize(fittingWidth width: CGFloat?) throws -> CGSize? {
        guard let image else { return nil }
        guard dimension.isFinite, dimension > 0 else { return image.size }
        if badgeImage != nil {
            return BadgeGeometry.imageBadgeCanvasSize(imageSize: image.size, dimension: dimension)
        }
        guard count > 0 else { return image.size }
        return try PixelImage.badgeGeometry(imageSize: image.size, count: count, dimension: dimension, strokeWidth: strokeWidth,
                                            maximumCount: maximumCount, horizontalPadding: horizontalPadding).canvasSize
    }

    // MARK: - Drawing

    /// Draws the badged image at its own size from the top-left corner, so the ring and
    /// the pill are never stretched.
    open override func draw(in context: RenderContext) throws {
        guard let badged = try badgedImage(in: context.theme, scale: context.canvas.scale) else { return }
        context.canvas.draw(badged, in: CGRect(origin: .zero, size: badged.pointSize))
    }
}

// MARK: - TextDrawing

extension BadgeView: TextDrawing {
    /// The count, in its color on the pill; nothing when no count badge shows.
    public func drawnTexts(in theme: Theme) throws -> [DrawnText] {
        guard image != nil, badgeImage == nil, count > 0, dimension.isFinite, dimension > 0 else { return [] }
        let countText = BadgeCountText(count: count, maximumCount: maximumCount)
        // The family does not change the rating: only the count's size and weight do.
        return [DrawnText(countText.text, color: countColor.resolved(in: theme), typography: countText.typography(fontFamily: []),
                          surface: badgeColor.resolved(in: theme))]
    }
}

/// The view's name before the badge had one stem (`Badge`); adopters may still use it.
@available(*, deprecated, renamed: "BadgeView")
public typealias BadgedImageView = BadgeView
