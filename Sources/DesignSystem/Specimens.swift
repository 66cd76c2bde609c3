import Builders
import Foundation
import TokenModel

/// Hand-written views composed from the generated tokens and styles
/// (`DesignTokens.swift` and `DesignStyles.swift`, written by the DesignTokensPlugin).
public enum Specimens {
    // MARK: - Labels

    /// The error label of seed 000, exactly as the seed builds it, showing `text`.
    public static func errorLabel(text: String) -> Label {
        LabelBuilder.startBuild()
            .useAutoLayout()
            .setStyle(.error)
            .setNumberOfLines(0)
            .setText(text)
            .build()
    }

    /// The background every specimen is drawn on: the theme's screen background.
    public static var background: Themed<Color> { Colors.background }
}
