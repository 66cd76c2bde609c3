import Builders
import Foundation
import Render
import Testing
import TokenValues

/// COMPONENTS.md, "Image helpers", both `badgedImage` forms: the canvas, the pill, the
/// text rule and the transparent ring, sampled pixel by pixel.
@Suite("Badged images")
struct BadgeDrawingTests {
    // MARK: - Fixtures

    private typealias Support = DrawerTestSupport

    private static let green = Color(red: 0, green: 1, blue: 0)

    /// A 40 × 40 point green square at scale 2.
    private static func square() throws -> PixelImage {
        try PixelImage(color: green, size: CGSize(width: 40, height: 40), scale: 2)
    }

    /// The count's width as the helper measures it.
    private static func textWidth(_ count: Int) throws -> CGFloat {
        let text = BadgeCountText(count: count)
        let layout = try TextLayout(text: text.text, style: TextStyle(typography: text.typography(fontFamily: Typography.systemBody.fontFamily)))
        return try #require(layout.lines.first).rect.width
    }

    // MARK: - Geometry

    @Test(arguments: [1, 12, 100, 4_096])
    func canvasBadgeAndRingFollowTheFormulas(count: Int) throws {
        let (d, s): (CGFloat, CGFloat) = (18, 2)
        let geometry = try PixelImage.badgeGeometry(imageSize: CGSize(width: 40, height: 40), count: count, dimension: d, strokeWidth: s)
        let badgeWidth = max(d, (try Self.textWidth(count) + d / 2).rounded())
        #expect(geometry.badgeRect == CGRect(x: 40 - d / 2, y: 0, width: badgeWidth, height: d))
        #expect(geometry.canvasSize == CGSize(width: 40 - d / 2 + badgeWidth, height: 40 + d / 2))
        #expect(geometry.imageOrigin == CGPoint(x: 0, y: d / 4))
        #expect(geometry.ringRect == CGRect(x: 40 - d / 2 - s, y: 0, width: badgeWidth + s, height: d + s))
        #expect(geometry.ringRadius == (d + s) / 2)
        #expect(geometry.badgeRadius == d / 2)
        let image = try Self.square().badgedImage(count: count, dimension: d, strokeWidth: s, backgroundBadgeColor: Support.red)
        #expect(image.width == Int((geometry.canvasSize.width * 2).rounded(.up)))
        #expect(image.height == Int((geometry.canvasSize.height * 2).rounded(.up)))
    }

    @Test func oneDigitBadgeIsACircleAndTheRingIsTransparent() throws {
        let image = try Self.square().badgedImage(count: 1, dimension: 18, strokeWidth: 2, backgroundBadgeColor: Support.red)
        // A one-digit count is narrower than d/2, so the pill is the 18-point circle at (31, 0).
        #expect(image.width == 98 && image.height == 98)
        // Inside the pill, beside the digit: the badge color.
        #expect(Support.isClose(Support.color(of: image, atPoint: 33, 9), to: Support.red))
        // The ring: inside the ring's rounded rectangle, outside the pill, over the image.
        #expect(Support.isTransparent(image, atPoint: 30, 10))
        #expect(Support.isTransparent(image, atPoint: 40, 19))
        #expect(Support.isTransparent(image, atPoint: 31.5, 15))
        // Outside the ring the image shows, moved down by d/4.
        #expect(Support.isClose(Support.color(of: image, atPoint: 27, 10), to: Self.green))
        #expect(Support.isClose(Support.color(of: image, atPoint: 39, 44), to: Self.green))
        #expect(Support.isTransparent(image, atPoint: 10, 4), "above the image, which starts at d/4")
        #expect(Support.isClose(Support.color(of: image, atPoint: 10, 5), to: Self.green))
        // Right of the image and below the badge: the canvas's own transparent corner.
        #expect(Support.isTransparent(image, atPoint: 45, 40))
    }

    @Test func countIsWhiteAndCentered() throws {
        let image = try Self.square().badgedImage(count: 8, dimension: 18, strokeWidth: 2, backgroundBadgeColor: Support.red)
        let plain = try PixelImage(color: nil, size: CGSize(width: 40, height: 40), scale: 2)
            .badgedImage(count: 8, dimension: 18, strokeWidth: 2, backgroundBadgeColor: Support.red, textColor: Support.red)
        let blank = try Self.square().badgedImage(count: 8, dimension: 18, strokeWidth: 2, backgroundBadgeColor: Support.red,
                                                  textColor: Support.red)
        #expect(plain.width == image.width)
        let ink = try #require(Support.differingBox(image, blank))
        // Centered across the pill (x 31…49), and a little below its middle (the 1 pt drop).
        #expect(abs(ink.midX - 40) <= 1)
        #expect(ink.midY > 9 && ink.midY < 12)
        #expect(ink.minY >= 0 && ink.maxY <= 18)
    }

    @Test func longCountsUseTheSmallerFontAndLowerBaseline() {
        #expect(BadgeCountText(count: 7).fontSize == 10)
        #expect(BadgeCountText(count: 7).baselineDrop == 1)
        #expect(BadgeCountText(count: 99).fontSize == 10)
        #expect(BadgeCountText(count: 100).fontSize == 9)
        #expect(BadgeCountText(count: 100).baselineDrop == 2)
        #expect(BadgeCountText(count: -5).text == "-5")
        #expect(BadgeCountText(count: -50).fontSize == 9)
        #expect(BadgeCountText(count: 100).text == "100", "no capping by default")
        #expect(BadgeCountText(count: 100, maximumCount: 99).text == "99+")
        #expect(BadgeCountText(count: 99, maximumCount: 99).text == "99")
        #expect(BadgeCountText(count: 7).typography(fontFamily: ["system-ui"]).letterSpacing == -0.24)
    }

    // MARK: - Pathological input

    @Test(arguments: [0, -1, -12_345, Int.max, Int.min])
    func anyCountGivesAnImage(count: Int) throws {
        let image = try Self.square().badgedImage(count: count, dimension: 18, strokeWidth: 2, backgroundBadgeColor: Support.red)
        let geometry = try PixelImage.badgeGeometry(imageSize: CGSize(width: 40, height: 40), count: count, dimension: 18, strokeWidth: 2)
        #expect(image.width == Int((geometry.canvasSize.width * 2).rounded(.up)))
        #expect(geometry.badgeRect.width >= 18)
    }

    @Test func intMaxCappedIsShort() throws {
        let geometry = try PixelImage.badgeGeometry(imageSize: CGSize(width: 40, height: 40), count: .max, dimension: 18,
                                                    strokeWidth: 2, maximumCount: 99)
        #expect(geometry.badgeRect.width < 40)
    }

    @Test func zeroOrNegativeDimensionLeavesTheImageAlone() throws {
        let square = try Self.square()
        #expect(try square.badgedImage(count: 3, dimension: 0, strokeWidth: 2, backgroundBadgeColor: Support.red) == square)
        #expect(try square.badgedImage(count: 3, dimension: -4, strokeWidth: 2, backgroundBadgeColor: Support.red) == square)
        #expect(try square.badgedImage(square, dimension: -1) == square)
    }

    @Test func nonFiniteSizesAreErrors() throws {
        let square = try Self.square()
        #expect(throws: RenderError.nonFiniteGeometry("the badge dimension")) {
            try square.badgedImage(count: 3, dimension: .nan, strokeWidth: 2, backgroundBadgeColor: Support.red)
        }
        #expect(throws: RenderError.nonFiniteGeometry("the badge stroke width")) {
            try square.badgedImage(count: 3, dimension: 18, strokeWidth: .infinity, backgroundBadgeColor: Support.red)
        }
        #expect(throws: RenderError.nonFiniteGeometry("the badge dimension")) { try square.badgedImage(square, dimension: .infinity) }
    }

    @Test func negativeStrokeIsNoRing() throws {
        let square = try Self.square()
        let none = try square.badgedImage(count: 3, dimension: 18, strokeWidth: 0, backgroundBadgeColor: Support.red)
        #expect(try square.badgedImage(count: 3, dimension: 18, strokeWidth: -6, backgroundBadgeColor: Support.red) == none)
    }

    @Test func hugeDimensionIsASizeError() throws {
        #expect(throws: RenderError.self) {
            try Self.square().badgedImage(count: 3, dimension: 20_000, strokeWidth: 2, backgroundBadgeColor: Support.red)
        }
    }

    // MARK: - The badge-image form

    @Test func badgeImageSitsInTheBottomRightSquare() throws {
        let badge = try PixelImage(color: Support.red, size: CGSize(width: 8, height: 8), scale: 2)
        let image = try Self.square().badgedImage(badge, dimension: 16)
        // Canvas (W + d/4) × (H + d/4); the badge square (W − 0.75d, H − 0.75d, d, d).
        #expect(image.width == 88 && image.height == 88)
        #expect(BadgeGeometry.imageBadgeRect(imageSize: CGSize(width: 40, height: 40), dimension: 16)
            == CGRect(x: 28, y: 28, width: 16, height: 16))
        #expect(Support.isClose(Support.color(of: image, atPoint: 29, 29), to: Support.red))
        #expect(Support.isClose(Support.color(of: image, atPoint: 43, 43), to: Support.red))
        #expect(Support.isClose(Support.color(of: image, atPoint: 27, 27), to: Self.green), "no ring")
        #expect(Support.isTransparent(image, atPoint: 42, 10))
        #expect(Support.isTransparent(image, atPoint: 10, 42))
    }
}
