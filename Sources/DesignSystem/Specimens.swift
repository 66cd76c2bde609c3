import Builders
import Foundation
import TokenModel

/// Hand-written views composed from the generated tokens and styles
/// (`DesignTokens.swift` and `DesignStyles.swift`, written by the DesignTokensPlugin).
///
/// The design system has themes, so every token is `Themed`; a builder that takes a plain
/// length gets the default theme's (`.defaultValue`), which spacing tokens share across themes.
public enum Specimens {
    // MARK: - Labels

    /// The error label of the template project's builders, exactly as its example builds it, showing `text`.
    public static func errorLabel(text: String) -> Label {
        LabelBuilder.startBuild()
            .useAutoLayout()
            .setStyle(.error)
            .setNumberOfLines(0)
            .setText(text)
            .build()
    }

    /// A label in `style` showing `text`, as a screen would build it.
    public static func label(style: DesignTokens.LabelStyle, text: String) -> Label {
        LabelBuilder.startBuild()
            .useAutoLayout()
            .setStyle(style)
            .setText(text)
            .build()
    }

    // MARK: - Views

    /// A plain view in `style`, `size` points large, so that its background, border,
    /// corners and shadow show.
    public static func view(style: DesignTokens.ViewStyle, size: CGSize) -> View {
        let view = ViewBuilder.startBuild()
            .useAutoLayout()
            .setStyle(style)
            .build()
        fix(view, to: size)
        return view
    }

    // MARK: - Image views

    /// An image view in `style` showing `image`, `size` points large.
    public static func imageView(style: DesignTokens.ImageViewStyle, image: Image, size: CGSize) -> ImageView {
        let imageView = ImageViewBuilder.startBuild()
            .useAutoLayout()
            .setStyle(style)
            .setImage(image)
            .build()
        fix(imageView, to: size)
        return imageView
    }

    // MARK: - Background

    /// The background every specimen is drawn on: the theme's screen background.
    public static var background: Themed<Color> { DesignTokens.Colors.background }

    // MARK: - Private

    /// Activates required width and height constraints that make `view` `size` large.
    private static func fix(_ view: View, to size: CGSize) {
        LayoutConstraint.activate([
            view.widthAnchor.constraint(equalToConstant: size.width),
            view.heightAnchor.constraint(equalToConstant: size.height),
        ])
    }
}
