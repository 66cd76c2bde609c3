import Foundation
import LayoutDSL
import TokenModel

/// Builds a ``BlurView`` in the template project's builder style, under SurfUtils' name:
///
/// ```swift
/// let backdrop = BlurBuilder.startBuild()
///     .useAutoLayout()
///     .setStyle(.frosted)
///     .build()
/// ```
public final class BlurBuilder: StyledBuilder {
    // MARK: - Nested types

    /// The view this builder makes.
    public typealias BuiltView = BlurView

    // MARK: - Properties

    /// The blur view being configured.
    public let view: BlurView

    // MARK: - Initializers

    private init(view: BlurView) {
        self.view = view
    }

    /// A builder holding a new blur view.
    public static func startBuild() -> BlurBuilder {
        BlurBuilder(view: BlurView())
    }

    /// A builder over an existing blur view, to restyle it.
    public static func edit(_ view: BlurView) -> BlurBuilder {
        BlurBuilder(view: view)
    }

    // MARK: - Blur

    /// Sets the color laid over the blur (``BlurView/blurTintColor``; not the view's
    /// `tintColor`, which subviews inherit for template images).
    public func setTintColor(_ color: Themed<Color>?) -> Self {
        view.blurTintColor = color
        return self
    }

    /// Sets the standard deviation of the blur in points.
    public func setBlurRadius(_ radius: CGFloat) -> Self {
        view.blurRadius = radius
        return self
    }
}
