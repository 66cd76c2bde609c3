import Foundation
import Render
import Testing
import TokenValues

/// COMPONENTS.md, "Image helpers": an image of a color, both masks and `drawInitials`.
@Suite("Image helpers")
struct ImageHelperTests {
    // MARK: - Fixtures

    private typealias Support = DrawerTestSupport

    // MARK: - Color images

    @Test func colorImageIsOnePointByDefault() throws {
        let image = try PixelImage(color: Support.red)
        #expect(image.width == 1 && image.height == 1 && image.scale == 1)
        #expect(image.color(atX: 0, y: 0) == Support.red)
        let large = try PixelImage(color: Support.blue, size: CGSize(width: 3, height: 2), scale: 2)
        #expect(large.width == 6 && large.height == 4)
        #expect(Set(large.pixels).count == 1)
        #expect(large.pointSize == CGSize(width: 3, height: 2))
    }

    @Test func noColorIsTransparent() throws {
        let image = try PixelImage(color: nil, size: CGSize(width: 4, height: 4))
        #expect(image.pixels.allSatisfy { $0 == 0 })
    }

    @Test(arguments: [CGSize.zero, CGSize(width: -1, height: 5), CGSize(width: CGFloat.nan, height: 1), CGSize(width: 20_000, height: 1)])
    func impossibleSizesAreErrors(size: CGSize) {
        #expect(throws: RenderError.self) { try PixelImage(color: Support.red, size: size) }
    }

    // MARK: - Masks

    /// A 2 × 1 image: an opaque red pixel and a half-transparent green one.
    private static func twoPixels() throws -> PixelImage {
        try PixelImage(width: 2, height: 1, scale: 1, pixels: [0xFFFF_0000, 0x8000_8000])
    }

    @Test func maskWithColorKeepsTheAlphaAndReplacesTheColor() throws {
        let mask = try Self.twoPixels().mask(with: Support.blue)
        #expect(mask.width == 2 && mask.height == 1)
        #expect(Support.isClose(mask.color(atX: 0, y: 0), to: Support.blue))
        #expect(Support.isClose(mask.color(atX: 1, y: 0), to: Support.blue.withAlpha(128.0 / 255), tolerance: 3.0 / 255))
        let translucent = try Self.twoPixels().mask(with: Support.blue.withAlpha(0.5))
        #expect(abs((translucent.color(atX: 0, y: 0)?.alpha ?? 0) - 0.5) < 1.0 / 255)
    }

    @Test func maskWithAlphaMultipliesTheOpacity() throws {
        let image = try Self.twoPixels()
        let half = image.mask(withAlpha: 0.5)
        #expect(half.pixels[0] == 0x8080_0000)
        #expect(half.pixels[1] == 0x4000_4000)
        #expect(image.mask(withAlpha: 1) == image)
        #expect(image.mask(withAlpha: 7) == image, "clamped to 1")
        #expect(image.mask(withAlpha: -1).pixels.allSatisfy { $0 == 0 })
        #expect(image.mask(withAlpha: .nan).pixels.allSatisfy { $0 == 0 })
    }

    @Test func masksOfAnEmptyImageAreEmpty() throws {
        let empty = try PixelImage(width: 0, height: 0, pixels: [])
        #expect(empty.mask(with: Support.red) == empty)
        #expect(empty.mask(withAlpha: 0.5) == empty)
    }

    // MARK: - Initials

    private static let font = Typography(fontFamily: ["DejaVu Sans"], fontSize: 17, fontWeight: .semiBold)

    private static func circle() throws -> PixelImage {
        let canvas = try Canvas(size: CGSize(width: 48, height: 48), scale: 2)
        canvas.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 48, height: 48)), color: Support.blue)
        return try canvas.makeImage()
    }

    @Test func initialsAreCenteredOnTheImage() throws {
        let circle = try Self.circle()
        let image = try circle.drawInitials(firstname: "Anna", lastname: "Petrova", font: Self.font, textColor: Support.white)
        #expect(image.width == circle.width && image.height == circle.height)
        let ink = try #require(Support.differingBox(image, circle))
        // Capitals sit above the middle of their line box (the descent is below them), so
        // the ink is centered across and a little above the middle.
        #expect(abs(ink.midX - 24) <= 1)
        #expect(ink.midY > 20 && ink.midY < 26)
        // The line box itself is centered: the same text drawn at the computed origin.
        let layout = try TextLayout(text: "AP", style: TextStyle(typography: {
            var font = Self.font
            font.letterSpacing = -0.24
            return font
        }(), color: Support.white, alignment: .center))
        let line = try #require(layout.lines.first).rect
        let canvas = try Canvas(size: CGSize(width: 48, height: 48), scale: 2)
        canvas.draw(circle, in: CGRect(x: 0, y: 0, width: 48, height: 48))
        canvas.draw(layout, at: CGPoint(x: 24 - line.midX, y: 24 - line.midY))
        #expect(try canvas.makeImage() == image)
    }

    @Test func initialsKeepTheirCaseAndSkipEmptyNames() throws {
        let circle = try Self.circle()
        let upper = try circle.drawInitials(firstname: "Anna", lastname: "Petrova", font: Self.font, textColor: Support.white)
        let lower = try circle.drawInitials(firstname: "anna", lastname: "petrova", font: Self.font, textColor: Support.white)
        #expect(upper != lower)
        let onlyLast = try circle.drawInitials(firstname: "", lastname: "Petrova", font: Self.font, textColor: Support.white)
        let justP = try circle.drawInitials(firstname: "P", lastname: "", font: Self.font, textColor: Support.white)
        #expect(onlyLast == justP)
        #expect(try circle.drawInitials(firstname: "", lastname: "", font: Self.font, textColor: Support.white) == circle)
    }

    @Test func initialsTakeWholeCharacters() throws {
        let circle = try Self.circle()
        let emoji = try circle.drawInitials(firstname: "👩‍👩‍👧", lastname: "Éva", font: Self.font, textColor: Support.white)
        #expect(emoji.width == circle.width)
        let long = String(repeating: "W", count: 10_000)
        #expect(try circle.drawInitials(firstname: long, lastname: long, font: Self.font, textColor: Support.white)
            == circle.drawInitials(firstname: "W", lastname: "W", font: Self.font, textColor: Support.white))
    }

    @Test func initialsOnAnEmptyImageAreAnError() throws {
        let empty = try PixelImage(width: 0, height: 0, pixels: [])
        #expect(throws: RenderError.self) {
            try empty.drawInitials(firstname: "A", lastname: "B", font: Self.font, textColor: Support.white)
        }
    }
}
