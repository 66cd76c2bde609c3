import Builders
import Foundation
import Render
import Testing
import TokenModel

/// The contrast of the text a view tree draws, run by run, against the surface under it:
/// what snapshots and the gallery rate, beside the style pairs `validate` rates.
@Suite("Drawn text contrast")
struct DrawnTextContrastTests {
    // MARK: - Fixtures

    /// The dark theme's main color (#195BC2), a fill: 3.07:1 on the dark page #0B0D10.
    private static let fillBlue = Color(srgbHex: 0x195BC2)
    private static let darkPage = Color(srgbHex: 0x0B0D10)

    private static func label(_ text: String, color: Color, size: CGFloat = 17) -> Label {
        let label = Label(text: text)
        label.textColor = Themed(color)
        label.typography = Typography(fontFamily: ["Inter"], fontSize: size)
        label.frame = CGRect(x: 0, y: 0, width: 120, height: 24)
        return label
    }

    // MARK: - Rating

    @Test func aLabelInAFillColorFailsNamingItsTextColorsRatioAndWhatAAAsks() throws {
        let findings = try DrawnTextContrast.failures(in: Self.label("blue", color: Self.fillBlue), theme: .defaults, page: Self.darkPage)
        #expect(findings.map(\.description) == [
            #"Label "blue" #195BC2 (17 pt, weight 400) on #0B0D10: 3.07:1, below WCAG AA, which asks 4.5:1 for text under 24 pt, or 18.66 pt bold"#,
        ])
        // As large text (24 pt) AA asks 3:1, which it meets.
        #expect(try DrawnTextContrast.failures(in: Self.label("blue", color: Self.fillBlue, size: 24), theme: .defaults, page: Self.darkPage).isEmpty)
    }

    @Test func whiteTextOnADarkFillPassesOnAnyPage() throws {
        let card = View(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        card.backgroundColor = Themed(Color(srgbHex: 0x154A9E))
        let title = Self.label("Continue", color: .white)
        title.frame.origin = CGPoint(x: 16, y: 18)
        card.addSubview(title)
        let findings = try DrawnTextContrast.findings(in: card, theme: .defaults, page: nil)
        #expect(findings.count == 1)
        #expect(findings.first?.background == Color(srgbHex: 0x154A9E))
        #expect(findings.first?.rating == .aaa, "\(findings)")
    }

    @Test func aDisabledButtonsTitleIsExemptAndAnEnabledOneIsRated() throws {
        let button = Button(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        button.setTitle("Send", for: .normal)
        button.setTitleColor(Themed(Color(srgbHex: 0xC3C9D4)), for: .normal)
        button.show(.disabled)
        #expect(try DrawnTextContrast.findings(in: button, theme: .defaults, page: .white).isEmpty)
        button.show(.normal)
        #expect(try DrawnTextContrast.failures(in: button, theme: .defaults, page: .white).map(\.text) == ["Send"])
    }

    @Test func hiddenAndTransparentViewsAreSkipped() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        let hidden = Self.label("hidden", color: Self.fillBlue)
        hidden.isHidden = true
        let clear = Self.label("clear", color: Self.fillBlue)
        clear.alpha = 0
        root.addSubview(hidden)
        root.addSubview(clear)
        #expect(try DrawnTextContrast.findings(in: root, theme: .defaults, page: Self.darkPage).isEmpty)
    }

    @Test func translucentFillsAndOpacityAreComposited() throws {
        // Black at 50 % over white is #808080 (sRGB, as the renderer composites).
        let scrim = View(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        scrim.backgroundColor = Themed(Color(srgbHex: 0x000000, alpha: 0.5))
        let label = Self.label("over a scrim", color: .white)
        label.alpha = 0.5
        scrim.addSubview(label)
        let finding = try #require(try DrawnTextContrast.findings(in: scrim, theme: .defaults, page: .white).first)
        #expect(finding.background?.hexString == "#808080")
        #expect(finding.color.alpha == 0.5)
        #expect(finding.rating == .fail, "\(finding)")
    }

    /// The surface is the nearest ancestor's fill: a sibling drawn behind is not taken for
    /// it (a blur between them would smear it), and an ancestor's fill is left behind once
    /// its subtree is drawn.
    @Test func theSurfaceIsTheNearestAncestorsFillNotASiblingsBehind() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        let card = View(frame: root.frame)
        card.backgroundColor = Themed(Self.darkPage)
        card.addSubview(Self.label("inside the card", color: .white))
        root.addSubview(card)
        root.addSubview(Self.label("beside it", color: .black))
        let findings = try DrawnTextContrast.findings(in: root, theme: .defaults, page: .white)
        #expect(findings.map(\.text) == ["inside the card", "beside it"])
        #expect(findings.map(\.background) == [Self.darkPage, .white])
    }

    @Test func eachStyledRunIsRatedInItsOwnColor() throws {
        let label = Self.label("", color: .black)
        var text = AttributedText("Title ", attributes: TextAttributes(color: .black))
        text.append("blue", attributes: TextAttributes(color: Self.fillBlue))
        label.attributedText = StyledText(text)
        label.frame = CGRect(x: 0, y: 0, width: 200, height: 24)
        let findings = try DrawnTextContrast.findings(in: label, theme: .defaults, page: .white)
        #expect(findings.map(\.text) == ["Title", "blue"])
        #expect(findings.map(\.color) == [.black, Self.fillBlue])
    }

    @Test func textOnATransparentPageWithNoFillUnderItCannotBeRated() throws {
        let finding = try #require(try DrawnTextContrast.findings(in: Self.label("floating", color: .black), theme: .defaults, page: nil).first)
        #expect(finding.background == nil && finding.rating == nil && finding.isFailing)
        #expect(finding.description.hasSuffix("on a transparent page with no opaque fill under it: its contrast cannot be rated"))
    }

    // MARK: - Recording

    @Test func aRecordingGetsWhatEveryRendererDrewOnItsBackground() throws {
        let renderer = Renderer(scale: 1, background: Themed(Self.darkPage))
        let (_, findings) = try DrawnTextContrast.recording { try renderer.render(Self.label("blue", color: Self.fillBlue)) }
        #expect(findings.map(\.text) == ["blue"])
        #expect(findings.first?.background == Self.darkPage)
        // Outside a recording nothing is noted.
        _ = try renderer.render(Self.label("blue", color: Self.fillBlue))
    }
}
