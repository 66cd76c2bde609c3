import Builders
import Foundation
import Render
import Testing
import TokenModel

// MARK: - Views

/// Renders `view` and compares it with its reference under
/// `Snapshots/<suite>/<name>[.<theme>]@<scale>x.png`, failing the current Swift Testing
/// test at the caller's line when they differ. For XCTest, see ``verifySnapshot(of:named:size:width:scale:theme:padding:background:tolerance:threshold:record:suite:artifactDirectory:filePath:)``.
///
/// - Parameters:
///   - theme: the theme; a theme other than the default adds `.<theme>` to the name.
///   - scale: pixels a point, 1 to 3.
///   - size: a fixed layout size; without it the view is laid out at its fitting size.
///   - width: the widest the view may be laid out at its fitting size, in points.
///   - padding: background around the view, in points.
///   - background: what the picture is filled with before the view is drawn.
///   - tolerance: how many differing pixels (or what share) still pass; exact by default.
///   - threshold: the YIQ color distance, 0 to 1, under which a pixel counts as equal; by
///     default 0, exact but for proven anti-aliasing, so a token color changed by one level
///     fails. pixelmatch's 0.1 is perceptual and lets such small changes pass.
///   - record: the record mode; by default `SNAPSHOT_RECORD`, or `missing`.
///   - suite: the reference folder; by default the test file's folder name
///     (`DesignSystemTests`).
///   - artifactDirectory: where a failure's images and the report entry go; by default
///     `$SNAPSHOT_ARTIFACTS`, else `.build/snapshot-artifacts/`. A test that fails on
///     purpose in a scratch package passes its own folder, to stay out of the run's report.
public func assertSnapshot(
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
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column
) {
    let failures = SnapshotAssertion.verify(
        view: view, name: name, theme: theme, scale: scale, size: size, width: width, padding: padding,
        background: background, options: ComparisonOptions(threshold: threshold, tolerance: tolerance),
        record: record, suite: suite, artifactDirectory: artifactDirectory, filePath: filePath)
    recordIssues(failures, at: Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

// MARK: - Images

/// Compares `image` with its reference under `Snapshots/<suite>/<name>@<scale>x.png`,
/// failing the current Swift Testing test at the caller's line when they differ.
public func assertSnapshot(
    of image: PixelImage,
    named name: String,
    tolerance: ComparisonTolerance = .exact,
    threshold: Double = ComparisonOptions.default.threshold,
    record: RecordMode? = nil,
    suite: String? = nil,
    artifactDirectory: URL? = nil,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column
) {
    let failures = SnapshotAssertion.verify(
        images: [(name, image)], options: ComparisonOptions(threshold: threshold, tolerance: tolerance),
        record: record, suite: suite, artifactDirectory: artifactDirectory, filePath: filePath)
    recordIssues(failures, at: Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

// MARK: - Frame sequences

/// Compares each frame with its own reference, `Snapshots/<suite>/<name>.<index>@<scale>x.png`
/// (index from 0), failing the current Swift Testing test once for each frame that differs.
/// One file a frame keeps each reference small and a failure names the frame.
public func assertSnapshot(
    of frames: [PixelImage],
    named name: String,
    tolerance: ComparisonTolerance = .exact,
    threshold: Double = ComparisonOptions.default.threshold,
    record: RecordMode? = nil,
    suite: String? = nil,
    artifactDirectory: URL? = nil,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column
) {
    let failures = SnapshotAssertion.verify(
        images: SnapshotAssertion.frameNames(frames, named: name),
        options: ComparisonOptions(threshold: threshold, tolerance: tolerance),
        record: record, suite: suite, artifactDirectory: artifactDirectory, filePath: filePath)
    recordIssues(failures, at: Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

// MARK: - Private

/// Records each failure as an issue of the current test at the caller's `location`.
private func recordIssues(_ failures: [String], at location: Testing.SourceLocation) {
    for failure in failures { Issue.record(Comment(rawValue: failure), sourceLocation: location) }
}
