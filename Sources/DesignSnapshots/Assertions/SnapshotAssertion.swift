import Foundation
import Testing

/// The one path of both assertions, `assertSnapshot` (Swift Testing) and `verifySnapshot`
/// (XCTest): make the value's pictures with the strategy, verify each with the store of the
/// test's package, and turn each outcome into a failure message (or nothing).
enum SnapshotAssertion {
    // MARK: - Verifying

    /// Snapshots `value` as `strategy` says and verifies each picture under `name` and its
    /// suffix; the failure messages, empty when every picture matches its reference. A
    /// recorded reference is a failure too, so that it is looked at before it is trusted.
    /// A render that fails the strategy's ``SnapshotChecks`` (a fallback font, a constraint
    /// conflict when asked, drawn text below WCAG AA) fails without being compared or recorded.
    ///
    /// The store is the one of the package of `filePath`, writing failures and report
    /// entries to `artifactDirectory` when given (else where `environment` says, see
    /// ``SnapshotStore/forPackage(containing:recordMode:artifactDirectory:environment:)``).
    ///
    /// `testFilter` is what `swift test --filter` takes to run the test's suite, for the
    /// command that re-records it; by default the test target of `filePath`.
    static func verify<Value>(
        _ value: () throws -> Value, as strategy: Snapshotting<Value>, named name: String, record: RecordMode?,
        suite: String?, artifactDirectory: URL?, filePath: String, testFilter: String? = nil,
        environment: [String: String] = SnapshotStore.assertionEnvironment
    ) -> [String] {
        let images: [SnapshotImage]
        let checkFailures: [String]
        do {
            // What the render laid text out in and the conflicts its layout broke
            // constraints for, checked before anything is compared or recorded.
            let recorded = try FontUse.recording {
                try ConstraintConflicts.recording { try DrawnTextContrast.recording { try strategy.snapshot(value()) } }
            }
            images = recorded.result.result.result
            checkFailures = strategy.checks.failures(named: name, families: recorded.families, conflicts: recorded.result.conflicts,
                                                     contrasts: recorded.result.result.findings)
        } catch {
            return ["snapshot \(name): could not render: \(error)"]
        }
        guard checkFailures.isEmpty else { return checkFailures }
        guard !images.isEmpty else { return ["snapshot \(name): no images to compare; a frame sequence needs at least one frame"] }
        let store: SnapshotStore
        do {
            store = try SnapshotStore.forPackage(containing: filePath, recordMode: record, artifactDirectory: artifactDirectory,
                                                 environment: environment)
        } catch {
            return ["snapshot \(name): \(error)"]
        }
        let suiteName = suite ?? URL(fileURLWithPath: filePath).deletingLastPathComponent().lastPathComponent
        let filter = testFilter ?? testTarget(of: filePath)
        var failures: [String] = []
        for part in images {
            let partName = name + part.suffix
            switch store.verify(part.image, suite: suiteName, name: partName, options: strategy.options, testFilter: filter) {
            case .matched:
                break
            case .recorded(let url):
                // As swift-snapshot-testing does: a new reference fails the run that writes
                // it, so nobody commits a picture nobody has seen; the next run compares.
                let relative = "\(store.referenceDirectory.lastPathComponent)/\(suiteName)/\(url.lastPathComponent)"
                failures.append("snapshot \(partName): recorded \(relative) — look at it, then run the test again")
            case .failed(let message):
                failures.append("snapshot \(partName): \(message)")
            }
        }
        return failures
    }

    // MARK: - Filters

    /// What `swift test --filter` takes to run the suite of the Swift Testing test `test`:
    /// `<Module>.<Suite>` (a regular expression, whose `.` also matches the `/` between
    /// nested suites), or the module for a test outside a suite.
    static func suiteFilter(of test: Test.ID) -> String {
        ([test.moduleName] + test.nameComponents.dropLast()).joined(separator: ".")
    }

    /// The test target of a test file, `<Target>` of `…/Tests/<Target>/…/File.swift`, which
    /// is the module `swift test --filter` names; `nil` for a file elsewhere.
    static func testTarget(of filePath: String) -> String? {
        let folders = URL(fileURLWithPath: filePath).deletingLastPathComponent().pathComponents
        guard let tests = folders.lastIndex(of: "Tests"), tests + 1 < folders.count else { return nil }
        return folders[tests + 1]
    }

    // MARK: - Messages

    /// The failures one a line, or `nil` when there are none: what `verifySnapshot` returns.
    static func message(of failures: [String]) -> String? {
        failures.isEmpty ? nil : failures.joined(separator: "\n")
    }
}
