import Foundation

/// How an image is placed in the rectangle it is drawn in: the 13 cases of UIKit's
/// `UIView.ContentMode`, with the same meaning.
public enum ContentMode: Sendable, Hashable, CaseIterable {
    /// Stretched to fill the rectangle, ignoring the aspect ratio.
    case scaleToFill
    /// Scaled, keeping the aspect ratio, to fit inside the rectangle, centered.
    case scaleAspectFit
    /// Scaled, keeping the aspect ratio, to cover the rectangle, centered; the overflow is
    /// clipped.
    case scaleAspectFill
    /// Drawn as ``scaleToFill`` (UIKit redraws the view; a still image has nothing more).
    case redraw
    /// At its own size, centered.
    case center
    /// At its own size, centered horizontally, at the top edge.
    case top
    /// At its own size, centered horizontally, at the bottom edge.
    case bottom
    /// At its own size, centered vertically, at the left edge.
    case left
    /// At its own size, centered vertically, at the right edge.
    case right
    /// At its own size, in the top-left corner.
    case topLeft
    /// At its own size, in the top-right corner.
    case topRight
    /// At its own size, in the bottom-left corner.
    case bottomLeft
    /// At its own size, in the bottom-right corner.
    case bottomRight

    // MARK: - Layout

    /// Where content of `contentSize` points is drawn when placed in `bounds` this way.
    /// The result may be larger than `bounds` (``scaleAspectFill``, and the unscaled modes
    /// for large content); the canvas clips it to `bounds`. Content with no area gives an
    /// empty rectangle at the middle of `bounds`.
    public func rect(forContentOf contentSize: CGSize, in bounds: CGRect) -> CGRect {
        let bounds = bounds.standardized
        let (width, height) = (abs(contentSize.width), abs(contentSize.height))
        guard width > 0, height > 0 else {
            return CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
        }
        let size: CGSize
        switch self {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let horizontal = bounds.width / width
            let vertical = bounds.height / height
            let factor = self == .scaleAspectFit ? min(horizontal, vertical) : max(horizontal, vertical)
            size = CGSize(width: width * factor, height: height * factor)
        default:
            size = CGSize(width: width, height: height)
        }
        let x: CGFloat = switch self {
        case .left, .topLeft, .bottomLeft: bounds.minX
        case .right, .topRight, .bottomRight: bounds.maxX - size.width
        default: bounds.midX - size.width / 2
        }
        let y: CGFloat = switch self {
        case .top, .topLeft, .topRight: bounds.minY
        case .bottom, .bottomLeft, .bottomRight: bounds.maxY - size.height
        default: bounds.midY - size.height / 2
        }
        return CGRect(x: x, y: y, width: size.width, height: size.height)
    }
}
