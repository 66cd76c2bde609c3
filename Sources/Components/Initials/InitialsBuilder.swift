import Foundation
import LayoutDSL
import Render
import TokenModel

/// Builds an ``InitialsView`` in the template project's builder style:
///
/// ```swift
/// let avatar = InitialsBuilder.startBuild()
///     .setStyle(.default)
///     .setNames(firstname: "Anna", lastname: "Petrova")
///     .build()
/// ```
public final class InitialsBuilder: StyledBuilder {
    // MARK: - Nested types

    /// The view this builder makes.
    public typealias BuiltView = InitialsView

    // MARK: - Properties

    /// The view being configured.
    public let view: InitialsView

    // MARK: - Initializers

    private init(view: InitialsView) {
        self.view = view
    }

    /// A builder holding a new initials view.
    public static func startBuild() -> InitialsBuilder {
        InitialsBuilder(view: InitialsView())
    }

    // MARK: - Initials properties

    /// Sets the names whose first characters are drawn.
    public func setNames(firstname: String, lastname: String) -> Self {
        view.firstname = firstname
        view.lastname = lastname
        return self
    }

    /// Sets the locale whose rules uppercase the initials (Turkish "i" gives "İ").
    public func setLocale(_ locale: Locale) -> Self {
        view.locale = locale
        return self
    }

    /// Sets the font of the initials.
    public func setTypography(_ typography: Typography) -> Self {
        view.typography = typography
        return self
    }

    /// Sets the color of the initials.
    public func setTextColor(_ color: Themed<Color>) -> Self {
        view.textColor = color
        return self
    }

    /// Sets the circle's color.
    public func setCircleColor(_ color: Themed<Color>) -> Self {
        view.circleColor = color
        return self
    }

    /// Sets the circle's diameter, the view's intrinsic width and height.
    public func setDiameter(_ diameter: CGFloat) -> Self {
        view.diameter = diameter
        return self
    }
}
