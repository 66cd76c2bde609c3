extension Themed {
    // MARK: - From a resolver's themes

    /// The value in each of a resolver's `themes` (every combination of its modifiers'
    /// contexts), with variants keyed by only the modifiers the value depends on.
    ///
    /// A modifier matters when changing its context alone changes the value in some
    /// theme. Variants name just those modifiers, so a theme that names fewer modifiers
    /// than the resolver has still finds its value: with a `theme` and a `device`
    /// modifier, a color that differs only between light and dark has the variant
    /// `theme=dark`, which ``resolved(in:)`` finds for `.dark` as for `device=tablet,
    /// theme=dark`, and a spacing that differs only per device has `device=tablet`, so
    /// `.dark` takes the default device's. With one modifier the variants are the themes
    /// whose value differs from the default, as before.
    ///
    /// A value that depends on two modifiers keeps full themes as keys; a theme that
    /// names only one of them then takes the default value.
    public init(defaultTheme: Theme, themes: [Theme], value: (Theme) -> Value) {
        let defaultValue = value(defaultTheme)
        var values: [Theme: Value] = [:]
        for theme in themes { values[theme] = value(theme) }
        let relevant = Set(defaultTheme.contexts.map(\.modifier).filter { modifier in
            let defaultContext = defaultTheme[modifier] ?? ""
            return themes.contains { theme in
                let moved = Theme(theme.contexts.map { $0.modifier == modifier ? (modifier, defaultContext) : $0 })
                guard let other = values[moved] else { return true }
                return other != values[theme]
            }
        })
        var variants: [ThemedVariant<Value>] = []
        for theme in themes where theme != defaultTheme {
            guard let themeValue = values[theme], themeValue != defaultValue else { continue }
            // Keep one theme per combination of the modifiers that matter: the one with
            // every other modifier at its default context.
            guard theme.contexts.allSatisfy({ relevant.contains($0.modifier) || defaultTheme[$0.modifier] == $0.context }) else { continue }
            variants.append(ThemedVariant(theme: Theme(theme.contexts.filter { relevant.contains($0.modifier) }), value: themeValue))
        }
        self.init(defaultValue, variants: variants)
    }
}
