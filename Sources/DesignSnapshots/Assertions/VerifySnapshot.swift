import Foundation

// The XCTest side of the snapshot assertions. `verifySnapshot` does what `assertSnapshot`
// does but returns the failure message instead of recording an issue, so an XCTest test
// writes `XCTAssertNil(verifySnapshot(of: view, as: .image, named: "card"))` and the failure
// lands at its own file and line. A distinct name keeps the two families apart (no overload
// can be picked by the wrong framework), and DesignSnapshots need not link XCTest, which a
// command-line tool using the library could not load outside a test run.

/// Snapshots `value` as `strategy` says and compares each picture with its reference as
/// ``assertSnapshot(of:as:named:record:suite:artifactDirectory:fileID:filePath:line:column:)``
/// does; the failure messages one a line (a recorded reference among them), or `nil` when
/// every picture matches.
public func verifySnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as strategy: Snapshotting<Value>,
    named name: String,
    record: RecordMode? = nil,
    suite: String? = nil,
    artifactDirectory: URL? = nil,
    filePath: String = #filePath
) -> String? {
    SnapshotAssertion.message(of: SnapshotAssertion.verify(value, as: strategy, named: name, record: record, suite: suite,
                                                           artifactDirectory: artifactDirectory, filePath: filePath))
}
