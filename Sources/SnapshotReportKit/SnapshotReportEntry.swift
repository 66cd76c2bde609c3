import Foundation

/// One snapshot of a test run, as the HTML review report lists it.
public struct SnapshotReportEntry: Codable, Sendable, Hashable {
    // MARK: - Nested types

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

    // MARK: - Properties

    /// The folder of the reference under `Snapshots/`, usually the test suite's name.
    public var suite: String
    /// The snapshot's name within its suite, e.g. `button-primary.dark`.
    public var name: String
    /// What became of the snapshot.
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

    // MARK: - Initializers

    /// An entry; every path is absolute.
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
