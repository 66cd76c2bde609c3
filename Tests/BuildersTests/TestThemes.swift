import TokenModel

// MARK: - The themes of the tests' own design systems

/// The themes of this target's hand-made design systems, whose one modifier is `theme`:
/// the library has no presets (an adopting team takes its themes from its generated
/// `DesignTokens.Themes`), so tests name theirs here.
extension Theme {
    /// `theme=light`.
    static let light: Theme = ["theme": "light"]
    /// `theme=dark`.
    static let dark: Theme = ["theme": "dark"]
}
