import Foundation
import Render
import TokenModel

/// A view that shows an image, as `UIImageView`: placed by ``contentMode``, and a template
/// image (``Image/RenderingMode/alwaysTemplate``) filled with ``View/effectiveTintColor``:
/// the view's ``View/tintColor`` or the one it inherits.
open class ImageView: View {
    // MARK: - Properties

    public var image: Image?
    /// How the image is placed in the bounds; UIKit's default stretches it.
    public var contentMode: ContentMode = .scaleToFill

    // MARK: - Initializers

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentHuggingPriority = .labelHugging
    }

    /// No view from a nib: there are none on Linux (see ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
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
            let tint = effectiveTintColor.resolved(in: context.theme)
            context.canvas.drawStencil(pixels, in: bounds, color: tint, contentMode: contentMode, clipsToRect: false)
        } else {
            context.canvas.draw(pixels, in: bounds, contentMode: contentMode, clipsToRect: false)
        }
    }
}
