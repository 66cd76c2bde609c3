import Testing
import TokenModel

/// Issue #27: in `Tokens/`, a style's colors are the themes' tokens. Each color a style names
/// (in every state) is, or leads through its aliases to, a token that the light and the dark
/// theme's own files define; a raw ramp color (`palette.neutral.200`) would draw the same in
/// both themes, a light slab in the dark one.
@Suite("Model design system: styles name theme tokens")
struct ThemeTokenReferenceTests {
    @Test func everyColorOfEveryStyleIsAThemesToken() throws {
        let system = try ModelDesignSystem.load()
        var problems = Set<String>()
        for dark in try ModelDesignSystem.themes(choosing: "dark", in: system) {
            let light = try #require(ModelDesignSystem.counterpart(of: dark, context: "light", in: system), "no light theme for \(dark.name)")
            for style in system.styles(in: dark) {
                for (property, path) in ModelDesignSystem.colorReferences(of: style)
                where !ModelDesignSystem.isThemeDefined(path, in: dark, comparedWith: light, of: system) {
                    problems.insert("\(style.kind).\(style.name) \(property): {\(path)} is the same token in every theme")
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.sorted().joined(separator: "\n"))")
    }
}
