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

    /// A test file in a scratch package whose `Snapshots/T/n@2x.png` holds `image`.
    private func packageWithReference() throws -> String {
        let (file, store) = try StoreFixtures.scratchPackage()
        XCTAssertEqual(store.verify(image, suite: "T", name: "n"), .recorded(store.referenceURL(suite: "T", name: "n", scale: 2)))
        return file
    }

    // MARK: - Tests

    func testMatchingImagePasses() throws {
        let file = try packageWithReference()
        XCTAssertNil(verifySnapshot(of: image, named: "n", record: .never, filePath: file))
    }

    func testChangedPixelFailsNamingTheReference() throws {
        let file = try packageWithReference()
        let message = try XCTUnwrap(verifySnapshot(of: changed, named: "n", record: .never, filePath: file))
        XCTAssertTrue(message.contains("1 pixels differ from Snapshots/T/n@2x.png"), message)
        XCTAssertNil(verifySnapshot(of: changed, named: "n", tolerance: .pixels(1), record: .never, filePath: file))
    }
}
