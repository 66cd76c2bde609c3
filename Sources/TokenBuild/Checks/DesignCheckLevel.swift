import ArgumentParser

/// How `build` reports what `validate` warns about beyond the tokens' own rules (a font
/// family not installed, text below WCAG AA contrast), as `--design-checks` and the
/// configuration file's `"designChecks"` name it.
package enum DesignCheckLevel: String, CaseIterable, ExpressibleByArgument, Sendable {
    /// Printed as located warnings; the build goes on (the default).
    case warning
    /// Printed as located errors; the build fails and writes nothing.
    case error
}
