import Builders
import DesignSystem
import Foundation
import Testing
import TokenModel

/// The touchable control's color change between normal and pressed mixes perceptually
/// (OKLCH): its halfway color of two saturated colors is not greyer than both ends, as an
/// sRGB mix of blue and orange (taupe) is.
@Suite("Touchable control color mix")
struct TouchableControlColorMixTests {
    // MARK: - Helpers

    /// OKLab chroma of `color`, measured here from the CSS Color 4 definition
    /// (sRGB decoded to linear light, to LMS, cube root, to OKLab's a and b).
    private static func chroma(_ color: Color) -> Double {
        func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        let r = linear(color.red), g = linear(color.green), b = linear(color.blue)
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        let a = 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s
        let bb = 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
        return (a * a + bb * bb).squareRoot()
    }

    private static let themes: [Theme] = [DesignTokens.Themes.Theme.light, DesignTokens.Themes.Theme.dark]

    // MARK: - Tests

    @Test(arguments: themes)
    func halfwayBlueToOrangeKeepsItsChroma(theme: Theme) {
        // The snapshot row's badge: the main color to orange.
        let change = TouchableControl.ColorChange(view: View(), normalColor: DesignTokens.Colors.mainColor, touchedColor: .orange)
        let start = DesignTokens.Colors.mainColor.resolved(in: theme), end = Color.orange
        let mid = try! #require(change.color(atPressedFraction: 0.5)).resolved(in: theme)
        let ends = min(Self.chroma(start), Self.chroma(end))
        #expect(Self.chroma(mid) >= ends - 1e-3,
                "halfway \(mid.hexString) has chroma \(Self.chroma(mid)), below both ends' (\(Self.chroma(start)), \(Self.chroma(end)))")
    }

    @Test func blueToOrangeNeverDipsToGrey() {
        let change = TouchableControl.ColorChange(view: View(), normalColor: .blue, touchedColor: .orange)
        let ends = min(Self.chroma(.blue), Self.chroma(.orange))
        for step in 1..<10 {
            let color = change.color(atPressedFraction: Double(step) / 10)!.defaultValue
            #expect(Self.chroma(color) >= ends - 1e-3, "at \(step)/10: \(color.hexString)")
            #expect(color.rgbaComponents.allSatisfy { $0 >= 0 && $0 <= 1 }, "inside sRGB")
        }
    }

    @Test func endsAreUnchanged() {
        let change = TouchableControl.ColorChange(view: View(), normalColor: DesignTokens.Colors.mainColor, touchedColor: .orange)
        #expect(change.color(atPressedFraction: 0) == DesignTokens.Colors.mainColor)
        #expect(change.color(atPressedFraction: 1) == Themed(Color.orange))
        // Nearly at either end the mix is nearly that end (no jump from the conversion).
        let near = change.color(atPressedFraction: 1e-9)!.resolved(in: .defaults).rgbaComponents
        let start = DesignTokens.Colors.mainColor.resolved(in: .defaults).rgbaComponents
        #expect(zip(near, start).allSatisfy { abs($0 - $1) < 1e-6 })
    }

    @Test func aFadeFromNoneKeepsTheColor() {
        let change = TouchableControl.ColorChange(view: View(), normalColor: nil, touchedColor: .orange)
        let mid = change.color(atPressedFraction: 0.5)!.defaultValue.rgbaComponents
        let orange = Color.orange.rgbaComponents
        #expect(zip(mid.prefix(3), orange.prefix(3)).allSatisfy { abs($0 - $1) < 1e-6 })
        #expect(abs(mid[3] - 0.5) < 1e-9)
    }
}
