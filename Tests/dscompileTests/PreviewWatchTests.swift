import Foundation
import TestSupport
import Testing

/// `dscompile preview --watch` as a running process: it previews again on a change, draws
/// only what changed, reports an error and keeps running with the old gallery in place.
@Suite("dscompile preview --watch")
struct PreviewWatchTests {
    @Test func previewsAgainOnChangeAndSurvivesAnError() throws {
        let tokens = try PackagePaths.copyOfTokens()
        let workspace = tokens.deletingLastPathComponent()
        let page = workspace.appendingPathComponent("Preview/index.html")
        let (process, said) = try Self.watching(in: workspace)
        defer { Self.stop(process) }
        let first = try String(contentsOf: page, encoding: .utf8)

        // One token: the error red becomes green. Only its pictures are drawn again.
        let base = tokens.appendingPathComponent("primitives.tokens.json")
        let edited = try String(contentsOf: base, encoding: .utf8)
            .replacingOccurrences(of: ##""components": [0.8275, 0.1843, 0.1843], "hex": "#D32F2F""##, with: ##""components": [0, 0.5, 0], "hex": "#008000""##)
        try Data(edited.utf8).write(to: base)
        #expect(waitUntil { (try? String(contentsOf: page, encoding: .utf8)) != first }, "\(said())")
        #expect(waitUntil { said().contains("dscompile: previewed again in") && said().contains("(1 file changed)") }, "\(said())")
        let drawnAgain = said().components(separatedBy: "\n").last { $0.contains("pictures (") } ?? ""
        #expect(!drawnAgain.contains(" 0 reused"), "\(drawnAgain)")
        let second = try String(contentsOf: page, encoding: .utf8)

        try Data("{ broken".utf8).write(to: tokens.appendingPathComponent("semantic.dark.tokens.json"))
        #expect(waitUntil { said().contains("semantic.dark.tokens.json:1:3: error: ") && said().contains("preview failed in") }, "\(said())")
        // The loop decided on the failed run, then looked again and found nothing to do: it
        // lives on, and the old gallery stays in place.
        #expect(waitUntil { WatchDecisions.lookedAgain(after: "rebuilt 1 (failed)", in: said()) }, "\(said())")
        #expect(process.isRunning)
        #expect(try String(contentsOf: page, encoding: .utf8) == second)

        process.terminate()
        #expect(waitUntil(timeout: 10) { !process.isRunning })
    }

    @Test func aWatchingPreviewHoldsTheFolderOnlyWhileItWrites() throws {
        let workspace = try PackagePaths.temporaryDirectory()
        try PreviewOutputFolderTests.tokens(in: workspace)
        let (process, _) = try Self.watching(in: workspace)
        defer { Self.stop(process) }

        // Waiting for a change, it holds nothing: a run that will not wait writes the folder.
        let run = try DSCompileProcess.run(["preview", "--no-wait", "--out", "Preview"], in: workspace)
        #expect(run.status == 0, "\(run.errors)")
        #expect(process.isRunning)
    }

    @Test func anUnknownThemeIsAClearErrorAndWritesNothing() throws {
        let workspace = try PackagePaths.copyOfTokens().deletingLastPathComponent()
        let result = try DSCompileProcess.run(["preview", "--theme", "sepia", "--out", "Preview"], in: workspace)
        #expect(result.status == 1)
        #expect(result.errors.contains("--theme sepia matches none of the themes: phone-light"))
        #expect(!FileManager.default.fileExists(atPath: workspace.appendingPathComponent("Preview").path))
    }

    // MARK: - Private

    /// Starts `preview --watch --out Preview` in `workspace` and waits for its first gallery.
    /// - Returns: the process and what it said so far.
    private static func watching(in workspace: URL) throws -> (Process, () -> String) {
        let log = workspace.appendingPathComponent("watch.log")
        let process = try DSCompileProcess.launch(["preview", "--watch", "--out", "Preview"], in: workspace,
                                                 environment: WatchDecisions.environment, errorFile: log)
        let said = { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }
        #expect(waitUntil(timeout: 60) { said().contains("dscompile: previewed in") }, "\(said())")
        return (process, said)
    }

    private static func stop(_ process: Process) {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }
}
