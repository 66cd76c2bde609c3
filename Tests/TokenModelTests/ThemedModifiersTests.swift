import TestSupport
import Testing
import TokenModel

/// Variants keyed by the modifiers a value depends on, so `.dark` still finds a value
/// when the resolver has a `device` modifier too.
@Suite("Themed from a resolver's themes")
struct ThemedModifiersTests {
    private static let devices = ["phone", "smallPhone", "tablet"]
    private static let themes: [Theme] = ["light", "dark"].flatMap { theme in devices.map { ["theme": theme, "device": $0] } }
    private static let defaultTheme: Theme = ["theme": "light", "device": "phone"]

    @Test func valueOfOneModifierIsKeyedByItAlone() {
        let color = Themed(defaultTheme: Self.defaultTheme, themes: Self.themes) { $0["theme"] == "dark" ? 1 : 0 }
        #expect(color.variants == [ThemedVariant(theme: .dark, value: 1)])
        #expect(color.resolved(in: .dark) == 1 && color.resolved(in: .light) == 0)
        #expect(color.resolved(in: ["theme": "dark", "device": "tablet"]) == 1)

        let margin = Themed(defaultTheme: Self.defaultTheme, themes: Self.themes) { $0["device"] == "tablet" ? 32 : $0["device"] == "smallPhone" ? 12 : 16 }
        #expect(margin.variants.map(\.theme) == [["device": "smallPhone"], ["device": "tablet"]])
        #expect(margin.resolved(in: .dark) == 16)
        #expect(margin.resolved(in: ["theme": "dark", "device": "tablet"]) == 32)
    }

    @Test func valueOfBothModifiersKeepsFullThemes() {
        let both = Themed(defaultTheme: Self.defaultTheme, themes: Self.themes) { ($0["theme"] == "dark" ? 10 : 0) + ($0["device"] == "tablet" ? 1 : 0) }
        for theme in Self.themes {
            #expect(both.resolved(in: theme) == (theme["theme"] == "dark" ? 10 : 0) + (theme["device"] == "tablet" ? 1 : 0), "\(theme)")
        }
        #expect(both.variants.allSatisfy { $0.theme.contexts.count == 2 })
    }

    @Test func oneModifierGivesTheDifferingThemesAsBefore() {
        let value = Themed(defaultTheme: .light, themes: [.light, .dark]) { $0 == .dark ? "b" : "a" }
        #expect(value == Themed("a", variants: [.dark: "b"]))
        #expect(Themed(defaultTheme: .light, themes: [.light, .dark]) { _ in 7 } == Themed(7))
        #expect(Themed(defaultTheme: .defaults, themes: [.defaults]) { _ in 7 } == Themed(7))
    }
}
