import Foundation

/// One snapshot of a test run, as the HTML review report lists it.
public struct SnapshotReportEntry: Codable, Sendable, Hashable {
    /// What became of the snapshot.
    public enum Status: String, Codable, Sendable {
        /// The render differs from its reference beyond the tolerance (or the sizes differ,
        /// or the reference cannot be read).
        case failed
        /// No reference existed; one was recorded (or, in CI, could not be).
        case new
        /// The render matches its reference.
        case passed
    }

    public var suite: String
    public var name: String
    public var status: Status
    /// The reference PNG, absolute.
    public var referencePath: String
    /// The actual render, when one was written as an artifact.
    public var actualPath: String?
    /// The expected | diff | actual image, when one was written.
    public var diffPath: String?
    /// Pixels over the threshold, not counting anti-aliasing; `nil` when not compared.
    public var differingPixels: Int?
    /// Why it failed, as the test's failure message says it.
    public var message: String?
    /// The shell command that accepts this change (records the reference).
    public var acceptCommand: String?

    public init(suite: String, name: String, status: Status, referencePath: String, actualPath: String? = nil, diffPath: String? = nil,
                differingPixels: Int? = nil, message: String? = nil, acceptCommand: String? = nil) {
        self.suite = suite
        self.name = name
        self.status = status
        self.referencePath = referencePath
        self.actualPath = actualPath
        self.diffPath = diffPath
        self.differingPixels = differingPixels
        self.message = message
        self.acceptCommand = acceptCommand
    }
}

/// The HTML review report of a run: `index.html` in the artifact folder.
public enum SnapshotReport {
    /// Adds `entry` to the report in `artifactDirectory` and rewrites `index.html`; safe when
    /// tests of several processes and threads add entries at once.
    public static func add(_ entry: SnapshotReportEntry, artifactDirectory: URL) throws {
        // Filled in by the report's implementation.
    }
}
