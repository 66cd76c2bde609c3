import Foundation
import Render
import TokenModel

extension Image {
    // MARK: - Initials and badges

    /// A copy of the image with the first character of `firstname` and of `lastname` drawn
    /// on it, as SurfUtils' `UIImage.drawInitials(firstname:lastname:font:textColor:)`, at
    /// every scale the image has (see `PixelImage.drawInitials`).
    ///
    /// `nil` when it cannot be drawn (text that cannot be laid out), as UIKit's drawing
    /// answers `nil`; the reason is a warning at the caller's line. A color that differs
    /// between themes is drawn in its default theme's value, with a warning.
    public func drawInitials(firstname: String, lastname: String, font: UIFont, textColor: UIColor,
                             fileID: StaticString = #fileID, line: UInt = #line) -> UIImage? {
        let color = Self.bakedColor(textColor, fileID: fileID, line: line)
        return mapRepresentations("drawInitials", fileID: fileID, line: line) { image throws(RenderError) in
            try image.drawInitials(firstname: firstname, lastname: lastname, font: font, textColor: color)
        }
    }

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

    // MARK: - Private

    /// The image with `draw` applied to every representation, keeping the rendering mode;
    /// `nil`, warned about at `fileID`:`line`, when one of them fails.
    private func mapRepresentations(_ name: String, fileID: StaticString, line: UInt,
                                    _ draw: (PixelImage) throws(RenderError) -> PixelImage) -> Image? {
        do {
            var drawn: [PixelImage] = []
            for image in representations { drawn.append(try draw(image)) }
            return Image(representations: drawn, renderingMode: renderingMode)
        } catch {
            RuntimeWarning.report("\(fileID):\(line): warning: \(name) could not draw the image, so it answers nil: \(error)")
            return nil
        }
    }
}
