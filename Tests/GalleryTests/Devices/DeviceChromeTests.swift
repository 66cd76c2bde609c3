import Builders
import Foundation
import Render
import Testing
import TokenModel
@testable import Gallery

/// The notch's sensor housing and the home indicator (``DeviceChrome``), which the gallery's
/// device screens and the device snapshots both draw: the housing floats inside the status
/// bar, below the top edge, as on an iPhone.
@Suite("Device chrome")
struct DeviceChromeTests {
    // MARK: - Samples

    private static let backgrounds = [Color(red: 1, green: 1, blue: 1), Color(srgbHex: 0x0B0D10)]

    // MARK: - Tests

    /// The column through the screen's middle, from the top: the page, then the housing's
    /// black, then the page again above the end of the safe-area inset.
    @Test(arguments: backgrounds)
    func theGallerysNotchIsInsetFromTheTopEdge(background: Color) throws {
        let preset = DevicePreset.phoneWithNotch
        let screen = DeviceScreen(preset: preset, background: background, title: nil, body: nil, card: nil, button: nil, bodyText: "")
        let image = try Renderer(scale: 1).render(try screen.makeView())
        let middle = Int(preset.size.width / 2)
        let black = Color(red: 0, green: 0, blue: 0)
        let column = (0..<Int(preset.safeAreaInsets.top)).map { image.color(atX: middle, y: $0)?.hexString }
        #expect(column.first == background.hexString, "the housing touches the top edge: \(column.prefix(4))")
        let housingRows = column.indices.filter { column[$0] == black.hexString }
        #expect(!housingRows.isEmpty, "no housing drawn")
        #expect(housingRows.first == Int(DeviceChrome.sensorHousingInset))
        #expect((housingRows.last ?? .max) < Int(preset.safeAreaInsets.top) - 1, "the housing reaches past the status bar")
        // The home indicator, in the ink that reads on the page.
        let indicator = try #require(DeviceChrome.homeIndicatorFrame(on: preset))
        let ink = try #require(image.color(atX: middle, y: Int(indicator.midY)))
        #expect(ink.contrastRatio(against: background) > 7)
    }

    @Test func onlyAPhoneWithANotchHasAHousingAndOnlyAScreenWithABottomInsetAnIndicator() {
        #expect(DevicePreset.all.filter { DeviceChrome.sensorHousingFrame(on: $0) != nil }.map(\.name) == ["phoneWithNotch"])
        #expect(DevicePreset.all.filter { DeviceChrome.homeIndicatorFrame(on: $0) != nil }.map(\.name) == ["phoneWithNotch", "tabletLarge"])
    }
}
