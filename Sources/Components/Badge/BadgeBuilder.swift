import Foundation
import LayoutDSL
import Render
import TokenModel
import ViewKit

/// Builds a ``BadgeView`` in the template project's builder style:
///
/// ```swift
/// let avatar = BadgeBuilder.startBuild()
///     .setStyle(.default)
///     .setImage(photo)
///     .setCount(12)
///     .build()
/// ```
public final class BadgeBuilder: StyledBuilder {
    // MARK: - Nested types

    /// The view this builder makes.
    public typealias BuiltView = BadgeView

    // MARK: - Properties

    /// The view being configured.
    public let view: BadgeView

    // MARK: - Initializers

    private init(view: BadgeView) {
        self.view = view
    }

    /// A builder holding a new badged image view.
    public static func startBuild() -> BadgeBuilder {
        BadgeBuilder(view: BadgeView())
    }

    // MARK: - Badge properties

    /// Sets the image the badge sits on.
    public func setImage(_ image: Image?) -> Self {
        view.image = image
        return self
    }

    /// Sets the number in the badge; 0 or less shows none.
    public func setCount(_ count: Int) -> Self {
        view.count = count
        return self
    }

    /// Sets a badge image for the bottom-right corner, replacing the count badge.
    public func setBadgeImage(_ image: Image?) -> Self {
        view.badgeImage = image
        return self
    }

    /// Sets the pill's color.
    public func setBadgeColor(_ color: Themed<Color>) -> Self {
        view.badgeColor = color
        return self
    }

    /// Sets the count's color.
    public func setCountColor(_ color: Themed<Color>) -> Self {
        view.countColor = color
        return self
    }

    /// Sets the badge's height.
    public func setDimension(_ dimension: CGFloat) -> Self {
        view.dimension = dimension
        return self
    }

    /// Sets the width of the transparent ring around the pill or the badge image.
    public func setStrokeWidth(_ width: CGFloat) -> Self {
        view.strokeWidth = width
        return self
    }

    /// Sets the least space between the count and the pill's ends; `nil` keeps the
    /// original's `dimension/4`.
    public func setHorizontalPadding(_ padding: CGFloat?) -> Self {
        view.horizontalPadding = padding
        return self
    }

    /// Caps the count shown: a larger one shows as `"<maximum>+"`; `nil` shows every count.
    public func setMaximumCount(_ maximum: Int?) -> Self {
        view.maximumCount = maximum
        return self
    }
}
