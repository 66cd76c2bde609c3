import DesignSnapshots
import Foundation
import Render
import TestSupport
import Testing

@Suite("SnapshotStore")
struct SnapshotStoreTests {
    private let image = try! PixelImage(width: 2, height: 1, scale: 2, pixels: [0xFF00_0000, 0xFFFF_FFFF])
    private let changed = try! PixelImage(width: 2, height: 1, scale: 2, pixels: [0xFF00_0000, 0xFFFF_FFFE])

    private func store(_ mode: RecordMode, ci: Bool = false) throws -> SnapshotStore {
        let root = try PackagePaths.temporaryDirectory()
        return SnapshotStore(referenceDirectory: root.appendingPathComponent("Snapshots"),
                             artifactDirectory: root.appendingPathComponent("artifacts"), recordMode: mode, isCI: ci)
    }

    @Test func missingReferenceIsRecordedThenMatched() throws {
        let store = try store(.missing)
        let reference = store.referenceURL(suite: "S", name: "n", scale: 2)
        #expect(store.verify(image, suite: "S", name: "n") == .recorded(reference))
        #expect(reference.lastPathComponent == "n@2x.png")
        #expect(store.verify(image, suite: "S", name: "n") == .matched)
    }

    @Test func onePixelDifferenceFailsAndKeepsTheReference() throws {
        let store = try store(.missing)
        _ = store.verify(image, suite: "S", name: "n")
        let reference = try Data(contentsOf: store.referenceURL(suite: "S", name: "n", scale: 2))
        guard case .failed(let message) = store.verify(changed, suite: "S", name: "n") else {
            Issue.record("a one-pixel change passed")
            return
        }
        #expect(message.hasPrefix("1 pixels differ from Snapshots/S/n@2x.png"))
        #expect(try Data(contentsOf: store.referenceURL(suite: "S", name: "n", scale: 2)) == reference)
        let actual = store.artifactDirectory.appendingPathComponent("S/n@2x.actual.png")
        #expect(try PixelImage(pngData: Data(contentsOf: actual), scale: 2) == changed)
    }

    @Test func ciNeverRecordsAMissingReference() throws {
        let store = try store(.missing, ci: true)
        guard case .failed(let message) = store.verify(image, suite: "S", name: "n") else {
            Issue.record("CI recorded a reference")
            return
        }
        #expect(message.contains("CI does not record"))
        #expect(!FileManager.default.fileExists(atPath: store.referenceURL(suite: "S", name: "n", scale: 2).path))
    }

    @Test func neverModeFailsOnMissing() throws {
        let store = try store(.never)
        #expect(store.verify(image, suite: "S", name: "n") != .matched)
        #expect(!FileManager.default.fileExists(atPath: store.referenceURL(suite: "S", name: "n", scale: 2).path))
    }

    @Test func failedModeRewritesOnlyWhatDiffers() throws {
        let store = try store(.failed)
        _ = store.verify(image, suite: "S", name: "n")
        #expect(store.verify(image, suite: "S", name: "n") == .matched)
        #expect(store.verify(changed, suite: "S", name: "n") == .recorded(store.referenceURL(suite: "S", name: "n", scale: 2)))
    }

    @Test func sizeChangeAndCorruptReferenceFailClearly() throws {
        let store = try store(.missing)
        _ = store.verify(image, suite: "S", name: "n")
        let wider = try PixelImage(width: 3, height: 1, scale: 2, pixels: [0, 0, 0])
        guard case .failed(let message) = store.verify(wider, suite: "S", name: "n") else { Issue.record("size change passed"); return }
        #expect(message.hasPrefix("Snapshots/S/n@2x.png is 2 × 1 pixels, the render is 3 × 1"))
        try Data("garbage".utf8).write(to: store.referenceURL(suite: "S", name: "n", scale: 2))
        guard case .failed(let corrupt) = store.verify(image, suite: "S", name: "n") else { Issue.record("corrupt reference passed"); return }
        #expect(corrupt.hasPrefix("the reference Snapshots/S/n@2x.png cannot be read"))
    }

    @Test func recordModeComesFromTheEnvironment() {
        #expect(RecordMode.fromEnvironment([:]) == .missing)
        #expect(RecordMode.fromEnvironment(["SNAPSHOT_RECORD": "all"]) == .all)
        #expect(SnapshotStore.environmentIsCI(["CI": "true"]))
        #expect(!SnapshotStore.environmentIsCI([:]))
    }
}
