import Builders
import Foundation
import Render
import TestSupport
import Testing
import TokenModel

/// `UIFont` as UIKit code spells it: the system fonts on the pinned UI family, UIKit's
/// weights, fonts by PostScript or family name (nil when not installed), and the
/// italic system font drawn slanted.
@Suite("UIFont")
struct UIFontTests {
    // MARK: - System fonts

    @Test func systemFontsUseTheSystemUIFamilyPinnedToInter() throws {
        let font: UIFont = .systemFont(ofSize: 17)
        #expect(font == Typography(fontFamily: ["system-ui"], fontSize: 17))
        #expect(font == Typography.systemBody, "UIKit's system font at 17 is a label's default")
        #expect(font.pointSize == 17 && font.familyName == "system-ui")
        #expect(FontCatalog.drawnFamily(for: font) == "Inter")
    }

    @Test func boldSystemFontIsWeight700() {
        let font = UIFont.boldSystemFont(ofSize: 34.0)
        #expect(font.fontFamily == [UIFont.systemFontFamily] && font.fontSize == 34)
        #expect(font.fontWeight == .bold && font.fontStyle == .normal)
    }

    @Test func italicSystemFontIsRegularItalic() {
        let font = UIFont.italicSystemFont(ofSize: 17.0)
        #expect(font.fontFamily == [UIFont.systemFontFamily] && font.fontSize == 17)
        #expect(font.fontWeight == .regular && font.fontStyle == .italic)
    }

    @Test func systemFontWithAWeightTakesUIKitsNamedWeights() {
        let weights: [(UIFont.Weight, Int)] = [
            (.ultraLight, 100), (.thin, 200), (.light, 300), (.regular, 400), (.medium, 500),
            (.semibold, 600), (.bold, 700), (.heavy, 800), (.black, 900),
        ]
        for (weight, css) in weights {
            let font = UIFont.systemFont(ofSize: 15, weight: weight)
            #expect(font.fontWeight.value == css && font.fontFamily == ["system-ui"] && font.fontSize == 15)
        }
        #expect(UIFont.Weight(.semiBold) == .semibold)
    }

    @Test func originCallsCompileAsWritten() {
        let label = Label()
        label.font = .systemFont(ofSize: 14)
        #expect(label.typography.fontSize == 14)
        // The origins' calls, with the colors left at their defaults (the color parameters
        // are another change's).
        let digitStyle = DigitFieldStyle(font: UIFont.boldSystemFont(ofSize: 34.0))
        #expect(digitStyle.font.fontWeight == .bold)
        let style = OTPFieldStyle(digitStyle: digitStyle, errorFont: UIFont.italicSystemFont(ofSize: 17.0))
        #expect(style.errorFont.fontStyle == .italic)
        let text = StringBuilder(globalAttributes: [.font(.italicSystemFont(ofSize: 16))]).add(.string("Hi")).value
        #expect(text.attributedText.runs.first?.attributes.fontStyle == .italic, "a StringBuilder font keeps its style")
    }

    @Test func withSizeKeepsEverythingElse() {
        let font = UIFont.italicSystemFont(ofSize: 17).withSize(22)
        #expect(font.fontSize == 22 && font.fontStyle == .italic && font.fontFamily == ["system-ui"])
    }

    // MARK: - Fonts by name

    @Test func postScriptNamesGiveTheFamilyWeightAndStyle() throws {
        let bold = try #require(UIFont(name: "Inter-Bold", size: 16))
        #expect(bold == Typography(fontFamily: ["Inter"], fontSize: 16, fontWeight: .bold))
        let semiBoldItalic = try #require(UIFont(name: "Inter-SemiBoldItalic", size: 12))
        #expect(semiBoldItalic == Typography(fontFamily: ["Inter"], fontSize: 12, fontWeight: .semiBold, fontStyle: .italic))
        let regular = try #require(UIFont(name: "Inter-Regular", size: 16))
        #expect(regular.fontWeight == .regular && regular.fontStyle == .normal)
        let condensed = try #require(UIFont(name: "RobotoCondensed-Medium", size: 14))
        #expect(condensed == Typography(fontFamily: ["Roboto Condensed"], fontSize: 14, fontWeight: .medium))
        let dejaVu = try #require(UIFont(name: "DejaVuSans-Bold", size: 14))
        #expect(dejaVu.fontFamily == ["DejaVu Sans"] && dejaVu.fontWeight == .bold)
    }

    @Test func familyNamesGiveTheRegularFace() throws {
        let inter = try #require(UIFont(name: "Inter", size: 16))
        #expect(inter == Typography(fontFamily: ["Inter"], fontSize: 16))
        #expect(UIFont(name: "DejaVu Sans", size: 10)?.fontFamily == ["DejaVu Sans"])
    }

    @Test func aFontThatIsNotInstalledIsNil() {
        #expect(UIFont(name: "Helvetica-Bold", size: 16) == nil)
        #expect(UIFont(name: "SFProText-Regular", size: 16) == nil)
        #expect(UIFont(name: "inter-bold", size: 16) == nil, "PostScript names are exact")
        #expect(UIFont(name: "system-ui", size: 16) == nil, "a generic family is no font's name")
        #expect(UIFont(name: "", size: 16) == nil)
        #expect(UIFont(name: "Inter-Bold", size: 0) == nil)
        #expect(UIFont(name: "Inter-Bold", size: .nan) == nil)
    }

    // MARK: - Drawing

    @Test func italicSystemFontDrawsDifferentlyFromTheRegularOne() throws {
        func render(_ font: UIFont) throws -> PixelImage {
            let label = Label()
            label.text = "Italic"
            label.font = font
            return try Renderer(scale: 1).renderFitting(label)
        }
        let regular = try render(.systemFont(ofSize: 24))
        let italic = try render(.italicSystemFont(ofSize: 24))
        #expect(regular.pixels != italic.pixels)
        #expect(try render(UIFont(name: "Inter-Italic", size: 24)!).pixels != regular.pixels)
    }
}
