import ImageDiff
import ImageFixtures
import Render
import Testing

@Suite("Diff image")
struct DiffImageTests {
    private typealias F = ComparisonFixtures

    @Test func panelsSideBySideWithRedDifferencesAndFadedGray() throws {
        let expected = try F.image(width: 5, height: 4, color: F.red)
        let actual = try F.image(width: 5, height: 4, color: F.red, changes: [(2, 1, F.blue)])
        let outcome = ImageComparison().compare(expected: expected, actual: actual, makingDiffImage: true)
        let picture = try #require(outcome.difference?.diffImage)
        #expect(picture.width == 15)
        #expect(picture.height == 4)
        #expect(picture.scale == expected.scale)
        func pixel(_ x: Int, _ y: Int) -> UInt32 { picture.pixels[y * picture.width + x] }
        // Expected on the left, actual on the right, unchanged.
        #expect(pixel(2, 1) == F.red)
        #expect(pixel(12, 1) == F.blue)
        #expect(pixel(14, 3) == F.red)
        // The diff: red where it differs, red's brightness (76.2) faded: 255 + 0.1 × (76.2 − 255) ≈ 237.
        #expect(pixel(7, 1) == 0xFFFF_0000)
        #expect(pixel(5, 0) == 0xFFED_EDED)
        #expect(pixel(9, 3) == 0xFFED_EDED)
        let panel: [UInt32] = (0..<4).flatMap { y in (5..<10).map { x in pixel(x, y) } }
        let reds = panel.filter { $0 == 0xFFFF_0000 }.count
        #expect(reds == 1)
    }

    @Test func whiteFadesToWhiteAndTransparentToWhite() throws {
        let expected = try F.image(width: 3, height: 1, changes: [(1, 0, 0x0000_0000)])
        let actual = try F.image(width: 3, height: 1, changes: [(1, 0, 0x0000_0000), (2, 0, F.black)])
        let picture = try #require(ImageComparison().compare(expected: expected, actual: actual, makingDiffImage: true).difference?.diffImage)
        #expect(Array(picture.pixels[3..<6]) == [0xFFFF_FFFF, 0xFFFF_FFFF, 0xFFFF_0000])
    }

    @Test func antiAliasedPixelsAreYellow() throws {
        let outcome = ImageComparison().compare(expected: try F.text(at: 10), actual: try F.text(at: 10.3), makingDiffImage: true)
        let picture = try #require(outcome.difference?.diffImage)
        let panel: [UInt32] = (0..<picture.height).flatMap { y in (picture.width / 3..<picture.width / 3 * 2).map { x in picture.pixels[y * picture.width + x] } }
        let yellow = panel.filter { $0 == 0xFFFF_FF00 }.count
        #expect(yellow == outcome.difference?.antiAliasedPixels)
        let reds = panel.filter { $0 == 0xFFFF_0000 }.count
        #expect(yellow > 0)
        #expect(reds == 0)
    }

    @Test func noPictureUnlessAsked() throws {
        let outcome = ImageComparison().compare(expected: try F.image(), actual: try F.image(changes: [(1, 1, F.black)]))
        #expect(outcome.difference?.diffImage == nil)
    }
}
