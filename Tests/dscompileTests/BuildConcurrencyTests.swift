import Foundation
import OutputFiles
import TestSupport
import Testing

/// One writer per output: concurrent builds into one folder take turns, a held lock makes
/// `--no-wait` fail naming the holder and a waiting build wait for it, and file-system
/// failures name the path and the cause.
@Suite("dscompile build concurrency and failures")
struct BuildConcurrencyTests {
    @Test func concurrentBuildsIntoOneFolderAllSucceedAndLeaveOneBuildsOutput() throws {
        let clean = try TwoVersions.workspace(oldOutputs: false)
        #expect(try DSCompileProcess.run(["build"] + TwoVersions.outputs, in: clean).status == 0)
        let expected = try TwoVersions.outputFiles(in: clean)
        // Over the outputs of the older version, so every run has a stale file to remove.
        let workspace = try TwoVersions.workspace(oldOutputs: true)
        let logs = (0..<6).map { workspace.appendingPathComponent("run-\($0).log") }
        let processes = try logs.map { try DSCompileProcess.launch(["build"] + TwoVersions.outputs, in: workspace, errorFile: $0) }
        for process in processes { process.waitUntilExit() }
        for (process, log) in zip(processes, logs) {
            #expect(process.terminationReason == .exit && process.terminationStatus == 0,
                    "\((try? String(contentsOf: log, encoding: .utf8)) ?? "")")
        }
        #expect(try TwoVersions.outputFiles(in: workspace) == expected)
        #expect(TwoVersions.leftovers(in: workspace).isEmpty)
    }

    @Test func aHeldLockFailsNoWaitNamingThePidAndAWaitingBuildFinishesAfterRelease() throws {
        let workspace = try TwoVersions.workspace(oldOutputs: false)
        let lock = try OutputLock(destinations: [workspace.appendingPathComponent("Swift")], waiting: false) { _, _ in }
        defer { lock.release() }

        let refused = try DSCompileProcess.run(["build", "--no-wait"] + TwoVersions.outputs, in: workspace)
        #expect(refused.status == 1)
        #expect(refused.errors.contains("dscompile: error: Swift is being written by another dscompile (pid \(getpid()))"), "\(refused.errors)")
        #expect(TwoVersions.leftovers(in: workspace).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: workspace.appendingPathComponent("Swift/DesignTokens.swift").path))

        let log = workspace.appendingPathComponent("waiting.log")
        let waiting = try DSCompileProcess.launch(["build"] + TwoVersions.outputs, in: workspace, errorFile: log)
        defer {
            if waiting.isRunning { kill(waiting.processIdentifier, SIGKILL) }
            waiting.waitUntilExit()
        }
        func said() -> String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }
        #expect(waitUntil { said().contains("dscompile: waiting for dscompile (pid \(getpid())), which is writing Swift…") }, "\(said())")
        // It cannot have written while we hold the lock.
        #expect(waiting.isRunning)
        #expect(!FileManager.default.fileExists(atPath: workspace.appendingPathComponent("Swift/DesignTokens.swift").path))
        lock.release()
        #expect(waitUntil { !waiting.isRunning }, "\(said())")
        #expect(waiting.terminationStatus == 0, "\(said())")
        #expect(FileManager.default.fileExists(atPath: workspace.appendingPathComponent("Swift/DesignTokens.swift").path))
    }

    @Test func watchHoldsTheLockOnlyWhileItBuilds() throws {
        let workspace = try TwoVersions.workspace(oldOutputs: false)
        let log = workspace.appendingPathComponent("watch.log")
        let process = try DSCompileProcess.launch(["build", "--watch"] + TwoVersions.outputs, in: workspace, errorFile: log)
        defer {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        #expect(waitUntil { ((try? String(contentsOf: log, encoding: .utf8)) ?? "").contains("dscompile: built in") })
        let destinations = ["Swift", "web/tokens.css", "Data"].map { workspace.appendingPathComponent($0) }
        let lock = try OutputLock(destinations: destinations, waiting: false) { _, _ in }
        lock.release()
    }

    @Test func aFileWhereTheSwiftFolderShouldBeIsNamedWithItsCause() throws {
        let workspace = try TwoVersions.workspace(oldOutputs: false)
        try Data("a file".utf8).write(to: workspace.appendingPathComponent("Swift"))
        let run = try DSCompileProcess.run(["build"] + TwoVersions.outputs, in: workspace)
        #expect(run.status == 1)
        #expect(run.errors.contains("dscompile: error: cannot create the folder Swift: a file is where the folder should be"), "\(run.errors)")
        #expect(!run.errors.contains("Error Domain"))
        #expect(try TwoVersions.outputFiles(in: workspace).isEmpty)
        #expect(TwoVersions.leftovers(in: workspace).isEmpty)
    }

    @Test func aFolderWhereTheCSSFileShouldBeIsNamedWithItsCause() throws {
        let workspace = try TwoVersions.workspace(oldOutputs: false)
        try FileManager.default.createDirectory(at: workspace.appendingPathComponent("web/tokens.css"), withIntermediateDirectories: true)
        let run = try DSCompileProcess.run(["build"] + TwoVersions.outputs, in: workspace)
        #expect(run.status == 1)
        #expect(run.errors.contains("dscompile: error: cannot write web/tokens.css: a folder is where the file should be"), "\(run.errors)")
        #expect(try TwoVersions.outputFiles(in: workspace).isEmpty)
        #expect(TwoVersions.leftovers(in: workspace).isEmpty)
    }

    @Test func aReadOnlyOutputFolderIsNamedWithItsCause() throws {
        // Root ignores permissions (CI runs as root): the tests above fail for root too.
        guard getuid() != 0 else { return }
        let workspace = try TwoVersions.workspace(oldOutputs: false)
        let swift = workspace.appendingPathComponent("Swift")
        try FileManager.default.createDirectory(at: swift, withIntermediateDirectories: true)
        chmod(swift.path, 0o555)
        defer { chmod(swift.path, 0o755) }
        let run = try DSCompileProcess.run(["build"] + TwoVersions.outputs, in: workspace)
        #expect(run.status == 1)
        #expect(run.errors.contains("cannot write Swift/DesignTokens.swift: permission denied"), "\(run.errors)")
        #expect(TwoVersions.leftovers(in: workspace).isEmpty)
    }
}
