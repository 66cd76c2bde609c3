extension Themed {
    // MARK: - Collecting

    /// The values of `themed` side by side, per theme: in each theme any of them varies in,
    /// each value as it resolves there; elsewhere their defaults. The space is the first
    /// value's that has one.
    ///
    ///     Themed.collecting([.lightGray, DesignTokens.Colors.accent])   // Themed<[Color]>
    public static func collecting<Element>(_ themed: [Themed<Element>]) -> Themed<[Element]> where Value == [Element] {
        var themes: [Theme] = []
        for value in themed {
            for variant in value.variants where !themes.contains(variant.theme) { themes.append(variant.theme) }
        }
        let variants = themes.map { theme in
            ThemedVariant(theme: theme, value: themed.map { $0.resolved(in: theme) })
        }
        return Themed<[Element]>(themed.map(\.defaultValue), variants: variants, space: themed.lazy.compactMap(\.space).first)
    }
}
