import DesignSnapshots
import Foundation
import Render
import TestSupport

/// Two tiny images a pixel apart and scratch stores and packages for the store and
/// assertion tests.
enum StoreFixtures {
    // MARK: - Images

    /// Black and white, 2 × 1 at scale 2.
    static let image = try! PixelImage(width: 2, height: 1, scale: 2, pixels: [0xFF00_0000, 0xFFFF_FFFF])
    /// ``image`` with its white pixel red: one pixel well over the threshold.
    static let changed = try! PixelImage(width: 2, height: 1, scale: 2, pixels: [0xFF00_0000, 0xFFFF_0000])

    // MARK: - Stores

    /// A store of `mode` over an empty scratch folder.
    static func store(_ mode: RecordMode = .missing, ci: Bool = false) throws -> SnapshotStore {
        let root = try PackagePaths.temporaryDirectory()
        return SnapshotStore(referenceDirectory: root.appendingPathComponent("Snapshots"),
                             artifactDirectory: root.appendingPathComponent("artifacts"), recordMode: mode, isCI: ci)
    }

    /// A test file `Tests/T/File.swift` in a scratch package, with the store of its
    /// `Snapshots/` (recording missing references, not CI) and its own `artifacts/`: an
    /// assertion on the file passes `store.artifactDirectory`, so that what it records or
    /// fails never lands in the run's report, whatever `SNAPSHOT_ARTIFACTS` says.
    static func scratchPackage() throws -> (file: String, store: SnapshotStore) {
        let root = try PackagePaths.folder(with: ["Package.swift": "", "Tests/T/File.swift": ""])
        let store = SnapshotStore(referenceDirectory: root.appendingPathComponent("Snapshots"),
                                  artifactDirectory: root.appendingPathComponent("artifacts"), recordMode: .missing, isCI: false)
        return (root.appendingPathComponent("Tests/T/File.swift").path, store)
    }
}

/// Runs `body` as a developer's machine runs tests (no `CI`, no `SNAPSHOT_RECORD`), so a test
/// of what the assertions record passes in CI too, where nothing is recorded.
func outsideCI<Result>(_ body: () throws -> Result) rethrows -> Result {
    try SnapshotStore.$environmentOverride.withValue([:], operation: body)
}
