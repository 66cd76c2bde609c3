import ArgumentParser
import Foundation

/// `dscompile build --watch`: builds, then rebuilds whenever an input changes, printing one
/// line per rebuild, until the process is ended (Ctrl-C).
struct BuildWatchLoop {
    // MARK: - Properties

    let inputs: InputOptions
    /// Files read besides the inputs (`--config`'s), watched as well.
    var otherFiles: [String] = []
    /// One build; throws (after printing its diagnostics) when it failed.
    let build: () throws -> Void

    // MARK: - Running

    /// Never returns.
    func run() -> Never {
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
        let verb = changes == nil ? "built" : "rebuilt"
        Diagnostics.note(succeeded ? "dscompile: \(verb) in \(milliseconds) ms \(what)"
                                   : "dscompile: build failed in \(milliseconds) ms \(what); watching for changes")
    }
}
