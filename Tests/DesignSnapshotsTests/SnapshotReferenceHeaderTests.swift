import DesignSnapshots
import Foundation
import ImageFixtures
import Render
import Testing

/// The store reads a reference's header before decoding it: a reference too large to
/// decode, or of another size than the render, fails without being decoded.
@Suite("SnapshotStore reference headers")
struct SnapshotReferenceHeaderTests {
    /// A store whose reference `S/n` at the scale of `image` is `data`.
    private func store(withReference data: Data, for image: PixelImage) throws -> SnapshotStore {
        let store = try StoreFixtures.store(.missing)
        let reference = store.referenceURL(suite: "S", name: "n", scale: image.scale)
        try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: reference)
        return store
    }

    @Test func aReferenceOverTheDecodingLimitIsRefusedFromItsHeader() throws {
        // 69 bytes announcing 16384 × 16384 pixels of 1-bit gray: 1 GiB decoded.
        let bomb = CraftedPNG.gray(width: 16_384, height: 16_384)
        let store = try store(withReference: bomb, for: StoreFixtures.image)
        guard case .failed(let message) = store.verify(StoreFixtures.image, suite: "S", name: "n") else {
            Issue.record("an oversized reference passed")
            return
        }
        #expect(message.hasPrefix("the reference Snapshots/S/n@2x.png cannot be read (not a PNG that can be read: 16384 × 16384 pixels take 1024 MiB decoded, over the limit of 256 MiB)"), "\(message)")
        #expect(try Data(contentsOf: store.referenceURL(suite: "S", name: "n", scale: 2)) == bomb, "kept as it was")
    }

    @Test func aReferenceOfAnotherSizeFailsWithoutBeingDecoded() throws {
        let render = try PixelImage(width: 64, height: 64, pixels: Array(repeating: 0xFF20_4060, count: 64 * 64))
        // Only the header is sound: decoding it would fail with "too little image data".
        let store = try store(withReference: CraftedPNG.gray(width: 65, height: 64, bitDepth: 8), for: render)
        guard case .failed(let message) = store.verify(render, suite: "S", name: "n") else {
            Issue.record("a reference of another size passed")
            return
        }
        #expect(message.hasPrefix("Snapshots/S/n@1x.png is 65 × 64 pixels, the render is 64 × 64"), "\(message)")
    }
}
