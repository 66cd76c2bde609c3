import Foundation
@testable import Render
import Testing
import TokenValues

/// The shadow-mask cache: a card drawn again gives the same pixels as drawn first, and
/// whatever differs (color, place, blur, canvas transform) is never served from another's
/// mask.
@Suite("ShadowMaskCache")
struct ShadowMaskCacheTests {
    private func card(at origin: CGPoint, blur: Double = 8, color: Color = Color(red: 0, green: 0, blue: 0, alpha: 0.5),
                      scale: Int = 2) throws -> PixelImage {
        let canvas = try Canvas(size: CGSize(width: 120, height: 90), scale: scale)
        canvas.clear(with: Color(red: 1, green: 1, blue: 1))
        let rect = CGRect(origin: origin, size: CGSize(width: 60, height: 40))
        let shadow = Shadow(color: color, offsetX: Dimension(0), offsetY: Dimension(4), blur: Dimension(blur), spread: Dimension(1))
        canvas.drawShadows([shadow], forRoundedRect: rect, cornerRadii: CornerRadii(8))
        canvas.fill(rect, color: Color(red: 1, green: 1, blue: 1), cornerRadius: 8)
        return try canvas.makeImage()
    }

    @Test func aCardDrawnAgainIsTheSameAsDrawnFirst() throws {
        // A blur no other test uses, so the first draw is a miss in any test order: it keeps
        // the mask, and the second draw, served from it, gives the same pixels.
        func kept() -> Int { ShadowMaskCache.shared.keys.filter { $0.geometry.contains(7.25) }.count }
        #expect(kept() == 0)
        let first = try card(at: CGPoint(x: 30, y: 20), blur: 7.25)
        #expect(kept() == 1)
        let again = try card(at: CGPoint(x: 30, y: 20), blur: 7.25)
        #expect(kept() == 1)
        #expect(first == again)
    }

    @Test func whatDiffersIsNotServedFromAnotherMask() throws {
        let base = try card(at: CGPoint(x: 30, y: 20))
        let moved = try card(at: CGPoint(x: 31, y: 20))
        let blurrier = try card(at: CGPoint(x: 30, y: 20), blur: 12)
        let red = try card(at: CGPoint(x: 30, y: 20), color: Color(red: 1, green: 0, blue: 0, alpha: 0.5))
        let smaller = try card(at: CGPoint(x: 30, y: 20), scale: 1)
        #expect(base != moved && base != blurrier && base != red)
        #expect(smaller.width == base.width / 2)
        // The moved card's shadow is the first one's, one point (two pixels) to the right.
        #expect(moved.color(atX: 2 * 30 + 2 - 12, y: 2 * 60 + 4) == base.color(atX: 2 * 30 - 12, y: 2 * 60 + 4))
        // The red shadow has the same reach as the black one, in red.
        let sample = (x: 2 * 60, y: 2 * 60 + 10)
        #expect(base.color(atX: sample.x, y: sample.y)!.red < 0.99)
        #expect(red.color(atX: sample.x, y: sample.y)!.green < 0.99 && red.color(atX: sample.x, y: sample.y)!.red > 0.99)
    }

    @Test func theCacheStaysWithinItsBytesOldestFirst() {
        let cache = ShadowMaskCache(byteLimit: 4_000)
        func key(_ n: Int) -> ShadowMaskCache.Key {
            ShadowMaskCache.Key(rect: [Double(n)], radii: CornerRadii(0), matrix: [], geometry: [], inset: false, region: [n])
        }
        for n in 0..<5 { cache.store(ShadowMaskCache.Mask(bytes: Array(repeating: UInt8(n), count: 900), stride: 30), for: key(n)) }
        #expect(cache.mask(for: key(0)) == nil)
        #expect(cache.mask(for: key(4))?.bytes.first == 4)
        #expect(cache.mask(for: key(1)) != nil)
        // Over a quarter of the limit: never kept.
        cache.store(ShadowMaskCache.Mask(bytes: Array(repeating: 9, count: 1_001), stride: 1_001), for: key(9))
        #expect(cache.mask(for: key(9)) == nil)
    }
}
