import TokenModel

/// The checks `build` runs beyond the tokens' own rules, so that the build plugin shows
/// them where the team looks (SwiftPM and Xcode list `path:line:column: warning:` lines of a
/// build command at the token file): typography whose families are not installed
/// (``FontInstallationCheck``) and text styles below WCAG AA contrast (TokenModel's
/// `TextContrastCheck`), the same lines `dscompile validate` prints.
package enum BuildDesignChecks {
    /// The fonts' and the contrast's diagnostics for `system`, at `level`.
    package static func diagnostics(for system: ResolvedDesignSystem, level: DesignCheckLevel) -> [Diagnostic] {
        let found = FontInstallationCheck.warnings(for: system) + TextContrastCheck.warnings(for: system)
        switch level {
        case .warning: return found
        case .error:
            return found.map { diagnostic in
                var error = diagnostic
                error.severity = .error
                return error
            }
        }
    }
}
