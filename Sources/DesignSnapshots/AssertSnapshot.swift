import Builders
import Foundation
import Render
import Testing
import TokenModel

/// Renders `view` at its fitting size and compares it with its reference under
/// `Snapshots/<suite>/<name>[.<theme>]@<scale>x.png`, failing the current Swift Testing
/// test at the caller's line when they differ.
///
/// - Parameters:
///   - suite: the reference folder; by default the test file's folder name
///     (`DesignSystemTests`).
///   - width: the widest the view may be laid out, in points.
///   - padding: background around the view, in points.
///   - background: what the picture is filled with before the view is drawn.
public func assertSnapshot(
    of view: View,
    named name: String,
    theme: Theme = .defaults,
    scale: Int = 2,
    width: CGFloat? = nil,
    padding: CGFloat = 0,
    background: Themed<Color>? = nil,
    record: RecordMode? = nil,
    suite: String? = nil,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column
) {
    let location = Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let image: PixelImage
    do {
        image = try Renderer(scale: scale, theme: theme, background: background).renderFitting(view, width: width, padding: padding)
    } catch {
        Issue.record("could not render \(name): \(error)", sourceLocation: location)
        return
    }
    assertSnapshot(of: image, named: theme == .defaults ? name : "\(name).\(theme.name)", record: record, suite: suite,
                   fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Compares `image` with its reference under `Snapshots/<suite>/<name>@<scale>x.png`.
public func assertSnapshot(
    of image: PixelImage,
    named name: String,
    record: RecordMode? = nil,
    suite: String? = nil,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column
) {
    let location = Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let store = SnapshotStore.forPackage(containing: filePath, recordMode: record)
    let suiteName = suite ?? URL(fileURLWithPath: filePath).deletingLastPathComponent().lastPathComponent
    switch store.verify(image, suite: suiteName, name: name) {
    case .matched:
        break
    case .recorded(let url):
        // A new reference passes: the developer looks at it before committing it.
        print("snapshot: recorded \(url.path); look at it before you commit it")
    case .failed(let message):
        Issue.record(Comment(rawValue: "snapshot \(name): \(message)"), sourceLocation: location)
    }
}
