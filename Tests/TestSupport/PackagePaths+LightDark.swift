import Foundation

extension PackagePaths {
    /// A folder holding `Tokens/` of a design system with a light and a dark theme (the
    /// resolver's `theme` modifier, light by default): `light` and `dark` are the two
    /// contexts' token files, `extra` more files by their path (`Tokens/a.styles.yaml`).
    public static func lightDarkFolder(light: String, dark: String, extra: [String: String] = [:]) throws -> URL {
        try folder(with: [
            "Tokens/base.tokens.json": #"{"size": {"$type": "dimension", "small": {"$value": {"value": 4, "unit": "px"}}}}"#,
            "Tokens/light.tokens.json": light,
            "Tokens/dark.tokens.json": dark,
            "Tokens/design.resolver.json": #"""
            {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
             "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
            """#,
        ].merging(extra) { $1 })
    }
}
