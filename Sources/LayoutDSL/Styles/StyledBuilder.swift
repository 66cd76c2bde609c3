import TokenModel

/// A builder whose views style sheets can style: it declares its ``StyleTable`` once,
/// and gets the run-time ``apply(_:)`` and the ``setStyleProperties(_:)`` the generated
/// `setStyle(_:)` calls.
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

    /// Applies style properties by their style-sheet names, in this order; what the
    /// generated `setStyle(_:)` of a design system calls. A name the builder has no
    /// property of, or a value of another kind, is left out with a warning located here
    /// (on standard error, once).
    public func setStyleProperties(_ properties: KeyValuePairs<String, StyleArgument>,
                                   fileID: StaticString = #fileID, line: UInt = #line) -> Self {
        for problem in Self.styleTable.apply(properties.map { (name: $0.key, argument: $0.value) }, to: self) {
            RuntimeWarning.report("\(fileID):\(line): warning: \(problem); it is left out")
        }
        return self
    }
}
