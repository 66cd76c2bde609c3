import TokenModel

extension LabelBuilder {
    /// Applies a style read from a style sheet at run time, property by property, the way
    /// the generated `setStyle(_:)` applies it at compile time. The gallery uses this, so it
    /// needs no Swift compile step. A property this builder does not take is skipped.
    public func apply(_ style: ResolvedStyle) -> Self {
        for (property, value) in style.values {
            switch (property, value) {
            case ("typography", .token(_, .typography(let typography))): _ = setTypography(typography)
            case ("textColor", .token(_, .color(let color))): _ = setTextColor(color)
            case ("alignment", .alignment(let alignment)): _ = setAlignment(alignment)
            case ("numberOfLines", .integer(let count)): _ = setNumberOfLines(count)
            case ("backgroundColor", .token(_, .color(let color))): _ = setBackgroundColor(color)
            case ("cornerRadius", .token(_, .dimension(let dimension))): _ = setCornerRadius(dimension.points())
            default:
                // The loader checks every property and its type in every theme against
                // StyleSchema; anything else is left as it is rather than guessed at.
                continue
            }
        }
        return self
    }
}
