import Builders
import Foundation
import Render
import Testing
import TokenModel

/// The components that draw their own text (the OTP digit, the badge's count, the
/// initials, the map pin's label) tell the drawn-text contrast check what they draw, on
/// the fill they draw it on, so no drawn text goes unrated; a disabled control's is exempt.
@Suite("Component text contrast")
struct ComponentTextContrastTests {
    // MARK: - Fixtures

    private static let white = Color(red: 1, green: 1, blue: 1)
    private static let page = Color(red: 1, green: 1, blue: 1)

    // MARK: - Tests

    /// UIKit's red pill under the badge's white 10-point count: 3.99:1, which fails; a
    /// deep red passes.
    @Test func theBadgesCountIsRatedOnItsPill() throws {
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        badge.image = Image(try Canvas(size: CGSize(width: 40, height: 40), scale: 2).makeImage())
        badge.count = 7
        let failures = try DrawnTextContrast.failures(in: badge, theme: .defaults, page: Self.page)
        #expect(failures.map(\.text) == ["7"] && failures.first?.background?.hexString == "#FF0000", "\(failures)")
        badge.badgeColor = Themed(Color(srgbHex: 0xB91C1C))
        #expect(try DrawnTextContrast.failures(in: badge, theme: .defaults, page: Self.page).isEmpty)
    }

    @Test func theInitialsAreRatedOnTheirCircle() throws {
        let initials = InitialsView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        initials.firstname = "иван"
        initials.lastname = "сидоров"
        let findings = try DrawnTextContrast.findings(in: initials, theme: .defaults, page: Self.page)
        // White on UIKit's light grey #AAAAAA: 2.32:1.
        #expect(findings.map(\.text) == ["ИС"] && findings.allSatisfy(\.isFailing), "\(findings)")
    }

    @Test func thePinsTextIsRatedOnItsBubble() throws {
        let pin = MapPinView(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        pin.text = "Café"
        pin.configuration.textColor = Themed(Self.white)
        pin.configuration.bubbleColorNormal = Themed(Color(srgbHex: 0x1F6FEB))
        let findings = try DrawnTextContrast.findings(in: pin, theme: .defaults, page: Self.page)
        #expect(findings.map(\.text) == ["Café"] && findings.first?.background?.hexString == "#1F6FEB" && findings.allSatisfy { !$0.isFailing },
                "\(findings)")
    }

    /// An entered digit is rated on what is under the field; a disabled field is exempt.
    @Test func theOTPDigitsAreRatedAndADisabledFieldIsExempt() throws {
        let field = OTPFieldBuilder.startBuild().setCode("4").build()
        field.style.digitStyle.activeTextColor = Themed(Color(srgbHex: 0xBBBBBB))
        try LayoutPass.layoutRoot(field, fittingWidth: nil)
        #expect(try DrawnTextContrast.failures(in: field, theme: .defaults, page: Self.page).map(\.text) == ["4"])
        field.isEnabled = false
        #expect(try DrawnTextContrast.failures(in: field, theme: .defaults, page: Self.page).isEmpty)
    }
}
