import Builders
import Foundation
import Render
import Testing
import TokenValues

/// COMPONENTS.md, "Image helpers": `drawInitials` on `PixelImage`, the initials' drawer.
@Suite("Initials drawing")
struct InitialsDrawingTests {
    // MARK: - Fixtures

    private typealias Support = DrawerTestSupport

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

    @Test func initialsAreCapitalsAndSkipEmptyNames() throws {
        let circle = try Self.circle()
        let upper = try circle.drawInitials(firstname: "Anna", lastname: "Petrova", font: Self.font, textColor: Support.white)
        let lower = try circle.drawInitials(firstname: "anna", lastname: "petrova", font: Self.font, textColor: Support.white)
        #expect(upper == lower, "a lowercase name draws the same capitals")
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
