import TokenValues

// MARK: - The themes of the tests' own design systems

/// The themes of the test targets' hand-made design systems, whose one modifier is
/// `theme`: the library has no presets (an adopting team takes its themes from its
/// generated `DesignTokens.Themes`), so the tests name theirs here, once.
extension Theme {
    /// `theme=light`.
    public static let light: Theme = ["theme": "light"]
    /// `theme=dark`.
    public static let dark: Theme = ["theme": "dark"]
}
