import TokenModel

/// A builder whose views style sheets can style: it declares its ``StyleTable`` once and
/// gets the run-time ``apply(_:)``; the generated `setStyle(_:)` calls its typed setters.
public protocol StyledBuilder: ViewBuilding, AnyObject, SendableMetatype {
    /// The builder's style properties and how each applies.
    static var styleTable: StyleTable<Self> { get }
}

extension StyledBuilder {
    // MARK: - Applying styles

    /// Applies a style read from a style sheet at run time, as the generated
    /// `setStyle(_:)` does at compile time. The gallery uses this, so it needs no Swift
    /// compile step.
    public func apply(_ style: ResolvedStyle) -> Self {
        Self.styleTable.apply(style, to: self)
        return self
    }
}
