import DesignChecks
import Foundation
import TestSupport
import Testing
import TokenModel

/// The page background a design system names through a group's `$root` token, light and
/// dark through its resolver: what `validate` rates text against and the gallery draws on.
@Suite("Page background")
struct PageBackgroundTests {
    // MARK: - Fixtures

    /// `color.background.default` as a group whose `$root` is white in light and near-black
    /// in dark, and a label whose light-gray text reads only on the dark page.
    private func rootBackgroundSystem(backgroundGroup: String = "default") throws -> ResolvedDesignSystem {
        let color = { (gray: Double) in #"{"$value": {"colorSpace": "srgb", "components": [\#(gray), \#(gray), \#(gray)]}}"# }
        let page = { (gray: Double) in
            #"{"color": {"$type": "color", "background": {"\#(backgroundGroup)": {"$root": \#(color(gray)), "muted": \#(color(0.5))}}, "text": \#(color(0.9))}}"#
        }
        let folder = try PackagePaths.lightDarkFolder(light: page(1), dark: page(0.05), extra: [
            "Tokens/a.styles.yaml": """
                label:
                  caption:
                    textColor: "{color.text}"
                """,
        ])
        return try DesignSystemLoader.load(paths: [folder.appendingPathComponent("Tokens").path])
    }

    // MARK: - Tests

    @Test func aGroupsRootTokenIsThePageBackgroundInEachTheme() throws {
        let system = try rootBackgroundSystem()
        let dark = try #require(system.themes.first { $0["theme"] == "dark" })
        let light = try #require(system.themes.first { $0["theme"] == "light" })
        let token = try #require(TextContrastCheck.pageBackgroundToken(in: dark, of: system))
        #expect(token.path.description == "color.background.default.$root")
        #expect(TextContrastCheck.pageBackground(in: dark, of: system).hexString == "#0D0D0D")
        #expect(TextContrastCheck.pageBackground(in: light, of: system).hexString == "#FFFFFF")
        // The light gray text fails on the white page only: rated against its dark page, not white.
        let warnings = TextContrastCheck.warnings(for: system)
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.contains("in light") == true, "\(warnings)")
    }

    @Test func aMissingBackgroundIsSaidNotAssumedSilently() throws {
        let system = try rootBackgroundSystem(backgroundGroup: "elsewhere")
        #expect(system.themes.allSatisfy { TextContrastCheck.pageBackgroundToken(in: $0, of: system) == nil })
        let messages = TextContrastCheck.warnings(for: system).map(\.message)
        #expect(messages.contains { $0.hasPrefix("no page background token in light, dark") && $0.contains("{color.background.default}")
            && $0.contains("rated against white #FFFFFF") }, "\(messages)")
    }
}
