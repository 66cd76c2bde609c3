import ImageDiff
import ImageFixtures
import Render
import Testing

@Suite("PixelDigest")
struct PixelDigestTests {
    private typealias F = ComparisonFixtures

    @Test func equalPixelsGiveEqualDigests() throws {
        #expect(PixelDigest(of: try F.image()) == PixelDigest(of: try F.image()))
        let text = try F.text(at: 10)
        #expect(PixelDigest(of: text).matches(try F.text(at: 10)))
    }

    @Test func anyChangedPixelChangesTheDigest() throws {
        let digest = PixelDigest(of: try F.image(width: 13, height: 7))
        for index in [0, 1, 7, 8, 31, 32, 88, 90] {
            let changed = try F.image(width: 13, height: 7, changes: [(index % 13, index / 13, 0xFFFF_FFFE)])
            #expect(PixelDigest(of: changed) != digest, "pixel \(index)")
            #expect(!digest.matches(changed))
        }
    }

    @Test func sizeIsPartOfTheDigest() throws {
        let wide = try F.image(width: 6, height: 2), tall = try F.image(width: 2, height: 6)
        #expect(PixelDigest(of: wide).hash != PixelDigest(of: tall).hash)
        #expect(!PixelDigest(of: wide).matches(tall))
    }

    @Test func textFormRoundTrips() throws {
        let digest = PixelDigest(of: try F.text(at: 10))
        #expect(digest.description.hasPrefix("960x80:"))
        #expect(digest.description.count == "960x80:".count + 16)
        #expect(PixelDigest(digest.description) == digest)
        #expect(PixelDigest(width: 1, height: 2, hash: 0xAB).description == "1x2:00000000000000ab")
        #expect(PixelDigest("1x2:ab") == nil)
        #expect(PixelDigest("1x2x3:00000000000000ab") == nil)
        #expect(PixelDigest("garbage") == nil)
    }

    /// The value is stored beside references, so it must not change between versions.
    @Test func valueIsStable() throws {
        let image = try PixelImage(width: 3, height: 3, pixels: (0..<9).map { 0xFF00_0000 | UInt32($0) * 0x0010_2030 })
        #expect(PixelDigest(of: image).description == "3x3:b0a71b5ec660fa38")
    }
}
