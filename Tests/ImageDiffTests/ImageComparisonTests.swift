import Foundation
import ImageDiff
import ImageFixtures
import Render
import Testing

@Suite("ImageComparison")
struct ImageComparisonTests {
    private typealias F = ComparisonFixtures

    // MARK: - Equal and one-pixel changes

    @Test func identicalImagesPassAtOnce() throws {
        let image = try F.image()
        let outcome = ImageComparison().compare(expected: image, actual: try F.image())
        #expect(outcome == .identical)
        #expect(outcome.passes)
        #expect(ImageComparison.pixelsAreEqual(image, image))
    }

    @Test func onePixelChangeFailsAndCountsOne() throws {
        let outcome = ImageComparison().compare(expected: try F.image(), actual: try F.image(changes: [(4, 5, F.black)]))
        #expect(!outcome.passes)
        #expect(outcome.difference?.differingPixels == 1)
        #expect(outcome.difference?.antiAliasedPixels == 0)
        #expect(outcome.message.hasPrefix("1 pixel differs (1 % of 100)"))
    }

    @Test func onePixelChangeAtACornerCountsOne() throws {
        let outcome = ImageComparison().compare(expected: try F.image(), actual: try F.image(changes: [(0, 0, F.red)]))
        #expect(outcome.differingPixels == 1)
    }

    @Test func aChangeOfOneLevelFailsByDefaultAndPassesOnlyAPerceptualThreshold() throws {
        let expected = try F.image(), actual = try F.image(changes: [(4, 5, 0xFFFF_FFFE)])
        let outcome = ImageComparison().compare(expected: expected, actual: actual)
        #expect(outcome.differingPixels == 1)
        #expect(!outcome.passes)
        #expect(ComparisonOptions.default == ComparisonOptions(threshold: 0))
        let perceptual = ImageComparison(options: ComparisonOptions(threshold: 0.1)).compare(expected: expected, actual: actual)
        #expect(perceptual.passes)
        #expect(perceptual.differingPixels == 0)
    }

    // MARK: - Blocks and tolerance

    @Test func colorChangeOfABlockCountsEveryPixel() throws {
        let outcome = ImageComparison().compare(expected: try F.block(F.blue), actual: try F.block(F.red))
        #expect(!outcome.passes)
        #expect(outcome.difference == PixelDifference(differingPixels: 16, antiAliasedPixels: 0, totalPixels: 400))
    }

    @Test func toleranceAsPixels() throws {
        let expected = try F.block(F.blue), actual = try F.block(F.red)
        #expect(ImageComparison(options: ComparisonOptions(tolerance: .pixels(16))).compare(expected: expected, actual: actual).passes)
        let outcome = ImageComparison(options: ComparisonOptions(tolerance: .pixels(15))).compare(expected: expected, actual: actual)
        #expect(!outcome.passes)
        guard case .withinTolerance(let difference) = ImageComparison(options: ComparisonOptions(tolerance: .pixels(20)))
            .compare(expected: expected, actual: actual) else {
            Issue.record("16 of a tolerance of 20 pixels did not pass")
            return
        }
        #expect(difference.differingPixels == 16)
    }

    @Test func toleranceAsFraction() throws {
        let expected = try F.block(F.blue), actual = try F.block(F.red)
        #expect(ImageComparison(options: ComparisonOptions(tolerance: .fraction(0.04))).compare(expected: expected, actual: actual).passes)
        #expect(!ImageComparison(options: ComparisonOptions(tolerance: .fraction(0.039))).compare(expected: expected, actual: actual).passes)
    }

    @Test func toleranceFromAnArgument() {
        #expect(ComparisonTolerance(argument: "12") == .pixels(12))
        #expect(ComparisonTolerance(argument: "0.5%") == .fraction(0.005))
        #expect(ComparisonTolerance(argument: "-1") == nil)
        #expect(ComparisonTolerance(argument: "120%") == nil)
        #expect(ComparisonTolerance(argument: "many") == nil)
        #expect(ComparisonTolerance.fraction(0.005).description == "0.5 %")
        #expect(ComparisonTolerance.exact.description == "0 pixels")
    }

    // MARK: - Sizes

    @Test func differentSizesFailWithBothSizes() throws {
        let outcome = ImageComparison().compare(expected: try F.image(width: 10, height: 10), actual: try F.image(width: 12, height: 10))
        #expect(outcome == .sizeMismatch(expected: PixelSize(width: 10, height: 10), actual: PixelSize(width: 12, height: 10)))
        #expect(!outcome.passes)
        #expect(outcome.message == "the sizes differ: expected 10 × 10 pixels, actual 12 × 10 pixels")
    }

    @Test func emptyImagesAreIdentical() throws {
        let empty = try PixelImage(width: 0, height: 0, pixels: [])
        #expect(ImageComparison().compare(expected: empty, actual: empty) == .identical)
    }

    // MARK: - Transparency

    @Test func semiTransparentPixelsAreBlendedWithWhite() throws {
        // 50 % black over white is the gray 127; fully transparent is white.
        let expected = try F.image(changes: [(2, 2, 0x8000_0000), (6, 6, 0x0000_0000)])
        let actual = try F.image(changes: [(2, 2, 0xFF7F_7F7F), (6, 6, F.white)])
        let outcome = ImageComparison(options: ComparisonOptions(threshold: 0)).compare(expected: expected, actual: actual)
        #expect(outcome.passes)
        #expect(outcome.differingPixels == 0)
    }

    @Test func semiTransparentChangeIsCounted() throws {
        // Half-transparent red against half-transparent blue: both over white, clearly apart.
        let expected = try F.image(changes: [(3, 3, 0x8080_0000)])
        let actual = try F.image(changes: [(3, 3, 0x8000_0080)])
        #expect(ImageComparison().compare(expected: expected, actual: actual).differingPixels == 1)
        // Nearly transparent, the two are 8 levels apart over white: counted by default,
        // under pixelmatch's perceptual threshold.
        let faint = try F.image(changes: [(3, 3, 0x0808_0000)]), faintBlue = try F.image(changes: [(3, 3, 0x0800_0008)])
        #expect(ImageComparison().compare(expected: faintBlue, actual: faint).differingPixels == 1)
        #expect(ImageComparison(options: .pixelmatch).compare(expected: faintBlue, actual: faint).differingPixels == 0)
    }

    // MARK: - Anti-aliasing

    @Test func textAtASubpixelOffsetPassesAsAntiAliasing() throws {
        // Pango places glyphs on whole pixels, so 0.3 points moves some glyphs by one pixel.
        expectPassesAsAntiAliasing(expected: try F.text(at: 10), actual: try F.text(at: 10.3))
    }

    @Test func changedWordFailsDespiteAntiAliasing() throws {
        let outcome = ImageComparison().compare(expected: try F.text(at: 10, F.sentence), actual: try F.text(at: 10, "Sphinx of black quartz, judge my cow"))
        #expect(!outcome.passes)
        #expect(outcome.differingPixels > 10)
    }
}
