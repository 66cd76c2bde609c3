import Foundation

/// A test hook: with `DSCOMPILE_STOP_BEFORE_WRITE_STEP=k` in the environment the process kills
/// itself with SIGKILL right before its k-th write step, so a test can stop a child at every
/// step in turn instead of sleeping and hoping. Steps are numbered from 1 across the whole
/// process: each temporary file written, the journal written, each rename (the journal's
/// too), each removal, the journal removed. Without the variable a step costs one check.
package enum WriteStepHook {
    // MARK: - Properties

    /// The environment variable that names the step to stop before.
    package static let environmentVariable = "DSCOMPILE_STOP_BEFORE_WRITE_STEP"

    private static let stopBefore: Int? = ProcessInfo.processInfo.environment[environmentVariable].flatMap { Int($0) }
    private static let counter = StepCounter()

    // MARK: - Methods

    /// Counts one write step, `what` naming it; ends the process first when it is the one
    /// the environment names.
    package static func step(_ what: @autoclosure () -> String) {
        guard let stopBefore else { return }
        let number = counter.next()
        guard number == stopBefore else { return }
        FileHandle.standardError.write(Data("dscompile: stopping before write step \(number) (\(what())), as \(environmentVariable) asks\n".utf8))
        kill(getpid(), SIGKILL)
    }

    // MARK: - Private

    /// The number of steps so far; a lock keeps two threads from taking one number.
    private final class StepCounter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0

        func next() -> Int {
            lock.withLock {
                count += 1
                return count
            }
        }
    }
}
