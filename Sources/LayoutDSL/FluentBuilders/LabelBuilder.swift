import Foundation
import Render
import TokenModel
import ViewKit

/// Builds a ``Label`` in the template project's builder style:
///
/// ```swift
/// let errorLabel = LabelBuilder.startBuild()
///     .useAutoLayout()
///     .setStyle(.error)
///     .setNumberOfLines(0)
///     .build()
/// ```
public final class LabelBuilder: StyledBuilder {
    // MARK: - Nested types

    /// The view this builder makes.
    public typealias BuiltView = Label

    // MARK: - Properties

    /// The label being configured.
    public let view: Label

    /// The template project's name for ``view``, as in `label.textColor = color`.
    public var label: Label { view }

    // MARK: - Initializers

    private init(view: Label) {
        self.view = view
    }

    /// A builder holding a new label.
    public static func startBuild() -> LabelBuilder {
        LabelBuilder(view: Label())
    }

    // MARK: - Label properties

    /// Sets the text shown.
    public func setText(_ text: String) -> Self {
        view.text = text
        return self
    }

    /// Sets the font, size, weight, letter spacing and line height of the text.
    public func setTypography(_ typography: Typography) -> Self {
        view.typography = typography
        return self
    }

    /// The template project's name for ``setTypography(_:)``.
    public func setFont(_ typography: Typography) -> Self {
        setTypography(typography)
    }

    /// Sets the color of the text.
    public func setTextColor(_ color: Themed<Color>) -> Self {
        view.textColor = color
        return self
    }

    /// Sets how lines are aligned (`NSTextAlignment`).
    public func setAlignment(_ alignment: TextAlignment) -> Self {
        view.alignment = alignment
        return self
    }

    /// Sets the most lines shown; 0 (or less) means no limit.
    public func setNumberOfLines(_ count: Int) -> Self {
        view.numberOfLines = max(0, count)
        return self
    }

    /// Sets how text wraps and where it is truncated.
    public func setLineBreakMode(_ mode: TextStyle.LineBreakMode) -> Self {
        view.lineBreakMode = mode
        return self
    }
}
