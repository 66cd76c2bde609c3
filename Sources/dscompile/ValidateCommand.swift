import ArgumentParser
import Codegen
import DesignChecks
import TokenBuild
import TokenModel

/// `dscompile validate`: diagnostics only.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check token files, the resolver and style sheets; print every problem.",
        discussion: "Also warns about typography whose font families are not installed (text would be drawn with a fallback), and about text styles (a label's textColor, a button's titleColor in each state) whose contrast against their background is below WCAG 2.2 AA: 4.5:1, or 3:1 for large text (24 px, or 18.66 px bold). Exits 0 when there are no errors (warnings allowed), 1 when there are errors, 2 for a usage error."
    )

    @OptionGroup var inputs: InputOptions

    func run() throws {
        let system = try inputs.load()
        try Self.checkOutputs(of: system)
        Diagnostics.print(FontCheck.warnings(for: system))
        Diagnostics.print(TextContrastCheck.warnings(for: system))
        let count = system.themes.map { system.tokensByTheme[$0]?.count ?? 0 }.max() ?? 0
        let styles = system.styleSheets.reduce(0) { $0 + $1.styles.count }
        Diagnostics.note("dscompile: \(count) tokens, \(styles) styles, \(system.themes.count) theme(s): no errors")
    }

    /// Reports what `build` would refuse although the tokens read well: two tokens that get
    /// one Swift or CSS name, a name that would hide the namespace, a style whose token
    /// differs between themes where the builder takes one value. The emitters decide it, so
    /// validate and build can never disagree.
    /// - Throws: `ExitCode(1)` after printing the errors.
    private static func checkOutputs(of system: ResolvedDesignSystem) throws {
        var diagnostics: [Diagnostic] = []
        do throws(DiagnosticsError) {
            _ = try SwiftEmitter.emit(system, warnings: &diagnostics)
        } catch {
            diagnostics += error.diagnostics
        }
        do throws(DiagnosticsError) {
            _ = try CSSEmitter.emit(system, sourceDescription: "")
        } catch {
            diagnostics += error.errors
        }
        Diagnostics.print(diagnostics)
        if diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
    }
}
