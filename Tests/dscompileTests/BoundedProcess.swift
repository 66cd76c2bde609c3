import Foundation
import TestSupport

/// `dscompile` run under a time limit and an address-space cap, for the tests of input
/// bounds: a regression (a read that blocks on a FIFO, an expansion that grows to gigabytes)
/// ends the child and fails its test instead of hanging the run or taking the machine.
enum BoundedProcess {
    // MARK: - Nested types

    /// A finished run.
    struct Run {
        var status: Int32
        var errors: String
        /// Whether `timeout(1)` ended it (status 124, or 137 after its KILL).
        var timedOut: Bool { status == 124 || status == 137 }
    }

    // MARK: - Running

    /// Runs `dscompile arguments` in `directory` for at most `seconds`, its virtual memory
    /// capped at `memoryMiB` (`ulimit -v`), standard input from `/dev/null`.
    static func run(_ arguments: [String], in directory: URL, seconds: Int = 60, memoryMiB: Int = 2048) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // The arguments reach the script as $@, so no quoting is needed.
        process.arguments = ["-c", "ulimit -v \(memoryMiB * 1024) && exec timeout -s KILL \(seconds) \"$0\" \"$@\"",
                             DSCompileProcess.executable.path] + arguments
        process.currentDirectoryURL = directory
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, errors: String(decoding: errorData, as: UTF8.self))
    }
}
