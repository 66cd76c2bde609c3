import Gallery
import Testing
import TokenModel

@Suite("ThemeSelection")
struct ThemeSelectionTests {
    private let themes: [Theme] = [
        ["theme": "light", "device": "phone"], ["theme": "light", "device": "tablet"],
        ["theme": "dark", "device": "phone"], ["theme": "dark", "device": "tablet"],
    ]

    @Test func aContextANameAModifierAndCombinations() throws {
        #expect(try ThemeSelection.themes([], from: themes) == themes)
        #expect(try ThemeSelection.themes(["dark"], from: themes) == [themes[2], themes[3]])
        #expect(try ThemeSelection.themes(["theme=light"], from: themes) == [themes[0], themes[1]])
        #expect(try ThemeSelection.themes(["tablet-dark"], from: themes) == [themes[3]])
        #expect(try ThemeSelection.themes(["dark+phone"], from: themes) == [themes[2]])
        // Several selectors add up, in the design system's order.
        #expect(try ThemeSelection.themes(["tablet", "light"], from: themes) == [themes[0], themes[1], themes[3]])
    }

    @Test func aSelectorMatchingNothingNamesTheThemes() {
        #expect(throws: ThemeSelection.NoMatch.self) { try ThemeSelection.themes(["sepia"], from: themes) }
        #expect(throws: ThemeSelection.NoMatch.self) { try ThemeSelection.themes(["theme=phone"], from: themes) }
        #expect(throws: ThemeSelection.NoMatch.self) { try ThemeSelection.themes([""], from: themes) }
        #expect(throws: ThemeSelection.NoMatch.self) { try ThemeSelection.themes(["+"], from: themes) }
        #expect(throws: ThemeSelection.NoMatch.self) { try ThemeSelection.themes(["dark", "dark+sepia"], from: themes) }
        do {
            _ = try ThemeSelection.themes(["dark+sepia"], from: themes)
        } catch {
            #expect(error.description.contains("dark+sepia matches none of the themes: phone-light, tablet-light, phone-dark, tablet-dark"))
        }
    }
}
