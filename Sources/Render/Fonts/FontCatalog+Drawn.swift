import TokenValues

// MARK: - The family that draws

extension FontCatalog {
    /// The family that draws text in `typography` here: its first installed family by
    /// name, or else the family Pango picks for a sample (what fontconfig matches for a
    /// generic name such as `sans-serif`, or its default for missing families). `nil` only
    /// when the list names no family.
    package static func drawnFamily(for typography: Typography) -> String? {
        if let named = (try? resolvedFamily(for: typography)) ?? nil, !genericFamilies.contains(named.lowercased()) {
            return named
        }
        return (try? TextLayout(text: "Aa", style: TextStyle(typography: typography)))?.usedFontFamilies.first
    }
}
