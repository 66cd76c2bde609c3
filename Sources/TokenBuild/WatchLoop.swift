import ArgumentParser
import Foundation

/// `--watch` of `build` and `preview`: runs the command's work, then again whenever an input
/// changes, printing one line per run, until the process is ended (Ctrl-C) or, in process,
/// until a stop condition holds.
///
/// The loop holds nothing between runs: the work takes its output lock itself and releases
/// it before returning, so another `dscompile` may write the outputs while this one waits
/// for a change. How it waits, what it looks at and where its lines go are properties, so a
/// test drives it without sleeping.
package struct WatchLoop {
    // MARK: - Nested types

    /// How the lines name the work: `built`, `rebuilt`, `build failed`.
    package struct Words: Sendable {
        var done: String
        var redone: String
        var failed: String

        package static let build = Words(done: "built", redone: "rebuilt", failed: "build failed")
        package static let preview = Words(done: "previewed", redone: "previewed again", failed: "preview failed")
    }

    /// What the loop decided after one look at the inputs, in order: the event a test waits
    /// for instead of sleeping and hoping nothing happened meanwhile.
    package enum Decision: Sendable, Hashable, CustomStringConvertible {
        /// The first run, at start.
        case built(succeeded: Bool)
        /// A run for a settled change of `changes` files.
        case rebuilt(changes: Int, succeeded: Bool)
        /// A look found every input as before: nothing ran.
        case unchanged

        /// `built`, `rebuilt 2 (failed)`, `unchanged`: the word after `dscompile: watch:`.
        package var description: String {
            switch self {
            case .built(let succeeded): "built" + (succeeded ? "" : " (failed)")
            case .rebuilt(let changes, let succeeded): "rebuilt \(changes)" + (succeeded ? "" : " (failed)")
            case .unchanged: "unchanged"
            }
        }
    }

    // MARK: - Constants

    /// With this set to `1`, the process writes each ``Decision`` on standard error
    /// (`dscompile: watch: unchanged`), so that a test of the running command waits for the
    /// loop to have looked and decided. A test hook, as `DSCOMPILE_STOP_BEFORE_WRITE_STEP`.
    package static let decisionsVariable = "DSCOMPILE_WATCH_DECISIONS"

    // MARK: - Properties

    package var words: Words = .build
    /// One run; throws (after printing its diagnostics) when it failed.
    package let build: () throws -> Void
    /// Every input file now, with its stamp (``InputWatcher/snapshot()`` of the inputs).
    package var snapshot: () -> [String: InputWatcher.Stamp]
    /// Waits the given number of seconds between two looks; `Thread.sleep` unless a test
    /// replaces it.
    package var pause: (TimeInterval) -> Void = { Thread.sleep(forTimeInterval: $0) }
    /// Where the line of each run goes: standard error unless a test replaces it.
    package var note: (String) -> Void = { Diagnostics.note($0) }
    /// Told each decision as soon as it is made (after the run's line, for a run): nothing
    /// unless a test, or ``decisionsVariable`` in ``run()``, sets it.
    package var decided: (Decision) -> Void = { _ in }

    // MARK: - Initializers

    /// - Parameters:
    ///   - inputs: the command's inputs, watched with every file a resolver names.
    ///   - otherFiles: files read besides the inputs (`--config`'s), watched as well.
    ///   - assetFolders: folders whose every file is read (`--assets`), watched as well.
    package init(inputs: InputOptions, otherFiles: [String] = [], assetFolders: [String] = [], words: Words = .build,
                 build: @escaping () throws -> Void) {
        var watcher = InputWatcher(paths: inputs.effectivePaths + otherFiles, resolver: inputs.resolver)
        watcher.assetFolders = assetFolders
        self.words = words
        self.build = build
        snapshot = { watcher.snapshot() }
    }

    // MARK: - Running

    /// Watches until the process is ended; never returns.
    package func run() -> Never {
        Self.unblockTerminationSignals()
        var loop = self
        if ProcessInfo.processInfo.environment[Self.decisionsVariable] == "1" {
            loop.decided = { Diagnostics.note("dscompile: watch: \($0)") }
        }
        loop.watch(until: { false })
        // `watch` returns only when its stop condition holds, which `false` never does.
        fatalError("the watch loop ended without being stopped")
    }

    /// Runs the work once, then once more for every change of the inputs that has settled,
    /// until `shouldStop` (asked before each look) returns `true`. A run that fails is
    /// reported and the loop goes on watching.
    package func watch(until shouldStop: () -> Bool) {
        var stamps = snapshot()
        rebuild(changes: nil, fileCount: stamps.count)
        while !shouldStop() {
            pause(InputWatcher.pollInterval)
            var current = snapshot()
            guard current != stamps else {
                decided(.unchanged)
                continue
            }
            // An editor may write a file in several steps: wait until it stays still.
            var settled = current
            repeat {
                current = settled
                pause(InputWatcher.pollInterval / 3)
                settled = snapshot()
            } while settled != current
            let changes = InputWatcher.changeCount(from: stamps, to: settled)
            stamps = settled
            rebuild(changes: changes, fileCount: settled.count)
        }
    }

    // MARK: - Private

    /// A parent (a test runner, some IDEs) may start us with SIGINT and SIGTERM blocked;
    /// this loop never ends by itself, so Ctrl-C and `kill` must work whatever we inherited.
    private static func unblockTerminationSignals() {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }

    private func rebuild(changes: Int?, fileCount: Int) {
        let start = ContinuousClock.now
        let succeeded: Bool
        do {
            try build()
            succeeded = true
        } catch {
            succeeded = false
        }
        let elapsed = start.duration(to: .now)
        let milliseconds = elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000
        let what = changes.map { "(\($0) file\($0 == 1 ? "" : "s") changed)" } ?? "(watching \(fileCount) file\(fileCount == 1 ? "" : "s"))"
        let verb = changes == nil ? words.done : words.redone
        note(succeeded ? "dscompile: \(verb) in \(milliseconds) ms \(what)"
                       : "dscompile: \(words.failed) in \(milliseconds) ms \(what); watching for changes")
        decided(changes.map { .rebuilt(changes: $0, succeeded: succeeded) } ?? .built(succeeded: succeeded))
    }
}
