import FontRules
import TokenModel

/// What the build says about fonts: a typography token whose families are not installed
/// here draws with a fallback, so its previews and snapshots would not show the designer's
/// font. The same warnings, word for word, as `dscompile validate` (DesignChecks'
/// `FontCheck`, over Render's `FontCatalog`), from the same fontconfig calls on the same
/// `Fonts/fonts.conf`, without linking the renderer (``FontconfigLibrary``).
package enum FontInstallationCheck {
    // MARK: - Checking

    /// One warning per typography token (in the first theme that has it) that names a family
    /// this machine lacks, at the token's location, naming what is drawn instead.
    /// - Throws: ``Unchecked`` when fontconfig cannot be used here and some token needs it:
    ///   the fonts were not looked at, which is not a font problem of the tokens.
    package static func warnings(for system: ResolvedDesignSystem,
                                 library: Result<FontconfigLibrary, FontconfigLibrary.Unavailable> = FontconfigLibrary.shared)
        throws(Unchecked) -> [Diagnostic] {
        let typographies = FontWarnings.typographyTokens(of: system)
        guard !typographies.isEmpty else { return [] }
        let fontconfig: FontconfigLibrary
        switch library {
        case .success(let library): fontconfig = library
        case .failure(let reason): throw Unchecked(tokenCount: typographies.count, reason: reason)
        }
        var installed: [String: Bool] = [:]
        func isInstalled(_ family: String) -> Bool {
            if let known = installed[family] { return known }
            let answer = !family.contains(",") && fontconfig.matchesByName(family)
            installed[family] = answer
            return answer
        }
        return typographies.compactMap { path, token, typography -> Diagnostic? in
            let families = typography.fontFamily.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
            guard !families.isEmpty else {
                return FontWarnings.notChecked(path, reason: "the typography names no font family; give at least one",
                                               at: token.definition.location)
            }
            var missing: [String] = []
            for family in families where !isInstalled(family) && !missing.contains(where: { $0.lowercased() == family.lowercased() }) {
                missing.append(family)
            }
            guard !missing.isEmpty else { return nil }
            return FontWarnings.notInstalled(path, missing: missing,
                                             drawn: drawnFamily(for: families, isInstalled: isInstalled, fontconfig: fontconfig),
                                             at: token.definition.location)
        }
    }

    // MARK: - Nested types

    /// The fonts could not be checked: fontconfig is not there to ask.
    package struct Unchecked: Error, CustomStringConvertible {
        /// How many typography tokens were left unchecked.
        package let tokenCount: Int
        package let reason: FontconfigLibrary.Unavailable

        package var description: String {
            "the fonts of \(tokenCount) typography token(s) could not be checked: \(reason)"
        }
    }

    // MARK: - Private

    /// The family that draws: the first installed one by name unless it is generic, else
    /// the family of fontconfig's match for the whole list (what Pango draws with).
    private static func drawnFamily(for families: [String], isInstalled: (String) -> Bool, fontconfig: FontconfigLibrary) -> String? {
        if let named = families.first(where: isInstalled), !FontsConfigurationFile.genericFamilies.contains(named.lowercased()) { return named }
        return fontconfig.matchedFamily(for: families.filter { !$0.contains(",") })
    }
}
