import Foundation
import Render
import TokenValues
import ViewKit

extension Image {
    // MARK: - Badges

    /// A copy of the image with a count badge at the top right, as SurfUtils'
    /// `UIImage.badgedImage(count:dimension:strokeWidth:backgroundBadgeColor:)`, at every
    /// scale the image has (see `PixelImage.badgedImage(count:…)`): the canvas grows to hold
    /// the badge; a dimension of 0 or less gives the image unchanged.
    ///
    /// `nil` when it cannot be drawn (a dimension or stroke that is not finite, a badge
    /// larger than a canvas), with the reason as a warning at the caller's line.
    public func badgedImage(count: Int, dimension: CGFloat, strokeWidth: CGFloat, backgroundBadgeColor: UIColor,
                            fileID: StaticString = #fileID, line: UInt = #line) -> UIImage? {
        let color = Self.bakedColor(backgroundBadgeColor, fileID: fileID, line: line)
        return mapRepresentations("badgedImage(count:dimension:strokeWidth:backgroundBadgeColor:)", fileID: fileID, line: line) {
            image throws(RenderError) in
            try image.badgedImage(count: count, dimension: dimension, strokeWidth: strokeWidth, backgroundBadgeColor: color)
        }
    }

    /// A copy of the image with `badgeImage` in the bottom-right corner, `dimension` points
    /// square, as SurfUtils' `UIImage.badgedImage(_:dimension:)`, at every scale the image
    /// has (the badge's representation of the same scale, or the nearest larger one).
    ///
    /// `nil` when it cannot be drawn (a dimension that is not finite, a result larger than a
    /// canvas), with the reason as a warning at the caller's line.
    public func badgedImage(_ badgeImage: UIImage, dimension: CGFloat,
                            fileID: StaticString = #fileID, line: UInt = #line) -> UIImage? {
        mapRepresentations("badgedImage(_:dimension:)", fileID: fileID, line: line) { image throws(RenderError) in
            try image.badgedImage(badgeImage.representation(forScale: image.scale), dimension: dimension)
        }
    }
}
