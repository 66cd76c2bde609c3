import Codegen
import Foundation
import TestSupport
import Testing
import TokenModel

/// Nothing a token file or style sheet contains can break out of a comment, a string
/// literal or an identifier of the generated Swift: hostile names, descriptions,
/// deprecation messages, values and style names go into both files, which must then
/// compile without a warning.
@Suite("SwiftEmitter: hostile input")
struct HostileInputTests {
    // MARK: - Fixtures

    /// Text that ends comments and literals, interpolates, and holds controls and odd Unicode.
    private static let hostile = "ends */ here /* open\n\"\"\" and \\ \\(x) #\"raw\"# \u{0} nul \u{7} bell \r\n"
        + "\u{2028}ls \u{2029}ps \u{202E}rtl \u{85}nel \u{FEFF}bom 😀 é \t tab"

    private static var red: [String: Any] { ["colorSpace": "srgb", "components": [1, 0, 0]] }
    private static var blue: [String: Any] { ["colorSpace": "srgb", "components": [0, 0, 1]] }

    /// Every kind of value, so each type's spelling is checked where modules are hidden.
    private static func everyType(color: [String: Any]) -> [String: Any] {
        let px: (Double) -> [String: Any] = { ["value": $0, "unit": "px"] }
        return [
            "color": ["$type": "color", "$value": color],
            "dimension": ["$type": "dimension", "$value": px(4)],
            "number": ["$type": "number", "$value": 1.5],
            "fontFamily": ["$type": "fontFamily", "$value": [hostile, "Inter"]],
            "fontWeight": ["$type": "fontWeight", "$value": 700],
            "duration": ["$type": "duration", "$value": ["value": 200, "unit": "ms"]],
            "cubicBezier": ["$type": "cubicBezier", "$value": [0.5, 0, 1, 1]],
            "strokeStyle": ["$type": "strokeStyle", "$value": ["dashArray": [px(1), px(2)], "lineCap": "round"]],
            "border": ["$type": "border", "$value": ["color": color, "width": px(1), "style": "solid"]],
            "transition": ["$type": "transition", "$value": ["duration": ["value": 1, "unit": "s"], "delay": ["value": 0, "unit": "s"],
                                                             "timingFunction": [0, 0, 1, 1]]],
            "shadow": ["$type": "shadow", "$value": ["color": color, "offsetX": px(0), "offsetY": px(1), "blur": px(2), "spread": px(0)]],
            "gradient": ["$type": "gradient", "$value": [["color": color, "position": 0], ["color": color, "position": 1]]],
            "typography": ["$type": "typography", "$value": ["fontFamily": hostile, "fontSize": px(12), "fontWeight": 400,
                                                             "letterSpacing": px(0), "lineHeight": 1.2]],
        ]
    }

    /// Tokens whose names, groups and texts are hostile; `color` differs between themes.
    private static func tokens(color: [String: Any], partial: Bool) -> [String: Any] {
        var names: [String: Any] = ["$type": "color"]
        for name in ["a\"b", "*/x", "\\", "\"\"\"", "😀", "é", "line\nbreak", "\u{0}nul", "default", "self", "Type", "init", "_"] {
            names[name] = ["$value": red, "$description": hostile]
        }
        var modules: [String: Any] = [
            "tokenModel": everyType(color: color), "swift": everyType(color: color), "foundation": everyType(color: color),
            "y": ["$type": "color", "$value": color],
        ]
        if partial { modules["onlySome"] = ["$type": "dimension", "$value": ["value": 2, "unit": "px"]] }
        return [
            "c": [
                "$type": "color",
                "old": ["$value": red, "$description": hostile, "$deprecated": hostile],
                "x": ["$value": red],
                "names": names,
            ],
            "e": modules,
            "groups": [
                "Type": ["t": ["$type": "number", "$value": 1]],
                "self": ["t": ["$type": "number", "$value": 1]],
                "protocol": ["t": ["$type": "number", "$value": 1]],
                "*/ \"\"\"": ["t": ["$type": "string", "$value": hostile]],
            ],
        ]
    }

    private static func json(_ object: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }

    /// A style sheet whose style names are hostile, one naming a deprecated token.
    private static let styles = """
        label:
          "a\\"b */ \\\\ \\"\\"\\"":
            textColor: "{c.x}"
          "default":
            textColor: "{c.old}"
          "self":
            textColor: "{e.y}"
          "line\\nbreak \\0 😀":
            backgroundColor: "{e.tokenModel.color}"
            numberOfLines: 2

        """

    private func emit() throws -> (files: [GeneratedFile], warnings: [Diagnostic]) {
        let resolver: [String: Any] = [
            "version": "2025.10",
            "sets": ["s": ["sources": [["$ref": "a.tokens.json"]]]],
            "modifiers": ["m": ["contexts": ["light": [], "dark": [["$ref": "dark.tokens.json"]]], "default": "light"]],
            "resolutionOrder": [["$ref": "#/sets/s"], ["$ref": "#/modifiers/m"]],
        ]
        let folder = try PackagePaths.folder(with: [
            "a.tokens.json": try Self.json(Self.tokens(color: Self.red, partial: false)),
            "dark.tokens.json": try Self.json(Self.tokens(color: Self.blue, partial: true)),
            "a.styles.yaml": Self.styles,
            "x.resolver.json": try Self.json(resolver),
        ])
        let system = try DesignSystemLoader.load(paths: [folder.path], mode: .compat)
        var warnings: [Diagnostic] = []
        let files = try SwiftEmitter.emit(system, warnings: &warnings)
        return (files, warnings)
    }

    /// Names that Swift's types, the builders' members and types (`view`, `build()`,
    /// `BuiltView`, `Label`, `ViewBuilding`) and the style-enum extensions also use.
    private static let builderNames = ["label", "view", "build", "string", "sendable", "caseIterable", "style", "builtView",
                                       "viewBuilding", "setStyle", "self"]

    /// The name of the top group of `name`: `label` → `Label`.
    private static func groupName(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }

    /// Each of ``builderNames`` as a root token and, capitalized, as a top group with a
    /// hostile `$description` that holds a group `LabelBuilder`; a style of every kind per
    /// name refers to all three.
    private static func builderNamesFiles() throws -> [String: String] {
        var tokens: [String: Any] = [:]
        for name in builderNames {
            tokens[name] = ["$type": "color", "$value": red]
            tokens[groupName(name)] = [
                "$type": "color", "$description": hostile, "c": ["$value": blue],
                "LabelBuilder": ["$description": "nested */\nnext", "n": ["$type": "number", "$value": 0.5]],
            ]
        }
        var styles = ""
        for (kind, colors) in [("label", ["textColor", "backgroundColor"]), ("button", ["titleColor", "backgroundColor"]),
                               ("imageView", ["tintColor", "backgroundColor"]), ("view", ["backgroundColor"])] {
            styles += "\(kind):\n"
            for name in builderNames {
                let group = groupName(name)
                let values = zip(colors, ["{\(name)}", "{\(group).c}"]).map { "\($0): \"\($1)\"" } + ["alpha: \"{\(group).LabelBuilder.n}\""]
                styles += "  \(name): { \(values.joined(separator: ", ")) }\n"
            }
        }
        return ["a.tokens.json": try json(tokens), "a.styles.yaml": styles]
    }

    // MARK: - Tests

    @Test func bothFilesCompileWithoutWarnings() throws {
        let (files, _) = try emit()
        let result = try SwiftTypeChecker.typecheck(files)
        #expect(result.isClean, "\(result.output.prefix(6_000))\n\(files.map(\.contents).joined())")
    }

    @Test func nestedGroupsNamedLikeModulesUseModuleSelectors() throws {
        let tokens = try emit().files.tokensText
        #expect(tokens.contains("        public enum TokenModel {\n"))
        #expect(tokens.contains("public static let color: TokenValues::Themed<TokenValues::Color> = TokenValues::Themed<TokenValues::Color>("))
        #expect(tokens.contains("public static let number: TokenValues::Themed<Swift::Double> = TokenValues::Themed<Swift::Double>(Swift::Double(1.5), variants: [], space: DesignTokens.Themes.space)"))
        // Elsewhere the spelling older compilers read is kept.
        #expect(tokens.contains("public static let x: TokenValues.Themed<TokenValues.Color> = TokenValues.Themed<TokenValues.Color>("))
    }

    @Test func controlCharactersAreEscapedInComments() throws {
        let tokens = try emit().files.tokensText
        #expect(!tokens.unicodeScalars.contains { $0.value == 0 })
        #expect(tokens.contains("/// ends */ here /* open\n"))
    }

    @Test func aStyleNamingADeprecatedTokenGetsItsValueAndAWarning() throws {
        let (files, warnings) = try emit()
        #expect(files[1].contents.contains("    case .`default`:\n#sourceLocation(file: "))
        #expect(files[1].contents.contains("\n        _ = $1.setTextColor(TokenValues.Themed<TokenValues.Color>(TokenValues.Color(red: 1, green: 0, blue: 0, alpha: 1), variants: [], space: DesignTokens.Themes.space))\n#sourceLocation()\n        return $1\n"))
        #expect(warnings.contains { $0.message == "style 'label.default', property 'textColor': 'c.old' is deprecated" })
    }

    @Test func aTokenMissingFromSomeThemesIsOptional() throws {
        let (files, warnings) = try emit()
        #expect(files.tokensText.contains("public static let onlySome: TokenValues::Themed<Foundation::CGFloat?> = "
            + "TokenValues::Themed<Foundation::CGFloat?>(nil, variants: [TokenValues::ThemedVariant<Foundation::CGFloat?>("))
        #expect(warnings.contains { $0.message.hasPrefix("token 'e.onlySome' is missing from some themes (m=light)") })
    }

    // MARK: - Names the builders use

    /// Root tokens and top groups named like the builders' members and types, or Swift's,
    /// are not hidden in the style enums' code, and group descriptions stay comments.
    @Test func tokensNamedLikeBuilderMembersCompileInStyles() throws {
        let folder = try PackagePaths.folder(with: try Self.builderNamesFiles())
        let files = try SwiftEmitter.emit(DesignSystemLoader.load(paths: [folder.path]))
        let styles = try #require(files[named: "DesignStyles.swift"])
        let calls = styles.split(separator: "\n").drop { $0 != "    case .view:" }.dropFirst().prefix { !$0.hasPrefix("    case ") }
            .filter { !$0.hasPrefix("#sourceLocation") }
        #expect(Array(calls.prefix(4)) == [
            "        _ = $1.setTextColor(DesignTokens.view)",
            "        _ = $1.setBackgroundColor(DesignTokens.View.c)",
            "        _ = $1.setAlpha(Foundation.CGFloat(DesignTokens.View.LabelBuilder.n))",
            "        return $1",
        ], "\(styles)")
        let label = try #require(files[named: "DesignTokens+label.swift"])
        #expect(label.contains(SwiftNaming.docComment(Self.hostile, indent: "    ") + "    public enum Label {\n"), "\(label)")
        #expect(label.contains("        /// nested */\n        /// next\n        public enum LabelBuilder {\n"), "\(label)")
        let result = try SwiftTypeChecker.typecheck(files)
        #expect(result.isClean, "\(result.output.prefix(6_000))\n\(files.map(\.contents).joined())")
    }

    /// A root token or top group cannot take a name the namespace declares itself: the
    /// themes enum and the style enums. Builder names no longer matter: the style calls
    /// name every token through the namespace.
    @Test func namesTheNamespaceDeclaresAreErrors() throws {
        let folder = try PackagePaths.folder(with: [
            "a.tokens.json": "{\"LabelStyle\": {\"c\": {\"$type\": \"number\", \"$value\": 1}},\n"
                + " \"Themes\": {\"c\": {\"$type\": \"number\", \"$value\": 1}},\n \"LabelBuilder\": {\"$type\": \"number\", \"$value\": 1}}",
        ])
        #expect {
            try SwiftEmitter.emit(DesignSystemLoader.load(paths: [folder.path]))
        } throws: { error in
            (error as? DiagnosticsError)?.diagnostics.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") } == [
                "a.tokens.json:1:16: error: 'LabelStyle' would become DesignTokens.LabelStyle, which the generated themes or styles declare; rename it",
                "a.tokens.json:2:12: error: 'Themes' would become DesignTokens.Themes, which the generated themes or styles declare; rename it",
            ]
        }
    }
}
