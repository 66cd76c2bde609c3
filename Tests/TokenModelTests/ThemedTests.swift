import TestSupport
import Testing
import TokenModel

@Suite("Themed")
struct ThemedTests {
    @Test func resolvesExactThenBestSubsetThenDefault() {
        let tablet: Theme = ["device": "tablet"]
        let darkTablet: Theme = ["theme": "dark", "device": "tablet"]
        let value = Themed(0, variants: [.dark: 1, darkTablet: 2, tablet: 3])
        #expect(value.resolved(in: .light) == 0)
        #expect(value.resolved(in: .dark) == 1)
        #expect(value.resolved(in: darkTablet) == 2)
        #expect(value.resolved(in: ["theme": "light", "device": "tablet"]) == 3)
        #expect(!value.isConstant)
        #expect(Themed(5).isConstant)
    }

    @Test func themeOrdersItsContexts() {
        let theme: Theme = ["theme": "dark", "device": "tablet"]
        #expect(theme.description == "device=tablet, theme=dark")
        #expect(theme.name == "tablet-dark")
        #expect(theme == ["device": "tablet", "theme": "dark"])
    }

    @Test func collectingPutsValuesSideBySidePerTheme() {
        let tablet: Theme = ["device": "tablet"]
        let collected = Themed.collecting([Themed(1, variants: [.dark: 2]), Themed(10), Themed(100, variants: [tablet: 300])])
        #expect(collected.defaultValue == [1, 10, 100])
        #expect(collected.resolved(in: .dark) == [2, 10, 100])
        #expect(collected.resolved(in: tablet) == [1, 10, 300])
        #expect(collected.variants.map(\.theme) == [.dark, tablet])
        #expect(Themed<[Int]>.collecting([Themed<Int>]()) == Themed([]))
    }
}
