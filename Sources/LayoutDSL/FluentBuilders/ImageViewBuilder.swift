import Render
import TokenModel
import ViewKit

/// Builds an ``ImageView`` in the template project's builder style:
///
/// ```swift
/// imageView = ImageViewBuilder.startBuild()
///     .setContentMode(.scaleAspectFit)
///     .build()
/// ```
public final class ImageViewBuilder: StyledBuilder {
    // MARK: - Nested types

    /// The view this builder makes.
    public typealias BuiltView = ImageView

    // MARK: - Properties

    /// The image view being configured.
    public let view: ImageView

    // MARK: - Initializers

    private init(view: ImageView) {
        self.view = view
    }

    /// A builder holding a new image view.
    public static func startBuild() -> ImageViewBuilder {
        ImageViewBuilder(view: ImageView())
    }

    // MARK: - Image view properties

    /// Sets the image shown; `nil` shows none.
    public func setImage(_ image: Image?) -> Self {
        view.image = image
        return self
    }

    /// Sets how the image is fitted into the bounds.
    public func setContentMode(_ mode: ContentMode) -> Self {
        view.contentMode = mode
        return self
    }

    /// Sets the color of template images; `nil` inherits the superview's tint (system
    /// blue at the root).
    public func setTintColor(_ color: Themed<Color>?) -> Self {
        view.tintColor = color
        return self
    }

}
