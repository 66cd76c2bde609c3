import TokenModel

/// The checks `build` runs beyond the tokens' own rules, so that the build plugin shows
/// them where the team looks (SwiftPM and Xcode list `path:line:column: warning:` lines of a
/// build command at the token file): typography whose families are not installed
/// (``FontInstallationCheck``) and text styles below WCAG AA contrast (TokenModel's
/// `TextContrastCheck`), the same lines `dscompile validate` prints.
package enum BuildDesignChecks {
    /// What the checks found in `system`: the fonts' and the contrast's diagnostics at
    /// `level` (the problems), and, always a warning and never counted as a problem, that
    /// the fonts could not be checked here (`unchecked`).
    package static func diagnostics(for system: ResolvedDesignSystem, level: DesignCheckLevel)
        -> (problems: [Diagnostic], unchecked: Diagnostic?) {
        diagnostics(for: system, level: level, library: FontconfigLibrary.shared)
    }

    /// ``diagnostics(for:level:)`` with `library` as fontconfig (a test's unavailable one).
    package static func diagnostics(for system: ResolvedDesignSystem, level: DesignCheckLevel,
                                    library: Result<FontconfigLibrary, FontconfigLibrary.Unavailable>)
        -> (problems: [Diagnostic], unchecked: Diagnostic?) {
        var found: [Diagnostic] = []
        var unchecked: Diagnostic?
        do {
            found = try FontInstallationCheck.warnings(for: system, library: library)
        } catch {
            unchecked = .warning(error.description, at: nil)
        }
        found += TextContrastCheck.warnings(for: system)
        switch level {
        case .warning: return (found, unchecked)
        case .error:
            return (found.map { diagnostic in
                var error = diagnostic
                error.severity = .error
                return error
            }, unchecked)
        }
    }
}
