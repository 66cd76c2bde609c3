import Foundation
import Render

/// One drawn map pin: the image and where on it the map's coordinate goes.
public struct MapPinImage: Sendable, Hashable {
    // MARK: - Properties

    /// The bubble with its arrow, at the drawer's scale.
    public let image: PixelImage
    /// Where everything in the image is, in points.
    public let geometry: MapPinGeometry

    /// The image's size in points.
    public var size: CGSize { geometry.imageSize }
    /// The anchor a map annotation takes, as a fraction of the size: the arrow's tip,
    /// `(0.5, 1.0)`.
    public var anchor: CGPoint { geometry.anchor }
}
