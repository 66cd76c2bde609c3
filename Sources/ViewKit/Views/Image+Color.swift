import Foundation
import Render
import TokenModel

extension Image {
    // MARK: - Images of a color

    /// An image of `size` points filled with `color`, as SurfUtils'
    /// `UIImage(color:size:)`: drawn at every scale an asset may have (1×, 2×, 3×), so it is
    /// sharp on any canvas, as SurfUtils' is on any screen. No color gives a transparent
    /// image; `nil` for a size that is zero, negative, not finite or larger than a canvas.
    ///
    /// An image holds no themes: a color that differs between themes is drawn in its default
    /// theme's value, with a warning at the caller's line (``bakedColor(_:fileID:line:)``).
    public init?(color: Themed<Color>?, size: CGSize = CGSize(width: 1, height: 1),
                 fileID: StaticString = #fileID, line: UInt = #line) {
        let flat = color.map { Self.bakedColor($0, fileID: fileID, line: line) }
        var representations: [PixelImage] = []
        for scale in ImageAssets.scales {
            guard let image = try? PixelImage(color: flat, size: size, scale: scale) else { return nil }
            representations.append(image)
        }
        self.init(representations: representations)
    }

    // MARK: - Colors baked into pixels

    /// The one color an image is drawn in: `color`'s value when it is the same in every
    /// theme, else its default theme's, warned about at `fileID`:`line` (once), since the
    /// pixels cannot follow the theme as a view's color does.
    package static func bakedColor(_ color: Themed<Color>, fileID: StaticString, line: UInt) -> Color {
        if !color.isConstant {
            RuntimeWarning.report("\(fileID):\(line): warning: an image holds one color, and this one differs between themes; "
                + "its default theme's value is drawn (tint a template image, or pass the color of one theme, for a themed look)")
        }
        return color.defaultValue
    }
}
