import Builders
import Foundation
import ImageDiff
import Render
import Testing
import TokenModel

/// The default comparison against design-token changes: a color moved by one level of one
/// channel fails wherever it is drawn, while an edge moved by a subpixel passes as
/// anti-aliasing.
@Suite("Token changes")
struct TokenChangeTests {
    // MARK: - Colors

    /// The brand color of the report, and one level more blue.
    private static let brand: UInt32 = 0x2E7D5B
    private static let brandOneStep: UInt32 = 0x2E7D5C

    /// The part of the card drawn in the brand color; the others keep neutral colors.
    enum Part: String, CaseIterable, Sendable {
        case fill, text, border, shadow
    }

    // MARK: - One level of one channel fails

    @Test(arguments: Part.allCases)
    func oneLevelOfOneChannelFails(_ part: Part) throws {
        let expected = try Self.card(brand: Self.brand, in: part), actual = try Self.card(brand: Self.brandOneStep, in: part)
        #expect(!ImageComparison.pixelsAreEqual(expected, actual), "the change drew no other pixel")
        let outcome = ImageComparison().compare(expected: expected, actual: actual)
        #expect(!outcome.passes, "\(part): \(outcome.message)")
        #expect(outcome.differingPixels > 0)
    }

    @Test func aOnePixelBorderBetweenLightAndDarkIsNoAntiAliasing() throws {
        // pixelmatch's brightness test alone takes the line for anti-aliasing wherever it
        // lies between the white page and the dark fill (not along the shadow, which is not
        // flat); the default forgives none of it.
        let expected = try Self.card(brand: Self.brand, in: .border), actual = try Self.card(brand: Self.brandOneStep, in: .border)
        let brightnessOnly = ComparisonOptions(threshold: 0, antiAliasing: .pixelmatch)
        let pixelmatch = ImageComparison(options: brightnessOnly).compare(expected: expected, actual: actual)
        #expect(pixelmatch.difference?.antiAliasedPixels ?? 0 > pixelmatch.differingPixels, "\(pixelmatch.message)")
        let outcome = ImageComparison().compare(expected: expected, actual: actual)
        #expect(outcome.difference?.antiAliasedPixels == 0, "\(outcome.message)")
        #expect(outcome.differingPixels == pixelmatch.differingPixels + (pixelmatch.difference?.antiAliasedPixels ?? 0))
    }

    @Test func theReportedBrandChangeFailsByDefaultAndPassesPerceptually() throws {
        let expected = try Self.card(brand: 0x2E7D5B, in: .fill), actual = try Self.card(brand: 0x2F8A62, in: .fill)
        #expect(!ImageComparison().compare(expected: expected, actual: actual).passes)
        #expect(ImageComparison(options: .pixelmatch).compare(expected: expected, actual: actual).passes)
    }

    // MARK: - The trade-off of a perceptual threshold

    @Test(arguments: Part.allCases)
    func aPerceptualThresholdLetsAOneLevelChangePass(_ part: Part) throws {
        let expected = try Self.card(brand: Self.brand, in: part), actual = try Self.card(brand: Self.brandOneStep, in: part)
        let outcome = ImageComparison(options: ComparisonOptions(threshold: 0.1)).compare(expected: expected, actual: actual)
        #expect(outcome.passes, "\(part): \(outcome.message)")
    }

    // MARK: - A subpixel move passes as anti-aliasing

    @Test(arguments: [0.125, 0.25, 0.375])
    func anEdgeMovedByASubpixelPassesAsAntiAliasing(_ offset: Double) throws {
        // 0.25 to 0.75 pixels at scale 2: the edge columns become blends of the block and the page.
        expectPassesAsAntiAliasing(expected: try Self.block(at: 10), actual: try Self.block(at: 10 + offset))
    }

    @Test func aMovedEdgeWithAChangedColorFails() throws {
        let expected = try Self.block(at: 10), actual = try Self.block(at: 10.25, color: Self.brandOneStep)
        #expect(!ImageComparison().compare(expected: expected, actual: actual).passes)
    }

    // MARK: - Private

    /// A 200 × 100 point card at scale 2 on white: a dark fill, white text, a 1-pixel
    /// (0.5-point) gray border between the white page and the dark fill, and a black
    /// shadow, with `part` in the color `brand` instead.
    private static func card(brand: UInt32, in part: Part) throws -> PixelImage {
        func color(_ part2: Part, else neutral: UInt32) -> Themed<Color> {
            Themed(Color(srgbHex: part2 == part ? brand : neutral))
        }
        let page = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let card = View(frame: CGRect(x: 20, y: 16, width: 160, height: 60))
        card.backgroundColor = color(.fill, else: 0x1F2933)
        card.borderWidth = 0.5
        card.borderColor = color(.border, else: 0x9AA5B1)
        card.cornerRadius = part == .border ? 0 : 8
        card.shadow = Themed([Shadow(color: color(.shadow, else: 0x000000).defaultValue,
                                     offsetX: Dimension(0), offsetY: Dimension(4), blur: Dimension(8), spread: Dimension(0))])
        let label = Label(text: "Continue")
        label.typography = Typography(fontFamily: ["Inter"], fontSize: 17, fontWeight: .semiBold)
        label.textColor = color(.text, else: 0xFFFFFF)
        label.frame = CGRect(x: 16, y: 18, width: 128, height: 24)
        card.addSubview(label)
        page.addSubview(card)
        return try Renderer(scale: 2, background: Themed(Color(srgbHex: 0xFFFFFF))).render(page)
    }

    /// A 40 × 20 point block of `color` at `x` points on a white 80 × 40 page, at scale 2.
    private static func block(at x: Double, color: UInt32 = brand) throws -> PixelImage {
        let page = View(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        let block = View(frame: CGRect(x: x, y: 10, width: 40, height: 20))
        block.backgroundColor = Themed(Color(srgbHex: color))
        page.addSubview(block)
        return try Renderer(scale: 2, background: Themed(Color(srgbHex: 0xFFFFFF))).render(page)
    }
}
