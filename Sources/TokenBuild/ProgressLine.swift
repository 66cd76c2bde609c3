import Foundation
import Synchronization

/// A progress line on standard error for long work: rewritten in place on a terminal (at
/// most ten times a second), a line every ten seconds otherwise; nothing for work that ends
/// within a second.
package final class ProgressLine: Sendable {
    // MARK: - Properties

    private let what: String
    private let isTerminal = isatty(STDERR_FILENO) == 1
    private let start = ContinuousClock.now
    private let state = Mutex(State())

    private struct State {
        var lastShown: ContinuousClock.Instant?
        var showsLine = false
    }

    // MARK: - Initializers

    package init(what: String) {
        self.what = what
    }

    // MARK: - Reporting

    /// Called after each step, from any thread.
    package func update(_ done: Int, of total: Int) {
        let now = ContinuousClock.now
        state.withLock { state in
            guard start.duration(to: now) > .seconds(1) else { return }
            let interval: Duration = isTerminal ? .milliseconds(100) : .seconds(10)
            if let last = state.lastShown, last.duration(to: now) < interval, done < total { return }
            state.lastShown = now
            let percent = total > 0 ? done * 100 / total : 100
            let line = "dscompile: \(what): \(done) of \(total) (\(percent)%)"
            if isTerminal {
                FileHandle.standardError.write(Data("\r\u{1B}[K\(line)".utf8))
                state.showsLine = true
            } else {
                FileHandle.standardError.write(Data("\(line)\n".utf8))
            }
        }
    }

    /// Clears the line on a terminal, so the next message starts clean.
    package func finish() {
        state.withLock { state in
            if state.showsLine { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            state.showsLine = false
        }
    }
}
