import Foundation
import TestSupport

/// The `dscompile` executable built beside the test bundle, run as the user would.
enum DSCompileProcess {
    // MARK: - Nested types

    /// A finished run.
    struct Run {
        var status: Int32
        /// Whether it ended by a signal (then ``status`` is the signal's number).
        var wasSignaled = false
        var output: String
        var errors: String
    }

    // MARK: - Running

    /// The binary: beside the test bundle, else the debug build of the package.
    static var executable: URL { executable(named: "dscompile") }

    /// The package's executable `name` (`dscompile`, or the plugin's `dscompile-tokens`).
    static func executable(named name: String) -> URL {
        let beside = Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent(name)
        return FileManager.default.isExecutableFile(atPath: beside.path) ? beside : PackagePaths.root.appendingPathComponent(".build/debug/\(name)")
    }

    /// Runs `dscompile arguments` (or the executable `tool`) in `directory`, with
    /// `environment` added to this process's, and waits for it to end.
    static func run(_ arguments: [String], in directory: URL = PackagePaths.root, environment: [String: String] = [:],
                    tool: String = "dscompile") throws -> Run {
        let process = Process()
        process.executableURL = executable(named: tool)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        return try run(process)
    }

    /// Runs `process`, set up but for its output, and waits for it to end: for a test that
    /// starts `dscompile` through another program (under limits, as another user).
    static func run(_ process: Process) throws -> Run {
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read both pipes before waiting, or a full pipe would block the child forever.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, wasSignaled: process.terminationReason == .uncaughtSignal,
                   output: String(decoding: outputData, as: UTF8.self),
                   errors: String(decoding: errorData, as: UTF8.self))
    }

    /// Starts `dscompile arguments` in `directory`, with `environment` added to this
    /// process's, its standard error going to `errorFile` so a test can read what it said so
    /// far while it runs.
    static func launch(_ arguments: [String], in directory: URL, environment: [String: String] = [:],
                       errorFile: URL) throws -> Process {
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        return process
    }
}
