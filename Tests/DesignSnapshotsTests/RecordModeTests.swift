import DesignSnapshots
import Foundation
import Render
import TestSupport
import Testing

@Suite("Record modes")
struct RecordModeTests {
    private let image = StoreFixtures.image
    private let changed = StoreFixtures.changed

    /// A store of `mode` whose reference `n` holds `image`.
    private func storeWithReference(_ mode: RecordMode, ci: Bool = false) throws -> (SnapshotStore, Data) {
        var store = try StoreFixtures.store(mode, ci: ci)
        let wanted = store.recordMode
        store.recordMode = .missing
        store.isCI = false
        _ = store.verify(image, suite: "S", name: "n")
        store.recordMode = wanted
        store.isCI = ci
        return (store, try Data(contentsOf: store.referenceURL(suite: "S", name: "n", scale: 2)))
    }

    private func reference(_ store: SnapshotStore) throws -> Data {
        try Data(contentsOf: store.referenceURL(suite: "S", name: "n", scale: 2))
    }

    private func exists(_ store: SnapshotStore) -> Bool {
        FileManager.default.fileExists(atPath: store.referenceURL(suite: "S", name: "n", scale: 2).path)
    }

    // MARK: - Modes

    @Test func neverFailsOnMissingAndOnDifferenceWithoutWriting() throws {
        let empty = try StoreFixtures.store(.never)
        #expect(empty.verify(image, suite: "S", name: "n") != .matched)
        #expect(!exists(empty))
        let (store, before) = try storeWithReference(.never)
        #expect(store.verify(changed, suite: "S", name: "n") != .matched)
        #expect(try reference(store) == before)
    }

    @Test func missingRecordsOnlyWhatIsMissing() throws {
        let (store, before) = try storeWithReference(.missing)
        #expect(store.verify(changed, suite: "S", name: "n") != .matched)
        #expect(try reference(store) == before)
    }

    @Test func failedRewritesOnlyWhatDiffers() throws {
        let (store, before) = try storeWithReference(.failed)
        let modified = try FileManager.default.attributesOfItem(atPath: store.referenceURL(suite: "S", name: "n", scale: 2).path)[.modificationDate]
        #expect(store.verify(image, suite: "S", name: "n") == .matched)
        #expect(try FileManager.default.attributesOfItem(atPath: store.referenceURL(suite: "S", name: "n", scale: 2).path)[.modificationDate] as? Date
            == modified as? Date)
        #expect(store.verify(changed, suite: "S", name: "n") == .recorded(store.referenceURL(suite: "S", name: "n", scale: 2)))
        #expect(try reference(store) != before)
        #expect(store.verify(changed, suite: "S", name: "n") == .matched)
    }

    @Test func allRewritesEveryReference() throws {
        let (store, _) = try storeWithReference(.all)
        #expect(store.verify(changed, suite: "S", name: "n") == .recorded(store.referenceURL(suite: "S", name: "n", scale: 2)))
        #expect(try PixelImage(pngData: reference(store), scale: 2) == changed)
    }

    // MARK: - CI

    @Test(arguments: RecordMode.allCases)
    func ciWritesNothing(mode: RecordMode) throws {
        let empty = try StoreFixtures.store(mode, ci: true)
        guard case .failed(let message) = empty.verify(image, suite: "S", name: "n") else {
            Issue.record("CI passed a missing reference in mode \(mode)")
            return
        }
        #expect(message.contains("CI does not record"))
        #expect(!exists(empty))
        let (store, before) = try storeWithReference(mode, ci: true)
        #expect(store.verify(changed, suite: "S", name: "n") != .matched)
        #expect(try reference(store) == before)
    }

    @Test func ciRecordsOnlyWhenSnapshotRecordIsSet() throws {
        let root = try PackagePaths.folder(with: ["Package.swift": "", "Tests/T/File.swift": ""])
        let file = root.appendingPathComponent("Tests/T/File.swift").path
        #expect(try SnapshotStore.forPackage(containing: file, environment: ["CI": "true"]).isCI)
        #expect(try SnapshotStore.forPackage(containing: file, recordMode: .all, environment: ["CI": "true"]).isCI)
        // `missing` is the default, not a request: CI still writes nothing.
        #expect(try SnapshotStore.forPackage(containing: file, environment: ["CI": "true", "SNAPSHOT_RECORD": "missing"]).isCI)
        #expect(try SnapshotStore.forPackage(containing: file, environment: ["CI": "true", "SNAPSHOT_RECORD": "never"]).isCI)
        let asked = try SnapshotStore.forPackage(containing: file, environment: ["CI": "true", "SNAPSHOT_RECORD": "all"])
        #expect(!asked.isCI && asked.recordMode == .all)
        #expect(asked.referenceDirectory.standardizedFileURL == root.appendingPathComponent("Snapshots").standardizedFileURL)
        let artifacts = try SnapshotStore.forPackage(containing: file, environment: ["SNAPSHOT_ARTIFACTS": "/tmp/a"]).artifactDirectory
        #expect(artifacts.path == "/tmp/a")
    }

    // MARK: - The environment

    @Test func recordModeComesFromTheEnvironment() throws {
        #expect(try RecordMode.fromEnvironment([:]) == .missing)
        #expect(try RecordMode.fromEnvironment(["SNAPSHOT_RECORD": ""]) == .missing)
        #expect(try RecordMode.fromEnvironment(["SNAPSHOT_RECORD": "all"]) == .all)
        #expect(try RecordMode.fromEnvironment(["SNAPSHOT_RECORD": "Failed"]) == .failed)
        #expect(SnapshotStore.environmentIsCI(["CI": "true"]))
        #expect(!SnapshotStore.environmentIsCI([:]))
    }

    @Test func invalidRecordModeIsAClearError() {
        #expect(throws: RecordModeError(value: "yes")) { try RecordMode.fromEnvironment(["SNAPSHOT_RECORD": "yes"]) }
        #expect(RecordModeError(value: "yes").description == "SNAPSHOT_RECORD=yes is not a record mode; use one of never, missing, failed, all")
        #expect(throws: RecordModeError.self) {
            try SnapshotStore.forPackage(containing: #filePath, environment: ["SNAPSHOT_RECORD": "yes"])
        }
    }
}
