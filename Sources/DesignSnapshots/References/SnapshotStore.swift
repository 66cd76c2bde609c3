import Foundation
import Render

/// Compares rendered images with the references under `Snapshots/` and writes what a
/// failure needs to be understood: the actual image and the expected | diff | actual image
/// beside the artifacts, and an entry of the run's HTML report.
///
/// References are `Snapshots/<Suite>/<name>@<scale>x.png`; a reference is written only
/// when the record mode says so, atomically (a temporary file renamed over it), and never
/// in CI (see ``isCI``).
public struct SnapshotStore: Sendable {
    // MARK: - Nested types

    /// What a verification found.
    public enum Outcome: Sendable, Equatable {
        /// The image equals the reference, or differs no more than the options allow.
        case matched
        /// A reference was written (it was missing, or the mode said to).
        case recorded(URL)
        /// The image differs or no reference could be used; the message says why.
        case failed(String)
    }

    // MARK: - Properties

    /// The folder of reference images, `Snapshots/`.
    public var referenceDirectory: URL
    /// Where actual and diff images of failures go, and the HTML report.
    public var artifactDirectory: URL
    /// When references are written.
    public var recordMode: RecordMode
    /// Whether writing references is forbidden: in CI a missing reference fails and nothing
    /// is written, whatever ``recordMode`` says.
    /// ``forPackage(containing:recordMode:)`` sets it when `CI` is `true` unless
    /// `SNAPSHOT_RECORD` is `failed` or `all`: asking for those in CI is the one way to record
    /// there (`missing`, the default, is no such request).
    public var isCI: Bool

    // MARK: - Initializers

    /// A store of the references in `referenceDirectory`, writing failures to `artifactDirectory`.
    public init(referenceDirectory: URL, artifactDirectory: URL, recordMode: RecordMode = .missing, isCI: Bool = false) {
        self.referenceDirectory = referenceDirectory
        self.artifactDirectory = artifactDirectory
        self.recordMode = recordMode
        self.isCI = isCI
    }

    /// The store of the package that holds `filePath`: its `Snapshots/` folder, and
    /// `artifactDirectory`, else `$SNAPSHOT_ARTIFACTS`, else `.build/snapshot-artifacts/` for
    /// failures and the report. `recordMode` wins over `SNAPSHOT_RECORD`; CI (`CI=true`)
    /// writes nothing unless `SNAPSHOT_RECORD` is set.
    ///
    /// - Throws: ``RecordModeError`` when `SNAPSHOT_RECORD` names no mode.
    public static func forPackage(
        containing filePath: String,
        recordMode: RecordMode? = nil,
        artifactDirectory: URL? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(RecordModeError) -> SnapshotStore {
        let root = packageRoot(containing: filePath)
        let artifacts = artifactDirectory
            ?? environment["SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? root.appendingPathComponent(".build/snapshot-artifacts")
        let environmentMode = try RecordMode.fromEnvironment(environment)
        // In CI only an explicit request to overwrite (`failed` or `all`, for a job that
        // re-records on purpose) lifts the protection; `missing`, the default, never writes there.
        let recordingAsked = environmentMode == .failed || environmentMode == .all
        return SnapshotStore(
            referenceDirectory: root.appendingPathComponent("Snapshots"),
            artifactDirectory: artifacts,
            recordMode: recordMode ?? environmentMode,
            isCI: environmentIsCI(environment) && !recordingAsked
        )
    }

    /// The environment the assertions read: the process's, unless this package's own tests
    /// give one for a task (`$environmentOverride.withValue`), so that tests of recording
    /// behave alike on a developer's machine and in CI.
    package static var assertionEnvironment: [String: String] { environmentOverride ?? ProcessInfo.processInfo.environment }

    /// The environment ``assertionEnvironment`` gives instead of the process's, for one task.
    ///
    /// A task-local by nature: a test-only override of the process's environment, so that
    /// this package's tests of recording run in parallel, each with its own; an adopter's
    /// tests never set it.
    @TaskLocal package static var environmentOverride: [String: String]?

    /// Whether `CI` is set to `true` or `1`.
    public static func environmentIsCI(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        ["true", "1"].contains(environment["CI"]?.lowercased() ?? "")
    }

    // MARK: - Paths

    /// The reference file of `name` in `suite` at `scale`.
    public func referenceURL(suite: String, name: String, scale: Int) -> URL {
        referenceDirectory.appendingPathComponent(suite).appendingPathComponent("\(name)@\(scale)x.png")
    }

    /// The actual render of a failed `name` in `suite` at `scale`.
    public func actualURL(suite: String, name: String, scale: Int) -> URL {
        artifactDirectory.appendingPathComponent(suite).appendingPathComponent("\(name)@\(scale)x.actual.png")
    }

    /// The expected | diff | actual image of a failed `name` in `suite` at `scale`.
    public func diffURL(suite: String, name: String, scale: Int) -> URL {
        artifactDirectory.appendingPathComponent(suite).appendingPathComponent("\(name)@\(scale)x.diff.png")
    }

    /// The command that accepts one failed snapshot: a copy of its actual image, which
    /// carries its digest as a recorded reference does, over the reference (its folder
    /// made first).
    public static func acceptCommand(copying actual: URL, to reference: URL) -> String {
        // The suite's folder may not exist yet: a reference missing in CI is accepted this way too.
        let folder = shellQuoted(reference.deletingLastPathComponent().path)
        return "mkdir -p \(folder) && cp \(shellQuoted(actual.path)) \(shellQuoted(reference.path))"
    }

    /// `text` as one shell word: in single quotes, each `'` written as `'\''`.
    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// The command that records the failing references of the tests `filter` selects
    /// (`DesignSystemTests.StyleSnapshotTests`: a test target, a dot, a suite type),
    /// accepting the changes.
    public static func acceptCommand(filter: String) -> String {
        let word = filter.allSatisfy { $0.isLetter || $0.isNumber || "._-".contains($0) } ? filter : shellQuoted(filter)
        return "SNAPSHOT_RECORD=failed swift test --filter \(word)"
    }

    // MARK: - Verifying

    /// Compares `image` with its reference, recording it when the mode says so, and adds the
    /// verification to the HTML report.
    ///
    /// Equal pixels pass at once; otherwise the comparison of `options` decides (YIQ
    /// distance over `threshold`, by default 0, proven anti-aliasing ignored, then the
    /// tolerance). A failure writes the actual image (and, when the sizes agree, the diff
    /// image) to ``artifactDirectory`` and never touches the reference unless the mode is
    /// ``RecordMode/failed`` or ``RecordMode/all`` outside CI.
    ///
    /// `testFilter` selects the test's suite for `swift test --filter` (see
    /// ``acceptCommand(filter:)``), for the command that re-records the suite; `suite` when
    /// `nil`.
    public func verify(_ image: PixelImage, suite: String, name: String, options: ComparisonOptions = .default,
                       testFilter: String? = nil) -> Outcome {
        let verification = SnapshotVerification(store: self, image: image, suite: suite, name: name, options: options,
                                                testFilter: testFilter)
        let (outcome, entry) = verification.run()
        do {
            try SnapshotReport.add(entry, artifactDirectory: artifactDirectory)
        } catch {
            print("warning: snapshot \(suite)/\(name): the report in \(artifactDirectory.path) could not be updated: \(error)")
        }
        return outcome
    }

    // MARK: - Private

    private static func packageRoot(containing filePath: String) -> URL {
        var directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) { return directory }
            directory = directory.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }
}
