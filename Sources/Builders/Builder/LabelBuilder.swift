import Foundation
import Render
import TokenModel

/// Builds a ``Label`` in the seed-000 style:
///
/// ```swift
/// let errorLabel = LabelBuilder.startBuild()
///     .useAutoLayout()
///     .setStyle(.error)
///     .setNumberOfLines(0)
///     .build()
/// ```
public final class LabelBuilder: ViewBuilding {
    // MARK: - Nested types

    public typealias BuiltView = Label

    // MARK: - Properties

    public let view: Label

    // MARK: - Initializers

    private init(view: Label) {
        self.view = view
    }

    public static func startBuild() -> LabelBuilder {
        LabelBuilder(view: Label())
    }

    // MARK: - Label properties

    public func setText(_ text: String) -> Self {
        view.text = text
        return self
    }

    public func setTypography(_ typography: Typography) -> Self {
        view.typography = typography
        return self
    }

    /// The seed's name for ``setTypography(_:)``.
    public func setFont(_ typography: Typography) -> Self {
        setTypography(typography)
    }

    public func setTextColor(_ color: Themed<Color>) -> Self {
        view.textColor = color
        return self
    }

    /// Sets a text color that is the same in every theme.
    public func setTextColor(_ color: Color) -> Self {
        setTextColor(Themed(color))
    }

    public func setAlignment(_ alignment: TextAlignment) -> Self {
        view.alignment = alignment
        return self
    }

    public func setNumberOfLines(_ count: Int) -> Self {
        view.numberOfLines = max(0, count)
        return self
    }

    public func setLineBreakMode(_ mode: TextStyle.LineBreakMode) -> Self {
        view.lineBreakMode = mode
        return self
    }
}
