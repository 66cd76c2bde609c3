import FontRules

/// What `validate` (over Render's fontconfig), the build (over fontconfig opened at run
/// time) and a failed snapshot share of the font check: which tokens it looks at, and its
/// words, so all say the same thing about the same fonts.
package enum FontWarnings {
    /// Every typography token, each once, in the first theme that has it, in source order.
    ///
    /// Each token is looked at in place and only typography paths are remembered: a copy
    /// of every token and a set of every path took 4 % of validating 9,000 colors (issue 35).
    package static func typographyTokens(of system: ResolvedDesignSystem)
        -> [(path: TokenPath, token: ResolvedToken, typography: Typography)] {
        var found: [(path: TokenPath, token: ResolvedToken, typography: Typography)] = []
        var checked = Set<TokenPath>()
        for theme in system.themes {
            guard let table = system.tokensByTheme[theme] else { continue }
            for position in table.values.indices {
                guard let typography = table.values[position].value.typography else { continue }
                let path = table.keys[position]
                guard checked.insert(path).inserted else { continue }
                found.append((path, table.values[position], typography))
            }
        }
        return found
    }

    /// The warning for a token whose `missing` families are not installed; `drawn` is the
    /// family drawn instead, `nil` when it could not be determined.
    package static func notInstalled(_ path: TokenPath, missing: [String], drawn: String?, at location: SourceLocation?) -> Diagnostic {
        .warning("token '\(path)': " + FontWarningText.notInstalled(missing: missing, drawn: drawn), at: location)
    }

    /// The warning for a token whose fonts could not be checked, with the reason.
    package static func notChecked(_ path: TokenPath, reason: String, at location: SourceLocation?) -> Diagnostic {
        .warning("token '\(path)': its fonts could not be checked: \(reason)", at: location)
    }
}
