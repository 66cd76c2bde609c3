import Render
import TokenModel

/// What `dscompile validate` says about fonts: a typography token whose families are not
/// installed here draws with a fallback, so its previews and snapshots would not show the
/// designer's font.
public enum FontCheck {
    /// One warning per typography token (in the first theme that has it) that names a family
    /// this machine lacks, at the token's location; which family is drawn instead is named.
    public static func warnings(for system: ResolvedDesignSystem) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        // Only typography paths are remembered, and each token is looked at in place: a copy
        // of every token and a set of every path took 4 % of validating 9,000 colors (issue 35).
        var checked = Set<TokenPath>()
        for theme in system.themes {
            guard let table = system.tokensByTheme[theme] else { continue }
            for position in table.values.indices {
                guard let typography = table.values[position].value.typography else { continue }
                let path = table.keys[position]
                guard checked.insert(path).inserted else { continue }
                let token = table.values[position]
                do {
                    let missing = try FontCatalog.missingFamilies(in: typography)
                    guard !missing.isEmpty else { continue }
                    let drawn = FontCatalog.drawnFamily(for: typography).map { "'\($0)'" } ?? "a family that could not be determined"
                    let names = missing.map { "'\($0)'" }.joined(separator: ", ")
                    let noun = missing.count == 1 ? "font family" : "font families"
                    warnings.append(.warning("token '\(path)': the \(noun) \(names) \(missing.count == 1 ? "is" : "are") not installed; text is drawn with \(drawn)",
                                             at: token.definition.location))
                } catch {
                    warnings.append(.warning("token '\(path)': its fonts could not be checked: \(error)", at: token.definition.location))
                }
            }
        }
        return warnings
    }
}
