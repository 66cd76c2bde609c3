import Foundation
import ImageDiff
import ImageFixtures
import Render
import Testing

/// The diff image encoded while it is drawn: the same picture as the one held whole, and
/// nothing written when there is nothing to show.
@Suite("Diff image streaming")
struct DiffImageStreamingTests {
    private typealias F = ComparisonFixtures

    /// Compares while writing the diff image; the outcome and the PNG written, if any.
    private func streamed(_ expected: PixelImage, _ actual: PixelImage) throws -> (ComparisonOutcome, Data?) {
        var png = Data()
        let (outcome, wrote) = try ImageComparison().compare(expected: expected, actual: actual) { png.append(contentsOf: $0) }
        return (outcome, wrote ? png : nil)
    }

    @Test func theStreamedPictureIsThePictureHeldWhole() throws {
        for (expected, actual) in [
            (try F.text(at: 10), try F.text(at: 10.3)),
            (try F.image(width: 5, height: 4, color: F.red), try F.image(width: 5, height: 4, color: F.red, changes: [(2, 1, F.blue)])),
            // Translucent pixels make an RGBA picture.
            (try F.image(width: 3, height: 2, changes: [(1, 0, 0x0000_0000)]), try F.image(width: 3, height: 2, changes: [(2, 1, 0x8000_0000)])),
        ] {
            let whole = ImageComparison().compare(expected: expected, actual: actual, makingDiffImage: true)
            let (outcome, png) = try streamed(expected, actual)
            #expect(outcome.differingPixels == whole.differingPixels)
            #expect(outcome.difference?.antiAliasedPixels == whole.difference?.antiAliasedPixels)
            #expect(outcome.difference?.diffImage == nil)
            let picture = try PixelImage(pngData: try #require(png))
            #expect(picture.pixels == whole.difference?.diffImage?.pixels)
        }
    }

    @Test func identicalImagesAndOtherSizesWriteNothing() throws {
        let image = try F.image(width: 4, height: 4)
        let (identical, none) = try streamed(image, image)
        #expect(identical == .identical && none == nil)
        let (mismatch, nothing) = try streamed(image, try F.image(width: 5, height: 4))
        #expect(mismatch == .sizeMismatch(expected: PixelSize(width: 4, height: 4), actual: PixelSize(width: 5, height: 4)))
        #expect(nothing == nil)
    }

    @Test func anErrorWritingEndsTheComparison() throws {
        struct Full: Error {}
        #expect(throws: Full.self) {
            try ImageComparison().compare(expected: try F.image(), actual: try F.image(changes: [(1, 1, F.red)])) { _ in throw Full() }
        }
    }
}
