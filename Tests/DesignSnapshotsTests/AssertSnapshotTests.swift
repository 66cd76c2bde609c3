import DesignSnapshots
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
        assertSnapshot(of: image, named: "n", record: .never, artifactDirectory: store.artifactDirectory, filePath: file)
        let line = #line + 2  // the assertion's line
        withKnownIssue {
            assertSnapshot(of: changed, named: "n", record: .never, artifactDirectory: store.artifactDirectory, filePath: file)
        } matching: { issue in
            // Recorded where the caller stands, so the IDE and the log point at the test.
            issue.comments.contains { $0.rawValue.contains("1 pixels differ from Snapshots/T/n@2x.png") }
                && issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == #fileID
        }
    }

    // MARK: - Frame sequences

    @Test func framesHaveAReferenceEach() throws {
        let (file, store) = try scratchPackage()
        _ = store.verify(image, suite: "T", name: "anim.0")
        _ = store.verify(changed, suite: "T", name: "anim.1")
        assertSnapshot(of: [image, changed], named: "anim", record: .never, artifactDirectory: store.artifactDirectory, filePath: file)
        let message = try #require(verifySnapshot(of: [image, image], named: "anim", record: .never, artifactDirectory: store.artifactDirectory, filePath: file))
        #expect(message.contains("snapshot anim.1:"))
        #expect(!message.contains("anim.0"))
        #expect(verifySnapshot(of: [], named: "anim", record: .never, artifactDirectory: store.artifactDirectory, filePath: file)?.contains("at least one frame") == true)
    }
}
