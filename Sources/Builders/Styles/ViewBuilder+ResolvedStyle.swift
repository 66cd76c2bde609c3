import TokenModel

extension ViewBuilder {
    // MARK: - Applying styles at run time

    /// Applies a style read from a style sheet at run time, making the calls
    /// ``StyleSchema/viewApplications`` gives, as the generated `setStyle(_:)` does at
    /// compile time.
    public func apply(_ style: ResolvedStyle) -> Self {
        applyStyle(style) { _ in false }
    }
}
