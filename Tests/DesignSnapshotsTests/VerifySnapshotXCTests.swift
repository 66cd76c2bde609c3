import DesignSnapshots
import Foundation
import Render
import TestSupport
import XCTest

/// The XCTest side: `XCTAssertNil(verifySnapshot(...))`, run beside the Swift Testing suites.
final class VerifySnapshotXCTests: XCTestCase {
    private let image = StoreFixtures.image
    private let changed = StoreFixtures.changed

    // MARK: - Helpers

    /// A test file in a scratch package whose `Snapshots/T/n@2x.png` holds `image`, and the
    /// package's own artifact folder (so failures stay out of the run's report).
    private func packageWithReference() throws -> (file: String, artifacts: URL) {
        let (file, store) = try StoreFixtures.scratchPackage()
        XCTAssertEqual(store.verify(image, suite: "T", name: "n"), .recorded(store.referenceURL(suite: "T", name: "n", scale: 2)))
        return (file, store.artifactDirectory)
    }

    // MARK: - Tests

    func testMatchingImagePasses() throws {
        let (file, artifacts) = try packageWithReference()
        XCTAssertNil(verifySnapshot(of: image, as: .image, named: "n", record: .never, artifactDirectory: artifacts, filePath: file))
    }

    func testChangedPixelFailsNamingTheReference() throws {
        let (file, artifacts) = try packageWithReference()
        let message = try XCTUnwrap(verifySnapshot(of: changed, as: .image, named: "n", record: .never, artifactDirectory: artifacts, filePath: file))
        XCTAssertTrue(message.contains("1 pixels differ from Snapshots/T/n@2x.png"), message)
        XCTAssertNil(verifySnapshot(of: changed, as: .image(tolerance: .pixels(1)), named: "n", record: .never, artifactDirectory: artifacts, filePath: file))
    }

    func testRecordingReturnsTheMessageAndWritesTheReference() throws {
        let (file, store) = try StoreFixtures.scratchPackage()
        let view = View()
        view.backgroundColor = Themed(Color(srgbHex: 0x2E7D32))
        let strategy = Snapshotting<View>.image(size: .fixed(CGSize(width: 3, height: 2)), scale: 1)
        // As a developer's machine runs it: in CI nothing is recorded.
        outsideCI {
            XCTAssertEqual(verifySnapshot(of: view, as: strategy, named: "v", artifactDirectory: store.artifactDirectory, filePath: file),
                           "snapshot v: recorded Snapshots/T/v@1x.png — look at it, then run the test again")
            XCTAssertNil(verifySnapshot(of: view, as: strategy, named: "v", record: .never, artifactDirectory: store.artifactDirectory,
                                        filePath: file))
        }
    }
}
