@testable import DesignSnapshots
import Foundation
import TestSupport
import Testing

/// Tests that fail or record on purpose in a scratch package keep out of the run's report,
/// even when `SNAPSHOT_ARTIFACTS` names the run's folder (as CI sets it). The environment is
/// passed in, never set on the process, so parallel tests do not see it.
@Suite("Scratch artifacts")
struct ScratchArtifactsTests {
    // MARK: - Helpers

    /// A scratch package whose reference `T/n` holds the fixture image; the test file, its
    /// own artifact folder, and a folder standing for the run's `$SNAPSHOT_ARTIFACTS`.
    private func scratch() throws -> (file: String, artifacts: URL, environment: [String: String], runArtifacts: URL) {
        let (file, store) = try StoreFixtures.scratchPackage()
        _ = store.verify(StoreFixtures.image, suite: "T", name: "n")
        let runArtifacts = try PackagePaths.temporaryDirectory()
        return (file, store.artifactDirectory, ["SNAPSHOT_ARTIFACTS": runArtifacts.path], runArtifacts)
    }

    private func failChanged(file: String, artifactDirectory: URL?, environment: [String: String]) -> [String] {
        SnapshotAssertion.verify({ StoreFixtures.changed }, as: .image, named: "n", record: .never, suite: nil,
                                 artifactDirectory: artifactDirectory, filePath: file, environment: environment)
    }

    // MARK: - Tests

    @Test func aScratchFailureAddsNoEntryToTheRunsReport() throws {
        let (file, artifacts, environment, runArtifacts) = try scratch()
        #expect(failChanged(file: file, artifactDirectory: artifacts, environment: environment).count == 1)
        #expect(try SnapshotReport.entries(artifactDirectory: runArtifacts).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: SnapshotReport.indexURL(artifactDirectory: runArtifacts).path))
        #expect(try SnapshotReport.entries(artifactDirectory: artifacts).map(\.status).contains(.failed))
    }

    @Test func withoutItsOwnFolderTheEnvironmentsFolderGetsTheEntry() throws {
        let (file, _, environment, runArtifacts) = try scratch()
        #expect(failChanged(file: file, artifactDirectory: nil, environment: environment).count == 1)
        #expect(try SnapshotReport.entries(artifactDirectory: runArtifacts).map(\.name) == ["n@2x"])
    }
}
