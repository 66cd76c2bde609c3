import Render
import TokenModel

/// What `dscompile validate` says about fonts: a typography token whose families are not
/// installed here draws with a fallback, so its previews and snapshots would not show the
/// designer's font.
package enum FontCheck {
    /// One warning per typography token (in the first theme that has it) that names a family
    /// this machine lacks, at the token's location; which family is drawn instead is named.
    package static func warnings(for system: ResolvedDesignSystem) -> [Diagnostic] {
        FontWarnings.typographyTokens(of: system).compactMap { path, token, typography -> Diagnostic? in
            do {
                let missing = try FontCatalog.missingFamilies(in: typography)
                guard !missing.isEmpty else { return nil }
                return FontWarnings.notInstalled(path, missing: missing, drawn: FontCatalog.drawnFamily(for: typography),
                                                 at: token.definition.location)
            } catch {
                return FontWarnings.notChecked(path, reason: "\(error)", at: token.definition.location)
            }
        }
    }
}
