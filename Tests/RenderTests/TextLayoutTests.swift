import Foundation
import Render
import Testing
import TokenModel

@Suite("TextLayout")
struct TextLayoutTests {
    private let body = Typography(fontFamily: ["Inter", "DejaVu Sans"], fontSize: 16, lineHeight: 1.5)

    @Test func fontsComeFromThePinnedConfiguration() throws {
        let configuration = try FontConfiguration.shared.get()
        #expect(configuration.file.hasSuffix("Fonts/fonts.conf"))
    }

    @Test func drawsInTheFirstInstalledFamily() throws {
        let inter = try TextLayout(text: "Hello", style: TextStyle(typography: body))
        _ = inter.size(fittingWidth: nil)
        #expect(inter.usedFontFamilies == ["Inter"])
        let fallback = try TextLayout(text: "Hello", style: TextStyle(typography: Typography(fontFamily: ["No Such Font", "DejaVu Sans"], fontSize: 16)))
        _ = fallback.size(fittingWidth: nil)
        #expect(fallback.usedFontFamilies == ["DejaVu Sans"])
    }

    @Test func lineHeightSetsTheLineBox() throws {
        let layout = try TextLayout(text: "Hello", style: TextStyle(typography: body))
        #expect(layout.size(fittingWidth: nil).height == 24)
    }

    @Test func wrapsWhenNarrowAndLimitsLines() throws {
        let text = "Sphinx of black quartz, judge my vow."
        let unlimited = try TextLayout(text: text, style: TextStyle(typography: body, numberOfLines: 0))
        let oneLine = unlimited.size(fittingWidth: nil)
        let wrapped = unlimited.size(fittingWidth: 120)
        #expect(wrapped.width <= 120)
        #expect(wrapped.height >= 3 * 24)
        #expect(oneLine.height == 24)
        let twoLines = try TextLayout(text: text, style: TextStyle(typography: body, numberOfLines: 2))
        #expect(twoLines.size(fittingWidth: 120).height == 48)
    }

    @Test func drawsInItsColor() throws {
        let red = Color(srgbHex: 0xFF0000)
        let layout = try TextLayout(text: "█", style: TextStyle(typography: Typography(fontFamily: ["DejaVu Sans"], fontSize: 20), color: red))
        let size = layout.size(fittingWidth: nil)
        let canvas = try Canvas(size: size, scale: 1)
        canvas.draw(layout, at: .zero)
        let image = try canvas.makeImage()
        #expect(image.color(atX: Int(size.width / 2), y: Int(size.height / 2)) == red)
    }

    @Test func extremeTypographyDoesNotTrap() throws {
        for typography in [
            Typography(fontFamily: ["Inter"], fontSize: 16, letterSpacing: 3_000_000),
            Typography(fontFamily: ["Inter"], fontSize: -16, lineHeight: 200_000),
            Typography(fontFamily: ["Inter"], fontSize: .infinity, letterSpacing: -.infinity, lineHeight: .nan),
            Typography(fontFamily: ["Inter"], fontSize: 0, letterSpacing: .nan, lineHeight: -1),
            Typography(fontFamily: ["Inter"], fontSize: .nan, fontWeight: FontWeight(5000)),
        ] {
            let layout = try TextLayout(text: "Hi", style: TextStyle(typography: typography))
            _ = layout.size(fittingWidth: .infinity)
            _ = layout.size(fittingWidth: -5)
        }
    }

    @Test func fontSizesAreClamped() throws {
        func height(_ size: CGFloat) throws -> CGFloat {
            try TextLayout(text: "Hi", style: TextStyle(typography: Typography(fontFamily: ["Inter"], fontSize: size, lineHeight: 1))).size(fittingWidth: nil).height
        }
        #expect(try height(-16) == 1)
        #expect(try height(.nan) == 1)
        #expect(try height(.infinity) == 4096)
        #expect(try height(100_000) == 4096)
    }

    @Test func emptyFontListIsAnError() {
        #expect(throws: RenderError.emptyFontList) {
            try TextLayout(text: "Hi", style: TextStyle(typography: Typography(fontFamily: [], fontSize: 16)))
        }
    }

    @Test func tooLongTextIsAnError() {
        #expect(throws: RenderError.textTooLong(bytes: TextLayout.maximumTextBytes + 1)) {
            try TextLayout(text: String(repeating: "a", count: TextLayout.maximumTextBytes + 1), style: TextStyle())
        }
    }
}
