import ArgumentParser
import Foundation
import OutputFiles
import TestSupport
import Testing
@testable import TokenBuild

/// `--watch`'s loop in process: the polls are scripted (no sleeping), the lines collected.
@Suite("WatchLoop")
struct WatchLoopTests {
    // MARK: - Nested types

    /// What a scripted loop saw: the lines it printed and what each pause found.
    private final class Script {
        /// Run before each full poll, in order; the loop stops once they are all done.
        var steps: [() throws -> Void]
        var lines: [String] = []
        var fullPolls = 0
        var failures: [String] = []

        init(_ steps: [() throws -> Void]) {
            self.steps = steps
        }

        /// Runs the next step when `interval` is a full poll (a settling look runs none).
        func pause(_ interval: TimeInterval) {
            guard interval == InputWatcher.pollInterval else { return }
            fullPolls += 1
            guard !steps.isEmpty else { return }
            do {
                try steps.removeFirst()()
            } catch {
                failures.append("\(error)")
            }
        }
    }

    // MARK: - The loop alone

    @Test func runsOnceAtStartAndOnceForEachSettledChange() throws {
        var stamps: [String: InputWatcher.Stamp] = ["a": .init(modified: nil, size: 1)]
        var runs = 0
        let script = Script([
            {},
            { stamps["a"] = .init(modified: nil, size: 2) },
            {},
            {},
            { stamps["b"] = .init(modified: nil, size: 1); stamps["a"] = .init(modified: nil, size: 3) },
            {},
        ])
        var loop = WatchLoop(inputs: try InputOptions.parse([]), build: { runs += 1 })
        loop.snapshot = { stamps }
        loop.pause = script.pause
        loop.note = { script.lines.append($0) }
        loop.watch(until: { script.steps.isEmpty })

        #expect(runs == 3)
        #expect(script.lines.count == 3)
        #expect(script.lines[0].hasPrefix("dscompile: built in") && script.lines[0].hasSuffix("(watching 1 file)"), "\(script.lines)")
        #expect(script.lines[1].hasSuffix("(1 file changed)"), "\(script.lines)")
        #expect(script.lines[2].hasSuffix("(2 files changed)"), "\(script.lines)")
    }

    @Test func waitsForAChangeToSettleBeforeRunning() throws {
        // The file grows on three looks in a row, as an editor writing it in steps would make it.
        var size = 1
        var growing = 0
        var runs = 0
        let script = Script([{ size = 2; growing = 2 }, {}])
        var loop = WatchLoop(inputs: try InputOptions.parse([]), build: { runs += 1 })
        loop.snapshot = {
            defer {
                if growing > 0 {
                    growing -= 1
                    size += 1
                }
            }
            return ["a": .init(modified: nil, size: size)]
        }
        loop.pause = script.pause
        loop.note = { script.lines.append($0) }
        loop.watch(until: { script.steps.isEmpty })

        #expect(runs == 2, "\(script.lines)")
        #expect(script.lines.last?.hasSuffix("(1 file changed)") == true, "\(script.lines)")
    }

    @Test func aFailedRunIsReportedAndTheLoopGoesOn() throws {
        var stamps: [String: InputWatcher.Stamp] = ["a": .init(modified: nil, size: 1)]
        var fails = false
        let script = Script([
            { fails = true; stamps["a"] = .init(modified: nil, size: 2) },
            { fails = false; stamps["a"] = .init(modified: nil, size: 3) },
        ])
        var loop = WatchLoop(inputs: try InputOptions.parse([]), words: .preview, build: {
            if fails { throw CancellationError() }
        })
        loop.snapshot = { stamps }
        loop.pause = script.pause
        loop.note = { script.lines.append($0) }
        loop.watch(until: { script.steps.isEmpty })

        #expect(script.lines.count == 3, "\(script.lines)")
        #expect(script.lines[0].hasPrefix("dscompile: previewed in"), "\(script.lines)")
        #expect(script.lines[1].hasPrefix("dscompile: preview failed in") && script.lines[1].hasSuffix("; watching for changes"), "\(script.lines)")
        #expect(script.lines[2].hasPrefix("dscompile: previewed again in"), "\(script.lines)")
    }

    /// Each look ends in one decision, in order, the failed run's included: what the tests of
    /// the running command wait for (`DSCOMPILE_WATCH_DECISIONS`).
    @Test func decidesOnEveryLook() throws {
        var stamps: [String: InputWatcher.Stamp] = ["a": .init(modified: nil, size: 1)]
        var fails = false
        let script = Script([
            {},
            { stamps["a"] = .init(modified: nil, size: 2) },
            { fails = true; stamps["a"] = .init(modified: nil, size: 3) },
            {},
        ])
        var decisions: [WatchLoop.Decision] = []
        var loop = WatchLoop(inputs: try InputOptions.parse([]), build: {
            if fails { throw CancellationError() }
        })
        loop.snapshot = { stamps }
        loop.pause = script.pause
        loop.note = { script.lines.append($0) }
        loop.decided = { decisions.append($0) }
        loop.watch(until: { script.steps.isEmpty })

        #expect(decisions == [.built(succeeded: true), .unchanged, .rebuilt(changes: 1, succeeded: true),
                              .rebuilt(changes: 1, succeeded: false), .unchanged], "\(script.lines)")
        #expect(decisions.map(\.description) == ["built", "unchanged", "rebuilt 1", "rebuilt 1 (failed)", "unchanged"])
    }

    @Test func stopsWhenTheConditionHoldsWithoutLooking() throws {
        var looks = 0
        var loop = WatchLoop(inputs: try InputOptions.parse([]), build: {})
        loop.snapshot = {
            looks += 1
            return [:]
        }
        loop.pause = { _ in Issue.record("a stopped loop paused") }
        loop.note = { _ in }
        loop.watch(until: { true })
        #expect(looks == 1)
    }

    // MARK: - With a build

    /// `build --watch`'s own loop on real files: an edit rebuilds, a broken edit is reported
    /// and leaves the outputs alone, and between runs the output is not locked.
    @Test func buildsOnEachEditHoldingTheLockOnlyWhileWriting() throws {
        let folder = try PackagePaths.folder(with: ["Tokens/size.tokens.json": Self.tokens(4)])
        let input = folder.appendingPathComponent("Tokens/size.tokens.json")
        let css = folder.appendingPathComponent("web/DesignTokens.css")
        let command = try BuildCommand.parse([folder.appendingPathComponent("Tokens").path, "--css-out", css.path])
        var cssAfterEachStep: [String] = []
        func lockIsFree() throws {
            // Another writer gets the output at once: the loop holds no lock between runs.
            let lock = try OutputLock(destinations: [css], waiting: false) { _, _ in }
            lock.release()
            cssAfterEachStep.append((try? String(contentsOf: css, encoding: .utf8)) ?? "")
        }
        let script = Script([
            { try lockIsFree(); try Data(Self.tokens(12).utf8).write(to: input) },
            { try lockIsFree(); try Data("{ broken".utf8).write(to: input) },
            { try lockIsFree() },
            { try lockIsFree(); try Data(Self.tokens(160).utf8).write(to: input) },
            { try lockIsFree() },
        ])
        var loop = command.watchLoop
        loop.pause = script.pause
        loop.note = { script.lines.append($0) }
        loop.watch(until: { script.steps.isEmpty })

        #expect(script.failures.isEmpty, "\(script.failures)")
        let verbs = script.lines.map { $0.split(separator: " ").dropFirst().prefix(2).joined(separator: " ") }
        #expect(verbs == ["built in", "rebuilt in", "build failed", "rebuilt in"], "\(script.lines)")
        #expect(cssAfterEachStep.count == 5)
        #expect(cssAfterEachStep[0].contains("4px") && cssAfterEachStep[1].contains("12px"))
        // The broken edit left the last good output as it was.
        #expect(cssAfterEachStep[2] == cssAfterEachStep[1])
        #expect(cssAfterEachStep[4].contains("160px"))
    }

    // MARK: - Private

    private static func tokens(_ size: Int) -> String {
        #"{"size": {"$type": "dimension", "small": {"$value": {"value": \#(size), "unit": "px"}}}}"#
    }
}
