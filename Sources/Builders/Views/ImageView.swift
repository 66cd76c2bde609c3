import Foundation
import Render
import TokenModel

/// A view that shows an image, as `UIImageView`: placed by ``contentMode``, and a template
/// image filled with ``tintColor``.
open class ImageView: View {
    // MARK: - Properties

    public var image: Image?
    /// How the image is placed in the bounds; UIKit's default stretches it.
    public var contentMode: ContentMode = .scaleToFill
    /// The color a template image (``Image/RenderingMode/alwaysTemplate``) is filled with;
    /// UIKit's default tint (system blue) when `nil`.
    public var tintColor: Themed<Color>?

    /// UIKit's default tint color, system blue.
    public static let defaultTintColor = Color(srgbHex: 0x007AFF)

    // MARK: - Initializers

    public required init() {
        super.init()
        contentHuggingPriority = .labelHugging
    }

    /// An image view showing `image`, as `UIImageView(image:)`.
    public convenience init(image: Image?) {
        self.init()
        self.image = image
    }

    // MARK: - Layout

    /// The image's size in points; none without an image.
    open override func intrinsicContentSize(fittingWidth width: CGFloat?) throws -> CGSize? {
        image?.size
    }

    // MARK: - Drawing

    open override func draw(in context: RenderContext) throws {
        guard let image else { return }
        let pixels = image.representation(forScale: context.canvas.scale)
        if image.renderingMode == .alwaysTemplate {
            let tint = tintColor?.resolved(in: context.theme) ?? Self.defaultTintColor
            context.canvas.drawStencil(pixels, in: bounds, color: tint, contentMode: contentMode, clipsToRect: false)
        } else {
            context.canvas.draw(pixels, in: bounds, contentMode: contentMode, clipsToRect: false)
        }
    }
}
