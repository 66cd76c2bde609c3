import Foundation
import TokenValues

extension PixelImage {
    // MARK: - Images of a color

    /// An image of `size` points filled with `color`, as SurfUtils'
    /// `UIImage(color:size:)`; no color gives a transparent image. The default size is
    /// 1 × 1 point.
    ///
    /// Throws ``RenderError/invalidSize(width:height:)`` for a size that is zero, negative,
    /// not finite or larger than a canvas, and ``RenderError/invalidScale(_:)``.
    public init(color: Color?, size: CGSize = CGSize(width: 1, height: 1), scale: Int = 1) throws(RenderError) {
        let canvas = try Canvas(size: size, scale: scale)
        if let color { canvas.clear(with: color) }
        self = try canvas.makeImage()
    }

    /// The size in points: the pixel size divided by the scale.
    public var pointSize: CGSize {
        CGSize(width: CGFloat(width) / CGFloat(scale), height: CGFloat(height) / CGFloat(scale))
    }
}
