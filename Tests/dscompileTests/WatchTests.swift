import Foundation
import TestSupport
import Testing

/// `dscompile build --watch` as a running process: it rebuilds on a change, reports an
/// error and keeps running.
@Suite("dscompile build --watch")
struct WatchTests {
    @Test func rebuildsOnChangeAndSurvivesAnError() throws {
        let tokens = try PackagePaths.copyOfTokens()
        let workspace = tokens.deletingLastPathComponent()
        let log = workspace.appendingPathComponent("watch.log")
        let css = workspace.appendingPathComponent("web/DesignTokens.css")
        let process = try DSCompileProcess.launch(["build", "--watch", "--css-out", "web"], in: workspace,
                                                 environment: WatchDecisions.environment, errorFile: log)
        defer {
            // SIGKILL: whatever signals the runner left blocked, the process must not outlive the test.
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        func said() -> String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

        #expect(waitUntil { said().contains("dscompile: built in") }, "\(said())")
        let first = try String(contentsOf: css, encoding: .utf8)

        // A light background from another neutral: the CSS must follow.
        let light = tokens.appendingPathComponent("semantic.light.tokens.json")
        let edited = try String(contentsOf: light, encoding: .utf8)
            .replacingOccurrences(of: "\"{palette.neutral.0}\"", with: "\"{palette.neutral.50}\"")
        try Data(edited.utf8).write(to: light)
        #expect(waitUntil { (try? String(contentsOf: css, encoding: .utf8)) != first }, "\(said())")
        #expect(waitUntil { said().contains("dscompile: rebuilt in") && said().contains("(1 file changed)") }, "\(said())")
        let second = try String(contentsOf: css, encoding: .utf8)

        try Data("{ broken".utf8).write(to: tokens.appendingPathComponent("semantic.dark.tokens.json"))
        #expect(waitUntil { said().contains("semantic.dark.tokens.json:1:3: error: ") && said().contains("build failed in") }, "\(said())")
        // The loop decided on the failed run, then looked again and found nothing to do: it
        // lives on, and the broken edit left the CSS as it was.
        #expect(waitUntil { WatchDecisions.lookedAgain(after: "rebuilt 1 (failed)", in: said()) }, "\(said())")
        #expect(process.isRunning)
        #expect(try String(contentsOf: css, encoding: .utf8) == second)

        // It ends on SIGTERM (and Ctrl-C's SIGINT) even when started with them blocked.
        process.terminate()
        #expect(waitUntil(timeout: 10) { !process.isRunning })
    }

    /// `--config`'s file is watched and read again on every build.
    @Test func anEditOfTheConfigurationRebuildsWithIt() throws {
        let workspace = try PackagePaths.copyOfTokens().deletingLastPathComponent()
        let config = workspace.appendingPathComponent("designtokens.json")
        try Data(#"{"access": "public"}"#.utf8).write(to: config)
        let log = workspace.appendingPathComponent("watch.log")
        let out = workspace.appendingPathComponent("Out")
        let process = try DSCompileProcess.launch(["build", "--watch", "--config", "designtokens.json", "--swift-out", "Out"], in: workspace,
                                                 environment: WatchDecisions.environment, errorFile: log)
        defer {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        func said() -> String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }
        // All files: after the split into one file per top group, DesignTokens.swift alone may hold no enum.
        func generated() -> String {
            ((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).sorted()
                .compactMap { try? String(contentsOf: out.appendingPathComponent($0), encoding: .utf8) }.joined()
        }

        #expect(waitUntil { said().contains("dscompile: built in") }, "\(said())")
        #expect(generated().contains("public enum"))
        try Data(#"{"access": "internal"}"#.utf8).write(to: config)
        #expect(waitUntil { generated().contains("internal enum") }, "\(said())")
        try Data(#"{"access": "open"}"#.utf8).write(to: config)
        #expect(waitUntil { said().contains(#"designtokens.json: error: key "access""#) }, "\(said())")
        #expect(waitUntil { WatchDecisions.lookedAgain(after: "rebuilt 1 (failed)", in: said()) }, "\(said())")
        #expect(process.isRunning)
        #expect(generated().contains("internal enum"))
        process.terminate()
        #expect(waitUntil(timeout: 10) { !process.isRunning })
    }
}
