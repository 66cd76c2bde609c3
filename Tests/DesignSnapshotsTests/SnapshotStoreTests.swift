import DesignSnapshots
import Foundation
import ImageFixtures
import Render
import TestSupport
import Testing

@Suite("SnapshotStore")
struct SnapshotStoreTests {
    private let image = StoreFixtures.image
    private let changed = StoreFixtures.changed

    private func store(_ mode: RecordMode, ci: Bool = false) throws -> SnapshotStore {
        try StoreFixtures.store(mode, ci: ci)
    }

    private func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }

    /// Runs the command a failure message gives to accept it, as a user pastes it into a shell; its exit status.
    private func runAcceptCommand(of message: String) throws -> Int32 {
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        let command = try #require(message.components(separatedBy: "To accept it: ").last).prefix { $0 != "\n" }
        shell.arguments = ["-c", String(command)]
        try shell.run()
        shell.waitUntilExit()
        return shell.terminationStatus
    }

    // MARK: - Comparing

    @Test func missingReferenceIsRecordedThenMatched() throws {
        let store = try store(.missing)
        let reference = store.referenceURL(suite: "S", name: "n", scale: 2)
        #expect(store.verify(image, suite: "S", name: "n") == .recorded(reference))
        #expect(reference.lastPathComponent == "n@2x.png")
        #expect(store.verify(image, suite: "S", name: "n") == .matched)
    }

    @Test func aNewReferenceIsKeptByCommittingIt() throws {
        let store = try store(.missing)
        _ = store.verify(image, suite: "S", name: "n")
        let entry = try #require(try SnapshotReport.entries(artifactDirectory: store.artifactDirectory).first)
        #expect(entry.status == .new)
        #expect(entry.acceptCommand == "git add '\(store.referenceURL(suite: "S", name: "n", scale: 2).path)'")
    }

    @Test func aReferenceMissingInCIIsAcceptedIntoAFolderNotYetMade() throws {
        let store = try store(.missing, ci: true)
        guard case .failed(let message) = store.verify(image, suite: "New Suite", name: "n") else {
            Issue.record("CI recorded a missing reference")
            return
        }
        let reference = store.referenceURL(suite: "New Suite", name: "n", scale: 2)
        #expect(!FileManager.default.fileExists(atPath: reference.deletingLastPathComponent().path))
        #expect(try runAcceptCommand(of: message) == 0)
        #expect(SnapshotStore(referenceDirectory: store.referenceDirectory, artifactDirectory: store.artifactDirectory, recordMode: .never)
            .verify(image, suite: "New Suite", name: "n") == .matched)
    }

    @Test func onePixelDifferenceFailsKeepsTheReferenceAndWritesArtifacts() throws {
        let store = try store(.missing)
        _ = store.verify(image, suite: "S", name: "n")
        let reference = try Data(contentsOf: store.referenceURL(suite: "S", name: "n", scale: 2))
        guard case .failed(let message) = store.verify(changed, suite: "S", name: "n") else {
            Issue.record("a one-pixel change passed")
            return
        }
        #expect(message.hasPrefix("1 pixels differ from Snapshots/S/n@2x.png"))
        #expect(try Data(contentsOf: store.referenceURL(suite: "S", name: "n", scale: 2)) == reference)
        let actual = store.actualURL(suite: "S", name: "n", scale: 2)
        let referenceURL = store.referenceURL(suite: "S", name: "n", scale: 2)
        #expect(message.contains("To accept it: mkdir -p '\(referenceURL.deletingLastPathComponent().path)' && cp '\(actual.path)' '\(referenceURL.path)'\n"))
        // The last line names the report the run writes, where every failure is shown.
        let report = SnapshotReport.indexURL(artifactDirectory: store.artifactDirectory)
        #expect(message.hasSuffix("\nReview all failures in \(report.path)"))
        #expect(FileManager.default.fileExists(atPath: report.path))
        #expect(message.contains(actual.path))
        #expect(try PixelImage(pngData: Data(contentsOf: actual), scale: 2) == changed)
        let diff = try PixelImage(pngData: Data(contentsOf: store.diffURL(suite: "S", name: "n", scale: 2)), scale: 2)
        #expect(diff.width == 6 && diff.height == 1, "expected | diff | actual side by side")
    }

    @Test func theAcceptCommandAcceptsThatChangeAlone() throws {
        let store = try store(.missing)
        let name = "it's n"  // a quote, to show the command's quoting
        _ = store.verify(image, suite: "S", name: name)
        _ = store.verify(image, suite: "S", name: "other")
        guard case .failed(let message) = store.verify(changed, suite: "S", name: name) else {
            Issue.record("a one-pixel change passed")
            return
        }
        _ = store.verify(changed, suite: "S", name: "other")
        #expect(try runAcceptCommand(of: message) == 0)
        // The accepted reference carries the digest; the other failure is untouched.
        let accepted = try Data(contentsOf: store.referenceURL(suite: "S", name: name, scale: 2))
        #expect(accepted.range(of: Data("dscompile-pixel-digest".utf8)) != nil)
        #expect(store.verify(changed, suite: "S", name: name) == .matched)
        #expect(store.verify(changed, suite: "S", name: "other") != .matched)
    }

    @Test func subpixelShiftedTextPassesUnderTheDefaultThreshold() throws {
        let store = try store(.never)
        let expected = try ComparisonFixtures.text(at: 10), shifted = try ComparisonFixtures.text(at: 10.3)
        try FileManager.default.createDirectory(at: store.referenceDirectory.appendingPathComponent("S"), withIntermediateDirectories: true)
        try expected.writePNG(to: store.referenceURL(suite: "S", name: "text", scale: 1))
        #expect(expected != shifted)
        #expect(store.verify(shifted, suite: "S", name: "text") == .matched)
        let strict = store.verify(shifted, suite: "S", name: "text", options: ComparisonOptions(includeAA: true))
        #expect(strict != .matched)
    }

    @Test func toleranceLetsCountedPixelsPass() throws {
        let store = try store(.missing)
        _ = store.verify(image, suite: "S", name: "n")
        #expect(store.verify(changed, suite: "S", name: "n", options: ComparisonOptions(tolerance: .pixels(1))) == .matched)
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
        #expect(try Data(contentsOf: store.referenceURL(suite: "S", name: "n", scale: 2)) == Data("garbage".utf8), "kept as it was")
        #expect(exists(store.actualURL(suite: "S", name: "n", scale: 2)), "the render is not lost")
    }

    @Test(arguments: ["truncated", "flipped"])
    func aDamagedReferenceIsNotTrustedForItsDigest(damage: String) throws {
        let store = try store(.missing)
        let reference = store.referenceURL(suite: "S", name: "n", scale: 2)
        _ = store.verify(image, suite: "S", name: "n")
        var data = try Data(contentsOf: reference)
        #expect(data.range(of: Data("dscompile-pixel-digest".utf8)) != nil, "the digest chunk survives either damage")
        // Without IEND every chunk read is sound: only checking the whole file catches it.
        if damage == "truncated" {
            data = data.prefix(data.count - 12)  // the IEND chunk: a write cut short
        } else {
            let imageData = try #require(data.range(of: Data("IDAT".utf8)))
            data[imageData.upperBound + 2] ^= 0x01  // one bit of the compressed pixels
        }
        try data.write(to: reference)
        // The render equals the digest, yet the file is damaged: it must fail, not pass.
        guard case .failed(let message) = store.verify(image, suite: "S", name: "n") else {
            Issue.record("a \(damage) reference passed on its digest")
            return
        }
        #expect(message.hasPrefix("the reference Snapshots/S/n@2x.png cannot be read"), "\(message)")
    }

    @Test func unwritableFolderFailsNamingTheReference() throws {
        let store = try store(.missing)
        // A file where the folder should be: no one, not even root, can create it.
        try Data().write(to: store.referenceDirectory)
        guard case .failed(let message) = store.verify(image, suite: "S", name: "n") else { Issue.record("recorded into a file"); return }
        #expect(message.hasPrefix("could not write the reference \(store.referenceURL(suite: "S", name: "n", scale: 2).path)"))
    }
}
