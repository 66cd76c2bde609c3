import Builders
import Foundation
import Render
import Testing
import TokenModel
@testable import Gallery

/// The gallery's device screens read as screens a designer would draw: titles in words,
/// and a button that stays a button on a tablet.
@Suite("Device screen layout")
struct DeviceScreenLayoutTests {
    // MARK: - Tests

    /// On a phone the button spans the margins; on a tablet, with two columns of cards,
    /// it is one column wide and centred, not a 700-point bar.
    @Test(arguments: DevicePreset.all)
    func theButtonIsOneColumnWideOnATablet(preset: DevicePreset) {
        let screen = DeviceScreen(preset: preset, background: Color(red: 1, green: 1, blue: 1),
                                  title: nil, body: nil, card: nil, button: nil, bodyText: "")
        let frame = screen.buttonFrame
        let content = preset.safeArea.width - 2 * screen.margin
        if preset.isPad {
            #expect(frame.width == screen.columnWidth && frame.width < content / 2 + 1)
            #expect(abs(frame.midX - preset.safeArea.midX) < 0.5, "\(frame) is not centred")
            #expect(frame.width <= 480, "\(preset.name): a \(frame.width)-point button")
        } else {
            #expect(frame.width == content && frame.minX == screen.margin)
        }
        #expect(frame.maxY == preset.safeArea.maxY - screen.margin)
    }

    /// Each preset has a title a designer reads, which the gallery shows: "Small phone",
    /// not `smallPhone`.
    @Test func presetsHaveTitlesInWords() {
        let titles = DevicePreset.all.map(\.title)
        #expect(titles == ["Small phone", "Phone", "Phone with notch", "Tablet", "Large tablet"])
        // What the gallery captions and the screen's title say.
        #expect(DevicePreset.smallPhone.description == "Small phone (320 × 568)")
        #expect(DevicePreset.tabletLarge.description == "Large tablet (1024 × 1366)")
    }
}
