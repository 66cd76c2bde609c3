@testable import DesignSnapshots
import Foundation
import Render
import TestSupport
import Testing

@Suite("assertSnapshot")
struct AssertSnapshotTests {
    private let image = StoreFixtures.image
    private let changed = StoreFixtures.changed

    private func scratchPackage() throws -> (file: String, store: SnapshotStore) {
        try StoreFixtures.scratchPackage()
    }

    // MARK: - Images

    @Test func changedImageRecordsAnIssue() throws {
        let (file, store) = try scratchPackage()
        _ = store.verify(image, suite: "T", name: "n")
        assertSnapshot(of: image, as: .image, named: "n", record: .never, artifactDirectory: store.artifactDirectory, filePath: file)
        let line = #line + 2  // the assertion's line
        withKnownIssue {
            assertSnapshot(of: changed, as: .image, named: "n", record: .never, artifactDirectory: store.artifactDirectory, filePath: file)
        } matching: { issue in
            // Recorded where the caller stands, so the IDE and the log point at the test.
            issue.comments.contains { $0.rawValue.contains("1 pixels differ from Snapshots/T/n@2x.png") }
                && issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == #fileID
        }
    }

    @Test func anErrorMakingTheValueIsAnIssue() throws {
        let (file, store) = try scratchPackage()
        // The `try` in the argument makes the closure a throwing one (it never throws).
        try withKnownIssue {
            assertSnapshot(of: try PixelImage(pngData: Data("not a PNG".utf8), scale: 2), as: .image, named: "n",
                           artifactDirectory: store.artifactDirectory, filePath: file)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("snapshot n: could not render:") }
        }
        #expect(!FileManager.default.fileExists(atPath: store.referenceURL(suite: "T", name: "n", scale: 2).path))
    }

    // MARK: - Recording

    @Test func recordingANewReferenceFailsAndWritesIt() throws {
        try outsideCI {
            let (file, store) = try scratchPackage()
            withKnownIssue {
                assertSnapshot(of: image, as: .image, named: "new", artifactDirectory: store.artifactDirectory, filePath: file)
            } matching: { issue in
                issue.comments.contains { $0.rawValue == "snapshot new: recorded Snapshots/T/new@2x.png — look at it, then run the test again" }
            }
            // Written all the same, so the next run compares with it and passes.
            let reference = store.referenceURL(suite: "T", name: "new", scale: 2)
            #expect(try PixelImage(pngData: Data(contentsOf: reference), scale: 2) == image)
            assertSnapshot(of: image, as: .image, named: "new", artifactDirectory: store.artifactDirectory, filePath: file)
        }
    }

    @Test func recordingEveryReferenceFailsEvenWhereItMatched() throws {
        try outsideCI {
            let (file, store) = try scratchPackage()
            _ = store.verify(image, suite: "T", name: "n")
            let message = verifySnapshot(of: image, as: .image, named: "n", record: .all, artifactDirectory: store.artifactDirectory,
                                         filePath: file)
            #expect(message == "snapshot n: recorded Snapshots/T/n@2x.png — look at it, then run the test again")
            // New in the report, as a missing one recorded is: someone is to look at it.
            let entry = try #require(try SnapshotReport.entries(artifactDirectory: store.artifactDirectory).first)
            #expect(entry.status == .new && entry.acceptCommand?.hasPrefix("git add ") == true)
            #expect(verifySnapshot(of: image, as: .image, named: "n", record: .never, artifactDirectory: store.artifactDirectory,
                                   filePath: file) == nil)
        }
    }

    @Test func ciNeverRecordsAndFailsForAMissingReference() throws {
        let (file, store) = try scratchPackage()
        let failures = SnapshotAssertion.verify({ image }, as: .image, named: "new", record: nil, suite: nil,
                                                artifactDirectory: store.artifactDirectory, filePath: file,
                                                environment: ["CI": "true"])
        #expect(failures.count == 1)
        #expect(failures.first?.contains("no reference Snapshots/T/new@2x.png; CI does not record") == true)
        #expect(!FileManager.default.fileExists(atPath: store.referenceURL(suite: "T", name: "new", scale: 2).path))
    }

    @Test func anUnknownRecordModeFailsWithoutWriting() throws {
        let (file, store) = try scratchPackage()
        let failures = SnapshotAssertion.verify({ image }, as: .image, named: "new", record: nil, suite: nil,
                                                artifactDirectory: store.artifactDirectory, filePath: file,
                                                environment: ["SNAPSHOT_RECORD": "sometimes"])
        #expect(failures == ["snapshot new: \(RecordModeError(value: "sometimes"))"])
        #expect(!FileManager.default.fileExists(atPath: store.referenceURL(suite: "T", name: "new", scale: 2).path))
    }

    // MARK: - Re-recording a suite

    @Test func theReportNamesTheCommandThatReRecordsThisSuite() throws {
        let (file, store) = try scratchPackage()
        _ = store.verify(image, suite: "T", name: "n")
        assertSnapshot(of: image, as: .image, named: "n", record: .never, artifactDirectory: store.artifactDirectory, filePath: file)
        let entry = try #require(try SnapshotReport.entries(artifactDirectory: store.artifactDirectory).first { $0.status == .passed })
        // The form `swift test --filter` runs one Swift Testing suite with: module, dot, type.
        #expect(entry.acceptCommand == "SNAPSHOT_RECORD=failed swift test --filter DesignSnapshotsTests.AssertSnapshotTests")
    }

    @Test func withoutASuiteTheTestTargetIsTheFilter() {
        #expect(SnapshotAssertion.testTarget(of: "/p/Tests/DesignSystemTests/Components/BlurSnapshotTests.swift") == "DesignSystemTests")
        #expect(SnapshotAssertion.testTarget(of: "/p/Sources/Thing.swift") == nil)
        #expect(SnapshotStore.acceptCommand(filter: "DesignSystemTests") == "SNAPSHOT_RECORD=failed swift test --filter DesignSystemTests")
        #expect(SnapshotStore.acceptCommand(filter: "A B") == "SNAPSHOT_RECORD=failed swift test --filter 'A B'")
    }

    // MARK: - Frame sequences

    @Test func framesHaveAReferenceEach() throws {
        let (file, store) = try scratchPackage()
        _ = store.verify(image, suite: "T", name: "anim.0")
        _ = store.verify(changed, suite: "T", name: "anim.1")
        assertSnapshot(of: [image, changed], as: .frames, named: "anim", record: .never, artifactDirectory: store.artifactDirectory,
                       filePath: file)
        let message = try #require(verifySnapshot(of: [image, image], as: .frames, named: "anim", record: .never,
                                                  artifactDirectory: store.artifactDirectory, filePath: file))
        #expect(message.contains("snapshot anim.1:"))
        #expect(!message.contains("anim.0"))
        #expect(verifySnapshot(of: [], as: .frames, named: "anim", record: .never, artifactDirectory: store.artifactDirectory,
                               filePath: file)?.contains("at least one frame") == true)
    }
}
