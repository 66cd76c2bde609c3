import Foundation
import Render
import TokenModel
import ViewKit

/// One color for a part of a ``CustomSwitch``.
public struct CSSimpleColorConfiguration: CSColorConfiguration, Hashable {
    // MARK: - Properties

    /// The color, per theme.
    public var color: Themed<Color>

    // MARK: - Initializers

    /// A configuration of `color`, which may differ between themes.
    public init(color: Themed<Color>) {
        self.color = color
    }

    // MARK: - CSColorConfiguration

    /// Sets `view`'s background to the color.
    public func applyColor(for view: UIView) {
        view.backgroundColor = color
    }

    /// The color in `theme`, whatever the rectangle.
    public func fill(for rect: CGRect, in theme: Theme) -> Fill {
        .color(color.resolved(in: theme))
    }
}
