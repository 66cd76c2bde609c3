import Foundation
import Render

/// An image a view shows, as `UIImage`: pixels at one or more scales (`name.png`,
/// `name@2x.png`, `name@3x.png`) and how a tint applies to it.
public struct Image: Sendable, Hashable {
    // MARK: - Nested types

    /// Whether an image view's tint recolors the image, as `UIImage.RenderingMode`.
    public enum RenderingMode: Sendable, Hashable {
        /// Drawn as is (assets here carry no template flag).
        case automatic
        /// Drawn as is.
        case alwaysOriginal
        /// Only the alpha is used, filled with the image view's tint color.
        case alwaysTemplate
    }

    // MARK: - Properties

    /// The pixels at each scale available, lowest scale first; never empty.
    public let representations: [PixelImage]
    public let renderingMode: RenderingMode
    /// The generated asset the image was loaded from (``init(asset:)``); `nil` for an image
    /// made otherwise, or derived from one (masked, recolored).
    public private(set) var asset: ImageAsset?

    /// The size in points, from the lowest-scale representation.
    public var size: CGSize {
        let image = representations[0]
        return CGSize(width: CGFloat(image.width) / CGFloat(image.scale), height: CGFloat(image.height) / CGFloat(image.scale))
    }

    // MARK: - Initializers

    /// An image of one representation.
    public init(_ image: PixelImage, renderingMode: RenderingMode = .automatic) {
        self.init(representations: [image], renderingMode: renderingMode)!
    }

    /// An image of several representations (one per scale); `nil` when there is none.
    public init?(representations: [PixelImage], renderingMode: RenderingMode = .automatic) {
        guard !representations.isEmpty else { return nil }
        self.representations = representations.sorted { $0.scale < $1.scale }
        self.renderingMode = renderingMode
    }

    /// The image called `name` in the current asset folder (``ImageAssets/current``), as
    /// `UIImage(named:)`; `nil` when there is none.
    public init?(named name: String) {
        guard let image = ImageAssets.current.image(named: name) else { return nil }
        self = image
    }

    /// The image called `name` in `assets`.
    public init?(named name: String, in assets: ImageAssets) {
        guard let image = assets.image(named: name) else { return nil }
        self = image
    }

    /// The image of a generated asset (`dscompile build --assets`), loaded at every scale it
    /// was generated with from the folder the program chose (``ImageAssets/chosen``), else
    /// from the folder it was generated from (``ImageAsset/folder``); what
    /// `DesignTokens.Images.avatar` returns, as `UIImage(resource:)`.
    ///
    /// The generator saw every file, so one missing where the program looks means the
    /// program looks in the wrong folder: that stops the program with the folder and the
    /// files named, as a missing resource does on iOS. Load through
    /// ``ImageAssets/image(for:)`` to handle it instead.
    public init(asset: ImageAsset) {
        do {
            self = try (ImageAssets.chosen ?? asset.folder.map(ImageAssets.init(folder:)) ?? ImageAssets.current).image(for: asset)
        } catch {
            // fatalError, not preconditionFailure: its message is printed in optimized builds too.
            fatalError(error.description)
        }
    }

    // MARK: - Variants

    /// The same image drawn with `mode`, as `withRenderingMode(_:)`.
    public func withRenderingMode(_ mode: RenderingMode) -> Image {
        Image(representations: representations, renderingMode: mode)!.with(asset: asset)
    }

    /// The same image, marked as loaded from `asset`.
    func with(asset: ImageAsset?) -> Image {
        var image = self
        image.asset = asset
        return image
    }

    /// The representation to draw at `scale`: the one of that scale, else the next larger,
    /// else the largest.
    public func representation(forScale scale: Int) -> PixelImage {
        representations.first { $0.scale == scale }
            ?? representations.first { $0.scale > scale }
            ?? representations[representations.count - 1]
    }
}
