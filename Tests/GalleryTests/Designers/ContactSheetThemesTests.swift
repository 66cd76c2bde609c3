import Foundation
@testable import Gallery
import Render
import Testing
import TokenModel

/// `gallery.png` shows each entry in the light and the dark theme side by side, each
/// thumbnail legible at 100 % zoom.
@Suite("Contact sheet themes")
struct ContactSheetThemesTests {
    private static func theme(_ mode: String, _ device: String) -> Theme { ["theme": mode, "device": device] }

    /// The default theme and the default theme in each other context of the resolver's
    /// first modifier.
    @Test func theSheetShowsTheFirstModifiersContextsSideBySide() {
        let themes = ["light", "dark"].flatMap { mode in ["phone", "smallPhone", "tablet"].map { Self.theme(mode, $0) } }
        let columns = GalleryWriter.sheetThemes(themes, defaultTheme: themes[0], modifierOrder: ["theme", "device"])
        #expect(columns.map(\.theme) == [Self.theme("light", "phone"), Self.theme("dark", "phone")])
        #expect(columns.map(\.title) == ["theme: light", "theme: dark"])
        // One theme: one column.
        #expect(GalleryWriter.sheetThemes([.defaults], defaultTheme: .defaults, modifierOrder: []).count == 1)
    }

    /// A tile holds its thumbnails side by side; the sheet says what the columns are.
    @Test func aTileIsAsWideAsItsThumbnails() throws {
        let white = Color(red: 1, green: 1, blue: 1)
        let light = try Canvas.image(size: CGSize(width: 300, height: 100)) { $0.clear(with: white) }
        let dark = try Canvas.image(size: CGSize(width: 300, height: 100)) { $0.clear(with: Color(srgbHex: 0x0B0D10)) }
        var sheet = GalleryContactSheet(title: "Two themes", sections: [.init(title: "Colors", tiles: [.init(name: "c", images: [light, dark])])])
        sheet.columnTitles = ["theme: light", "theme: dark"]
        let image = try sheet.draw()
        // The dark thumbnail lies right of the light one, at its full size.
        let row = 24 + 60 + 28 + 8 + 50
        let darkPixels = (0..<image.width).filter { image.color(atX: $0, y: row)?.hexString == "#0B0D10" }
        #expect(darkPixels.count == 300, "\(darkPixels.count)")
        let whitePixels = (0..<(darkPixels.first ?? 0)).filter { image.color(atX: $0, y: row)?.hexString == "#FFFFFF" }
        #expect(whitePixels.count >= 300)
    }
}
