import Foundation
import Render
import TokenModel

extension Image {
    // MARK: - Masks

    /// The image's silhouette filled with `color` at every scale, as SurfUtils'
    /// `UIImage.mask(with color:)`; the color's alpha multiplies the image's. A color that
    /// differs between themes is drawn in its default theme's value, with a warning at the
    /// caller's line, as ``init(color:size:fileID:line:)`` does.
    public func mask(with color: Themed<Color>, fileID: StaticString = #fileID, line: UInt = #line) -> Image {
        let flat = Self.bakedColor(color, fileID: fileID, line: line)
        return Image(representations: representations.map { $0.mask(with: flat) }, renderingMode: renderingMode)!
    }

    /// The image with its opacity multiplied by `alpha` (clamped to 0…1) at every scale, as
    /// SurfUtils' `UIImage.mask(with alpha:)`.
    public func mask(with alpha: CGFloat) -> Image {
        Image(representations: representations.map { $0.mask(withAlpha: alpha) }, renderingMode: renderingMode)!
    }
}
