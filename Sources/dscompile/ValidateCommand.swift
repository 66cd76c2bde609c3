import ArgumentParser
import DesignChecks
import Dispatch
import Synchronization
import TokenBuild
import TokenModel

/// `dscompile validate`: diagnostics only.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check token files, the resolver and style sheets; print every problem.",
        discussion: """
            Besides the tokens' own rules, reports what build would refuse (two tokens that \
            get one Swift or CSS name, say), and warns about typography whose font families \
            are not installed (text would be drawn with a fallback) and about text styles (a \
            label's textColor, a button's titleColor in each state) whose contrast against \
            their background is below WCAG 2.2 AA: 4.5:1, or 3:1 for large text (24 px, or \
            18.66 px bold).

            Exits 0 when there are no errors (warnings allowed), 1 when there are errors, 2 \
            for a usage error.
            """
    )

    @OptionGroup var inputs: InputOptions

    func run() throws {
        let system = try inputs.load()
        // The design checks (fontconfig's start-up among them) run beside the emitters'
        // checks, which keep both cores busy only part of the time; printed after them.
        let designWarnings = Mutex<[Diagnostic]>([])
        let designChecks = DispatchGroup()
        DispatchQueue.global().async(group: designChecks) {
            let warnings = FontCheck.warnings(for: system) + TextContrastCheck.warnings(for: system)
                + ShimmerContrastCheck.warnings(for: system)
            designWarnings.withLock { $0 = warnings }
        }
        let outputProblems = OutputCheck.diagnostics(of: system)
        designChecks.wait()
        Diagnostics.print(outputProblems)
        if outputProblems.contains(where: { $0.severity == .error }) { Self.end(withError: ExitCode(1)) }
        Diagnostics.print(designWarnings.withLock { $0 })
        if let note = OutputCheck.filesNotReadNote(of: system) { Diagnostics.note(note) }
        Diagnostics.note("dscompile: \(OutputCheck.summary(of: system))")
        Self.end(withError: nil)
    }

    // MARK: - Private

    /// Ends the process as `dscompile` does (``CommandExit``) while the design system is still
    /// held, everything printed (unbuffered): freeing its tokens one by one before the exit
    /// frees them all at once was 3 % of validate's instructions on 9,000 tokens (issue 35),
    /// the work clang's `-disable-free` skips for the same reason.
    private static func end(withError error: (any Error)?) -> Never {
        exit(withError: error)
    }
}
