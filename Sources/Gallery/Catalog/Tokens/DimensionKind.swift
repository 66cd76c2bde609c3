import TokenModel

/// What a dimension token measures, as its name tells, and so how it is drawn.
enum DimensionKind: String, Sendable, Hashable {
    /// A corner radius: a square rounded by it.
    case radius
    /// Space between things: two blocks that far apart.
    case spacing
    /// A line's width: a box with a border that thick.
    case stroke
    /// Any other length (a size, a breakpoint): a bar that long.
    case length

    // MARK: - Initializers

    /// The kind the words of `path` name (`radii.small`, `spacing.md`, `borderWidth.thin`);
    /// a length when none does.
    init(_ path: TokenPath) {
        let name = path.description.lowercased()
        if Self.radiusWords.contains(where: name.contains) {
            self = .radius
        } else if Self.strokeWords.contains(where: name.contains) {
            self = .stroke
        } else if Self.spacingWords.contains(where: name.contains) {
            self = .spacing
        } else {
            self = .length
        }
    }

    // MARK: - Private

    private static let radiusWords = ["radius", "radii", "corner", "rounded"]
    private static let strokeWords = ["borderwidth", "border-width", "border_width", "strokewidth", "stroke-width", "outlinewidth", "outline-width", "linewidth", "hairline"]
    private static let spacingWords = ["spacing", "space", "gap", "padding", "margin", "gutter", "inset", "stack"]
}
