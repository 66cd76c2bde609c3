import Testing
import TokenModel

@Suite("Color contrast (WCAG 2.2)")
struct ColorContrastTests {
    @Test func blackOnWhiteIs21AndAColorOnItselfIs1() {
        let black = Color(red: 0, green: 0, blue: 0)
        let white = Color(red: 1, green: 1, blue: 1)
        #expect(abs(black.contrastRatio(against: white) - 21) < 1e-9)
        #expect(abs(white.contrastRatio(against: black) - 21) < 1e-9)
        #expect(abs(Color(srgbHex: 0x336699).contrastRatio(against: Color(srgbHex: 0x336699)) - 1) < 1e-9)
    }

    /// Figures every WCAG checker gives: #767676 on white is the lightest grey passing AA
    /// (4.54:1); #777777 fails it (4.48:1).
    @Test func knownGreysOnWhite() {
        let white = Color(red: 1, green: 1, blue: 1)
        #expect(abs(Color(srgbHex: 0x767676).contrastRatio(against: white) - 4.54) < 0.005)
        #expect(abs(Color(srgbHex: 0x777777).contrastRatio(against: white) - 4.48) < 0.005)
        #expect(ContrastRating(ratio: Color(srgbHex: 0x767676).contrastRatio(against: white), fontSize: 16, weight: 400) == .aa)
        #expect(ContrastRating(ratio: Color(srgbHex: 0x777777).contrastRatio(against: white), fontSize: 16, weight: 400) == .fail)
    }

    @Test func largeTextNeedsLess() {
        #expect(ContrastRating(ratio: 3.2, fontSize: 17, weight: 400) == .fail)
        #expect(ContrastRating(ratio: 3.2, fontSize: 24, weight: 400) == .aa)
        #expect(ContrastRating(ratio: 3.2, fontSize: 19, weight: 700) == .aa)
        #expect(ContrastRating(ratio: 3.2, fontSize: 19, weight: 600) == .fail)
        #expect(ContrastRating(ratio: 4.5, fontSize: 24, weight: 400) == .aaa)
        #expect(ContrastRating(ratio: 7, fontSize: 12, weight: 400) == .aaa)
        #expect(ContrastRating(ratio: 6.99, fontSize: 12, weight: 400) == .aa)
    }

    /// Translucent text is what it looks like over the background: half-transparent black
    /// on white reads as mid grey.
    @Test func translucentTextIsCompositedFirst() {
        let white = Color(red: 1, green: 1, blue: 1)
        let halfBlack = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
        let grey = Color(red: 0.5, green: 0.5, blue: 0.5)
        #expect(abs(halfBlack.contrastRatio(against: white) - grey.contrastRatio(against: white)) < 1e-9)
        #expect(Color(red: 0, green: 0, blue: 0, alpha: 0).contrastRatio(against: white) == 1)
    }
}
