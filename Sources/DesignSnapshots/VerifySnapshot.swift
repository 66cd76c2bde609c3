import Builders
import Foundation
import Render
import TokenModel

// The XCTest side of the snapshot assertions. `verifySnapshot` does what `assertSnapshot`
// does but returns the failure message instead of recording an issue, so an XCTest test
// writes `XCTAssertNil(verifySnapshot(of: view, named: "card"))` and the failure lands at its
// own file and line. A distinct name keeps the two families apart (no overload can be picked
// by the wrong framework), and DesignSnapshots need not link XCTest, which a command-line
// tool using the library could not load outside a test run.

// MARK: - Views

/// Renders `view` and compares it with its reference as
/// ``assertSnapshot(of:named:size:width:scale:theme:padding:background:tolerance:threshold:record:suite:artifactDirectory:fileID:filePath:line:column:)``
/// does; the failure message, or `nil` when it passes (or a reference was recorded).
public func verifySnapshot(
    of view: View,
    named name: String,
    size: LayoutSize? = nil,
    width: CGFloat? = nil,
    scale: Int = 2,
    theme: Theme = .defaults,
    padding: CGFloat = 0,
    background: Themed<Color>? = nil,
    tolerance: ComparisonTolerance = .exact,
    threshold: Double = ComparisonOptions.default.threshold,
    record: RecordMode? = nil,
    suite: String? = nil,
    artifactDirectory: URL? = nil,
    filePath: String = #filePath
) -> String? {
    let failures = SnapshotAssertion.verify(
        view: view, name: name, theme: theme, scale: scale, size: size, width: width, padding: padding,
        background: background, options: ComparisonOptions(threshold: threshold, tolerance: tolerance),
        record: record, suite: suite, artifactDirectory: artifactDirectory, filePath: filePath)
    return SnapshotAssertion.message(of: failures)
}

// MARK: - Images

/// Compares `image` with `Snapshots/<suite>/<name>@<scale>x.png`; the failure message, or
/// `nil` when it passes (or a reference was recorded).
public func verifySnapshot(
    of image: PixelImage,
    named name: String,
    tolerance: ComparisonTolerance = .exact,
    threshold: Double = ComparisonOptions.default.threshold,
    record: RecordMode? = nil,
    suite: String? = nil,
    artifactDirectory: URL? = nil,
    filePath: String = #filePath
) -> String? {
    let failures = SnapshotAssertion.verify(
        images: [(name, image)], options: ComparisonOptions(threshold: threshold, tolerance: tolerance),
        record: record, suite: suite, artifactDirectory: artifactDirectory, filePath: filePath)
    return SnapshotAssertion.message(of: failures)
}

// MARK: - Frame sequences

/// Compares each frame with `Snapshots/<suite>/<name>.<index>@<scale>x.png`; the failure
/// messages of the frames that differ, one a line, or `nil` when all pass.
public func verifySnapshot(
    of frames: [PixelImage],
    named name: String,
    tolerance: ComparisonTolerance = .exact,
    threshold: Double = ComparisonOptions.default.threshold,
    record: RecordMode? = nil,
    suite: String? = nil,
    artifactDirectory: URL? = nil,
    filePath: String = #filePath
) -> String? {
    let failures = SnapshotAssertion.verify(
        images: SnapshotAssertion.frameNames(frames, named: name),
        options: ComparisonOptions(threshold: threshold, tolerance: tolerance),
        record: record, suite: suite, artifactDirectory: artifactDirectory, filePath: filePath)
    return SnapshotAssertion.message(of: failures)
}
