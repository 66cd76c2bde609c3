import Foundation
import Testing

/// Snapshots `value` as `strategy` says and compares each picture with its reference,
/// `Snapshots/<suite>/<name>[<suffix>]@<scale>x.png`, recording an issue of the current
/// Swift Testing test at the caller's line for each that differs. For XCTest, see
/// ``verifySnapshot(of:as:named:record:suite:artifactDirectory:filePath:)``.
///
/// ```swift
/// assertSnapshot(of: card, as: .image(width: 343, theme: DesignTokens.Themes.Theme.dark), named: "profile-card")
/// ```
///
/// A reference that is written (missing, or the record mode says so) is an issue too:
/// "recorded Snapshots/…/profile-card.dark@2x.png — look at it, then run the test again".
/// CI never writes one, and fails for a missing one.
///
/// - Parameters:
///   - value: what to snapshot; an error thrown here is an issue.
///   - strategy: how: ``Snapshotting/image`` and ``Snapshotting/frames`` for views and
///     images, or a strategy of your own (``Snapshotting/pullback(_:)``,
///     ``Snapshotting/init(options:snapshot:)``).
///   - name: the reference's name; the strategy may append a suffix (`.dark`, `.0`).
///   - record: the record mode; by default `SNAPSHOT_RECORD`, or `missing`.
///   - suite: the reference folder under `Snapshots/`; by default the test file's folder
///     name (`DesignSystemTests`).
///   - artifactDirectory: where a failure's images and the report entry go; by default
///     `$SNAPSHOT_ARTIFACTS`, else `.build/snapshot-artifacts/`. A test that fails on
///     purpose in a scratch package passes its own folder, to stay out of the run's report.
public func assertSnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as strategy: Snapshotting<Value>,
    named name: String,
    record: RecordMode? = nil,
    suite: String? = nil,
    artifactDirectory: URL? = nil,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column
) {
    let failures = SnapshotAssertion.verify(value, as: strategy, named: name, record: record, suite: suite,
                                            artifactDirectory: artifactDirectory, filePath: filePath,
                                            testFilter: Test.current.map { SnapshotAssertion.suiteFilter(of: $0.id) })
    let location = Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    for failure in failures { Issue.record(Comment(rawValue: failure), sourceLocation: location) }
}
