import Foundation
import TokenModel

/// `--theme`: which of a design system's themes a gallery shows.
public enum ThemeSelection {
    /// Why a selection matched nothing.
    public struct NoMatch: Error, CustomStringConvertible {
        public var selector: String
        public var available: [Theme]

        public var description: String {
            "--theme \(selector) matches none of the themes: \(available.map(\.name).joined(separator: ", ")) (a theme's name, a context such as dark, or modifier=context such as theme=dark; join several with +)"
        }
    }

    /// The themes that any of `selectors` names, in the design system's order. A selector
    /// is a theme's name (`tablet-dark`), a context (`dark`: every theme choosing it), a
    /// `modifier=context` (`theme=dark`), or several of those joined with `+`
    /// (`dark+tablet`: themes matching all).
    /// - Throws: ``NoMatch`` for a selector that matches no theme.
    public static func themes(_ selectors: [String], from themes: [Theme]) throws(NoMatch) -> [Theme] {
        guard !selectors.isEmpty else { return themes }
        var chosen = Set<Theme>()
        for selector in selectors {
            // An empty selector (or one of `+` alone) would match every theme.
            let parts = selector.split(separator: "+")
            guard !parts.isEmpty, parts.allSatisfy({ !$0.trimmingCharacters(in: .whitespaces).isEmpty }) else {
                throw NoMatch(selector: "'\(selector)'", available: themes)
            }
            let matched = themes.filter { matches(selector, $0) }
            guard !matched.isEmpty else { throw NoMatch(selector: selector, available: themes) }
            chosen.formUnion(matched)
        }
        return themes.filter(chosen.contains)
    }

    private static func matches(_ selector: String, _ theme: Theme) -> Bool {
        if selector == theme.name || selector == theme.description { return true }
        return selector.split(separator: "+").allSatisfy { part in
            let pieces = part.split(separator: "=", maxSplits: 1).map(String.init)
            if pieces.count == 2 { return theme[pieces[0]] == pieces[1] }
            return theme.contexts.contains { $0.context == part }
        }
    }
}
