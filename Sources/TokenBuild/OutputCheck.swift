import Codegen
import Dispatch
import Synchronization
import TokenModel

/// What `build` would refuse although the tokens read well: two tokens that get one Swift
/// or CSS name, a name that would hide the namespace, a style whose token differs between
/// themes where the builder takes one value. The emitters decide it, so `validate` and
/// `build` can never disagree; nothing is written.
package enum OutputCheck {
    /// The errors and warnings of generating the Swift and the CSS of `system`, Swift's
    /// first.
    package static func diagnostics(of system: ResolvedDesignSystem) -> [Diagnostic] {
        // The emitters' first passes: every error is found before any text is written. The
        // two are independent, so each runs on one of two cores (validate's whole-process
        // time, docs/PERFORMANCE.md).
        let found = Mutex([[Diagnostic]](repeating: [], count: 2))
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let diagnostics = index == 0 ? swiftDiagnostics(of: system) : cssDiagnostics(of: system)
            found.withLock { $0[index] = diagnostics }
        }
        return found.withLock { $0[0] + $0[1] }
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

    // MARK: - Private

    private static func swiftDiagnostics(of system: ResolvedDesignSystem) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        do throws(DiagnosticsError) {
            try SwiftEmitter.check(system, warnings: &diagnostics)
        } catch {
            diagnostics += error.diagnostics
        }
        return diagnostics
    }

    private static func cssDiagnostics(of system: ResolvedDesignSystem) -> [Diagnostic] {
        do throws(DiagnosticsError) {
            try CSSEmitter.check(system)
            return []
        } catch {
            return error.errors
        }
    }
}
