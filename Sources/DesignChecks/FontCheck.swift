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
        var checked = Set<TokenPath>()
        for theme in system.themes {
            for (path, token) in system.tokensByTheme[theme] ?? [:] where checked.insert(path).inserted {
                guard let typography = token.value.typography else { continue }
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
