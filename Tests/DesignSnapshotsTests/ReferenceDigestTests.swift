import DesignSnapshots
import Foundation
import Render
import TestSupport
import Testing

/// A recorded reference carries its pixel digest in a `tEXt` chunk before IDAT, and a render
/// with those pixels passes without the reference being decoded.
@Suite("Reference digest")
struct ReferenceDigestTests {
    private let image = StoreFixtures.image
    private let changed = StoreFixtures.changed

    private func store() throws -> SnapshotStore {
        try StoreFixtures.store()
    }

    @Test func recordedReferenceCarriesTheDigestAndStillDecodes() throws {
        let store = try store()
        _ = store.verify(image, suite: "S", name: "n")
        let data = try Data(contentsOf: store.referenceURL(suite: "S", name: "n", scale: 2))
        #expect(try PNGTextChunks.read(from: data)["dscompile-pixel-digest"] == PixelDigest(of: image).description)
        #expect(try PixelImage(pngData: data, scale: 2) == image)
    }

    @Test func matchingDigestPassesWithoutDecoding() throws {
        // The digest says `image`, the pixels say `changed`: only a check that skips the
        // decode can pass.
        let store = try store()
        let forged = try PNGTextChunks.inserting(["dscompile-pixel-digest": PixelDigest(of: image).description], into: changed.pngData())
        try FileManager.default.createDirectory(at: store.referenceDirectory.appendingPathComponent("S"), withIntermediateDirectories: true)
        try forged.write(to: store.referenceURL(suite: "S", name: "n", scale: 2))
        #expect(store.verify(image, suite: "S", name: "n") == .matched)
        #expect(store.verify(changed, suite: "S", name: "n") == .matched, "a different digest falls back to decoding")
    }

    @Test func referenceWithoutTheChunkIsDecoded() throws {
        let store = try store()
        try FileManager.default.createDirectory(at: store.referenceDirectory.appendingPathComponent("S"), withIntermediateDirectories: true)
        try image.writePNG(to: store.referenceURL(suite: "S", name: "n", scale: 2))
        #expect(store.verify(image, suite: "S", name: "n") == .matched)
        #expect(store.verify(changed, suite: "S", name: "n") != .matched)
    }

    @Test func textChunksRejectBadKeywordsAndData() throws {
        #expect(throws: RenderError.self) { try PNGTextChunks.inserting(["": "x"], into: image.pngData()) }
        #expect(throws: RenderError.self) { try PNGTextChunks.inserting(["k": "x"], into: Data("garbage".utf8)) }
        #expect(throws: RenderError.self) { try PNGTextChunks.read(from: Data("garbage".utf8)) }
        #expect(try PNGTextChunks.read(from: image.pngData()).isEmpty)
    }
}
