import Foundation
import TokenModel
import ViewKit

/// Builds a ``Button`` in the template project's builder style, with values per control state:
///
/// ```swift
/// let sendButton = ButtonBuilder.startBuild()
///     .useAutoLayout()
///     .setTitle("Send")
///     .setTitleColor(.white)
///     .setBackgroundColor(Colors.mainColor, for: .normal)
///     .setCornerRadius(8)
///     .build()
/// ```
public final class ButtonBuilder: ButtonBuilding, StyledBuilder {
    // MARK: - Nested types

    /// The view this builder makes.
    public typealias BuiltView = Button

    // MARK: - Properties

    /// The button being configured.
    public let view: Button

    // MARK: - Initializers

    private init(view: Button) {
        self.view = view
    }

    /// A builder holding a new button.
    public static func startBuild() -> ButtonBuilder {
        ButtonBuilder(view: Button())
    }
}
