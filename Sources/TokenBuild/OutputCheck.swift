import Codegen
import TokenModel

/// What `build` would refuse although the tokens read well: two tokens that get one Swift
/// or CSS name, a name that would hide the namespace, a style whose token differs between
/// themes where the builder takes one value. The emitters decide it, so `validate` and
/// `build` can never disagree; nothing is written.
package enum OutputCheck {
    /// The errors and warnings of generating the Swift and the CSS of `system`.
    package static func diagnostics(of system: ResolvedDesignSystem) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // The emitters' first passes: every error is found before any text is written.
        do throws(DiagnosticsError) {
            try SwiftEmitter.check(system, warnings: &diagnostics)
        } catch {
            diagnostics += error.diagnostics
        }
        do throws(DiagnosticsError) {
            try CSSEmitter.check(system)
        } catch {
            diagnostics += error.errors
        }
        return diagnostics
    }

    /// The files of the folders read that are not token data and so are not warned about
    /// (a README, an image), named so that nothing is passed over unsaid; `nil` when none.
    package static func filesNotReadNote(of system: ResolvedDesignSystem) -> String? {
        let files = system.otherFilesNotRead
        let hidden = system.hiddenEntriesNotRead
        guard !files.isEmpty || hidden > 0 else { return nil }
        var parts: [String] = []
        if !files.isEmpty { parts.append("\(files.joined(separator: ", ")) (not token files: neither .json nor .yaml)") }
        if hidden > 0 { parts.append("\(hidden) hidden \(hidden == 1 ? "entry" : "entries") (names starting with '.')") }
        return "dscompile: not read: " + parts.joined(separator: "; ")
    }

    /// `validate`'s last line for a design system without errors: how many tokens (in the
    /// theme that has most), styles and themes it has.
    package static func summary(of system: ResolvedDesignSystem) -> String {
        let count = system.themes.map { system.tokensByTheme[$0]?.count ?? 0 }.max() ?? 0
        let styles = system.styleSheets.reduce(0) { $0 + $1.styles.count }
        return "\(count) tokens, \(styles) styles, \(system.themes.count) theme(s): no errors"
    }
}
