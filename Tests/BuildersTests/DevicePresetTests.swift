import Builders
import Foundation
import TestSupport
import Testing
import TokenModel

@Suite("Device presets")
struct DevicePresetTests {
    @Test func presetsHaveTheirScreenSizes() {
        #expect(DevicePreset.smallPhone.size == CGSize(width: 320, height: 568))
        #expect(DevicePreset.phone.size == CGSize(width: 375, height: 667))
        #expect(DevicePreset.phoneWithNotch.size == CGSize(width: 390, height: 844))
        #expect(DevicePreset.tablet.size == CGSize(width: 768, height: 1024))
        #expect(DevicePreset.tabletLarge.size == CGSize(width: 1024, height: 1366))
        #expect(DevicePreset.all.map(\.name) == ["smallPhone", "phone", "phoneWithNotch", "tablet", "tabletLarge"])
    }

    @Test func notchedPhoneHasItsSafeArea() {
        #expect(DevicePreset.phoneWithNotch.safeArea == CGRect(x: 0, y: 47, width: 390, height: 763))
        #expect(DevicePreset.phone.safeArea == CGRect(x: 0, y: 20, width: 375, height: 647))
    }

    @Test func kindsAnswerTheSeedsQuestions() {
        #expect(DevicePreset.smallPhone.isSmallPhone && !DevicePreset.smallPhone.isNormalPhone)
        #expect(DevicePreset.phone.isNormalPhone && DevicePreset.phoneWithNotch.isXPhone)
        #expect(DevicePreset.tablet.isPad && DevicePreset.tabletLarge.isPad && !DevicePreset.phoneWithNotch.isPad)
        let margins = DevicePreset.all.map { $0.value(small: 12, normal: 16, xPhone: 20, pad: 32) }
        #expect(margins == [12, 16, 20, 32, 32])
        #expect(DevicePreset.tablet.value(small: 1, normal: 2, xPhone: 3) == 2)
    }

    @Test func themeAddsTheDeviceContext() {
        #expect(DevicePreset.tablet.theme(.dark) == ["theme": "dark", "device": "tablet"])
        #expect(DevicePreset.phoneWithNotch.theme() == ["device": "phone"])
        #expect(DevicePreset.smallPhone.theme(DevicePreset.tablet.theme(.light)) == ["theme": "light", "device": "smallPhone"])
    }
}
