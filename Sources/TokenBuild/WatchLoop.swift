import ArgumentParser
import Foundation

/// `--watch` of `build` and `preview`: runs the command's work, then again whenever an input
/// changes, printing one line per run, until the process is ended (Ctrl-C).
package struct WatchLoop {
    // MARK: - Nested types

    /// How the lines name the work: `built`, `rebuilt`, `build failed`.
    package struct Words {
        var done: String
        var redone: String
        var failed: String

        package static let build = Words(done: "built", redone: "rebuilt", failed: "build failed")
        package static let preview = Words(done: "previewed", redone: "previewed again", failed: "preview failed")
    }

    // MARK: - Properties

    package let inputs: InputOptions
    /// Files read besides the inputs (`--config`'s), watched as well.
    package var otherFiles: [String] = []
    package var words: Words = .build
    /// One run; throws (after printing its diagnostics) when it failed.
    package let build: () throws -> Void

    // MARK: - Initializers

    package init(inputs: InputOptions, otherFiles: [String] = [], words: Words = .build, build: @escaping () throws -> Void) {
        self.inputs = inputs
        self.otherFiles = otherFiles
        self.words = words
        self.build = build
    }

    // MARK: - Running

    /// Never returns.
    package func run() -> Never {
        Self.unblockTerminationSignals()
        let watcher = InputWatcher(paths: inputs.effectivePaths + otherFiles, resolver: inputs.resolver)
        var stamps = watcher.snapshot()
        rebuild(changes: nil, fileCount: stamps.count)
        while true {
            Thread.sleep(forTimeInterval: InputWatcher.pollInterval)
            var current = watcher.snapshot()
            guard current != stamps else { continue }
            // An editor may write a file in several steps: wait until it stays still.
            var settled = current
            repeat {
                current = settled
                Thread.sleep(forTimeInterval: InputWatcher.pollInterval / 3)
                settled = watcher.snapshot()
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
        Diagnostics.note(succeeded ? "dscompile: \(verb) in \(milliseconds) ms \(what)"
                                   : "dscompile: \(words.failed) in \(milliseconds) ms \(what); watching for changes")
    }
}
