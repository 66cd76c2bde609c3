/// A builder that applies a named style of the design system, such as
/// `LabelBuilder.setStyle(.error)`. `dscompile build` generates the style enums and these
/// conformances from the style sheets.
public protocol StyleBuilder {
    /// The enum of styles this builder applies.
    associatedtype StyleType

    /// Applies every property of `style`.
    func setStyle(_ style: StyleType) -> Self
}
