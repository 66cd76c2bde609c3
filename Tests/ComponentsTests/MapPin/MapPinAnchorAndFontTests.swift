import Builders
import DesignSystem
import Foundation
import Render
import Testing
import TokenModel

/// Issue #39's pin details: an empty pin left an anchor ring on its own, and pins were set
/// in Roboto while the rest of the system is set in Inter.
@Suite("Map pin anchor and font")
struct MapPinAnchorAndFontTests {
    // MARK: - Fixtures

    private typealias Specimens = PinAndImageSpecimens

    private static func pin(_ style: DesignTokens.MapPinStyle = .default, text: String) -> MapPinView {
        MapPinBuilder.startBuild().setStyle(style).setText(text).build()
    }

    // MARK: - The anchor

    @Test(arguments: ["", "   "])
    func aPinWithNothingToShowHasNoAnchor(text: String) throws {
        let pin = Self.pin(text: text)
        pin.frame = CGRect(x: 0, y: 0, width: 40, height: 30)
        #expect(!pin.showsPin)
        #expect(pin.anchorLocation == nil)
        // The specimen board marks anchors: an empty pin gets no ring on its own.
        let (board, _) = try Specimens.anchoredPin(Self.pin(text: text))
        #expect(board.subviews.count == 1, "the pin alone, no marker")
    }

    @Test func aPinsAnchorIsTheArrowsTip() throws {
        let pin = Self.pin(text: "1 250 ₽")
        let size = try #require(try pin.intrinsicContentSize(fittingWidth: nil))
        pin.frame = CGRect(origin: CGPoint(x: 10, y: 20), size: size)
        #expect(pin.showsPin)
        #expect(pin.anchorLocation == CGPoint(x: size.width / 2, y: size.height))
        let (board, _) = try Specimens.anchoredPin(Self.pin(text: "1 250 ₽"))
        #expect(board.subviews.count == 2, "the pin and its anchor's marker")
    }

    // MARK: - The font

    @Test(arguments: [DesignTokens.MapPinStyle.default, .large])
    func pinsAreSetInTheSystemsTextFamily(style: DesignTokens.MapPinStyle) {
        let body = DesignTokens.Fonts.body.defaultValue.fontFamily
        #expect(Self.pin(style, text: "1").font.fontFamily == body)
        #expect(!Self.pin(style, text: "1").font.fontFamily.contains("Roboto"))
    }

    @Test func theSystemsPinTypographyIsInItsTextFamily() {
        #expect(DesignTokens.MapPins.font.defaultValue.fontFamily == DesignTokens.Fonts.body.defaultValue.fontFamily)
    }

    @Test func anUnstyledPinIsInTheSystemFontNotAFamilyOfItsOwn() {
        #expect(MapPinDrawer.Configuration().font.fontFamily == Typography.systemBody.fontFamily)
        #expect(MapPinView().font.fontFamily == Typography.systemBody.fontFamily)
    }
}
