import Codegen
import Foundation
import TestSupport
import Testing
import TokenModel

/// The style enums and `setStyle(_:)` of every kind of ``StyleSchema/catalog``.
@Suite("Style enums")
struct StyleEnumTests {
    // MARK: - Fixtures

    /// Two themes; the root tokens `fg`, `radius` and `raised` differ between them.
    private static let files: [String: String] = [
        // The light/dark resolver of CSSAndJSONEmitterTests, on one line.
        "design.resolver.json": #"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}}, "#
            + #""modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"}}, "#
            + ##""resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}"##,
        "base.tokens.json": """
        {"c": {"$type": "color", "blue": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}, "grey": {"$value": {"colorSpace": "srgb", "components": [0.5, 0.5, 0.5]}}},
         "w": {"$type": "dimension", "thin": {"$value": {"value": 1, "unit": "px"}}},
         "o": {"$type": "number", "half": {"$value": 0.5}},
         "t": {"$type": "typography", "$value": {"fontFamily": ["Inter"], "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}},
         "s": {"$type": "shadow", "$value": {"color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.3},
           "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}},
         "d": {"$type": "duration", "$value": {"value": 500, "unit": "ms"}},
         "fw": {"$type": "fontWeight", "$value": 500},
         "ff": {"$type": "fontFamily", "$value": ["Inter"]},
         "cb": {"$type": "cubicBezier", "$value": [0.42, 0, 0.58, 1]},
         "g": {"$type": "gradient", "$value": [{"color": {"colorSpace": "srgb", "components": [1, 1, 1]}, "position": 0},
           {"color": {"colorSpace": "srgb", "components": [0, 0, 0]}, "position": 1}]}}
        """,
        "light.tokens.json": theme(red: 0, radius: 4),
        "dark.tokens.json": theme(red: 1, radius: 8),
    ]

    private static func theme(red: Int, radius: Int) -> String {
        """
        {"fg": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [\(red), 0, 0]}},
         "radius": {"$type": "dimension", "$value": {"value": \(radius), "unit": "px"}},
         "raised": {"$type": "shadow", "$value": {"color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.\(red + 2)},
           "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 4, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}}
        """
    }

    /// The files generated with `styles`, the fixture's folder left out of the paths the
    /// `#sourceLocation` lines name.
    private func emit(styles: String) throws -> [GeneratedFile] {
        let folder = try PackagePaths.folder(with: Self.files.merging(["a.styles.yaml": styles]) { $1 })
        return try SwiftEmitter.emit(DesignSystemLoader.load(paths: [folder.path])).map {
            GeneratedFile(name: $0.name, contents: $0.contents.replacingOccurrences(of: folder.path + "/", with: ""))
        }
    }

    /// The errors of emitting `styles`, as `file:line:column: error: message`.
    private func errors(styles: String) throws -> [String] {
        let folder = try PackagePaths.folder(with: Self.files.merging(["a.styles.yaml": styles]) { $1 })
        do {
            _ = try SwiftEmitter.emit(DesignSystemLoader.load(paths: [folder.path]))
            return []
        } catch {
            return error.errors.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }
        }
    }

    private static let button = """
    button:
      primary:
        titleTypography: "{t}"
        titleColor: { normal: "{fg}", highlighted: "{c.grey}", disabled: "{c.grey}" }
        backgroundColor: { normal: "{c.blue}", selected: "{fg}" }
        borderWidth: "{w.thin}"
        borderColor: "{fg}"
        shadow: "{raised}"
        alpha: "{o.half}"
      plain:
        backgroundColor: "{c.grey}"
    """

    // MARK: - Generated code

    @Test func aButtonGetsAValuePerStateAndEveryProperty() throws {
        let styles = try emit(styles: Self.button)[1].contents
        #expect(styles.contains("    public enum ButtonStyle: Swift.String, Swift.CaseIterable, Swift.Sendable {\n        case primary\n        case plain\n    }"))
        #expect(styles.contains("""
            case .primary:
        #sourceLocation(file: "a.styles.yaml", line: 3)
                _ = $1.setFont(DesignTokens.t.defaultValue)
        #sourceLocation(file: "a.styles.yaml", line: 4)
                _ = $1.setTitleColor(DesignTokens.fg, for: .normal)
        #sourceLocation(file: "a.styles.yaml", line: 4)
                _ = $1.setTitleColor(DesignTokens.C.grey, for: .highlighted)
        #sourceLocation(file: "a.styles.yaml", line: 4)
                _ = $1.setTitleColor(DesignTokens.C.grey, for: .disabled)
        #sourceLocation(file: "a.styles.yaml", line: 5)
                _ = $1.setBackgroundColor(DesignTokens.C.blue, for: .normal)
        #sourceLocation(file: "a.styles.yaml", line: 5)
                _ = $1.setBackgroundColor(DesignTokens.fg, for: .selected)
        #sourceLocation(file: "a.styles.yaml", line: 6)
                _ = $1.setBorderWidth(DesignTokens.W.thin.defaultValue)
        #sourceLocation(file: "a.styles.yaml", line: 7)
                _ = $1.setBorderColor(DesignTokens.fg, for: .normal)
        #sourceLocation(file: "a.styles.yaml", line: 8)
                _ = $1.setShadow(DesignTokens.raised)
        #sourceLocation(file: "a.styles.yaml", line: 9)
                _ = $1.setAlpha(Foundation.CGFloat(DesignTokens.O.half.defaultValue))
        #sourceLocation()
                return $1
            case .plain:
        #sourceLocation(file: "a.styles.yaml", line: 11)
                _ = $1.setBackgroundColor(DesignTokens.C.grey, for: .normal)
        #sourceLocation()
                return $1

        """), "\(styles)")
    }

    @Test func everyKindGetsAnEnumThatTypeChecks() throws {
        let files = try emit(styles: Self.button + """

        label:
          error: { textColor: "{fg}", alignment: left, numberOfLines: 0, shadow: "{raised}" }
        view:
          card: { backgroundColor: "{fg}", cornerRadius: "{w.thin}" }
        imageView:
          icon: { tintColor: "{fg}", contentMode: scaleAspectFit, clipsToBounds: true }
        """ + Self.componentStyles())
        let styles = files[1].contents
        for kind in StyleSchema.kinds.keys {
            let type = StyleSchema.typeName(ofKind: kind)
            #expect(styles.contains("    public enum \(type)Style: Swift.String, Swift.CaseIterable, Swift.Sendable {"), "\(kind)")
            #expect(styles.contains("extension \(type)Builder {\n    /// Applies every property the style sheet gives the style.\n    public func setStyle(_ style: DesignTokens.\(type)Style)"), "\(kind)")
        }
        #expect(styles.contains("        _ = $1.setContentMode(.scaleAspectFit)\n"))
        #expect(styles.contains("        _ = $1.setClipsToBounds(true)\n"))
        #expect(styles.contains("        _ = $1.setAlignment(.left)\n"))
        let result = try SwiftTypeChecker.typecheck(files)
        #expect(result.status == 0, "\(result.output)")
    }

    /// One style of every component kind, giving every property a value of its kind,
    /// so each component's `setStyle(_:)` is type-checked with all its calls.
    private static func componentStyles() -> String {
        var yaml = ""
        for kind in StyleSchema.catalog.values where !["label", "button", "view", "imageView"].contains(kind.key) {
            let values = kind.properties.map { "\($0.name): \(sampleValue(of: $0.kind))" }
            yaml += "\n\(kind.key):\n  sample: { \(values.joined(separator: ", ")) }\n"
        }
        return yaml
    }

    /// A value of `kind`, the same in both themes, from the fixture's tokens.
    private static func sampleValue(of kind: StyleSchema.PropertyKind) -> String {
        switch kind {
        case .token(let type):
            let tokens: [TokenType: String] = [
                .color: "c.blue", .dimension: "w.thin", .number: "o.half", .typography: "t", .shadow: "s",
                .duration: "d", .fontWeight: "fw", .fontFamily: "ff", .cubicBezier: "cb", .gradient: "g",
            ]
            guard let token = tokens[type] else {
                Issue.record("the fixture has no \(type.rawValue) token; add one")
                return "\"{c.blue}\""
            }
            return "\"{\(token)}\""
        case .alignment: return "center"
        case .integer(let minimum): return String(minimum)
        case .contentMode: return "scaleAspectFit"
        case .boolean: return "true"
        case .choice(let names): return names[0]
        }
    }

    // MARK: - Errors

    /// A property the kind lacks is found when the style sheet is checked, at its line.
    @Test func aPropertyTheKindLacksIsALocatedErrorWhenChecked() throws {
        let found = try errors(styles: "otpField:\n  card:\n    digitTypography: \"{t}\"\n    digitCornerRadiuss: \"{w.thin}\"\n")
        #expect(found.contains { $0.hasPrefix("a.styles.yaml:4:") && $0.contains("'otpField' has no property 'digitCornerRadiuss'") }, "\(found)")
    }

    /// A setter the builder lacks (removed or renamed after the kind was declared) is a
    /// compile error of the generated code, located at the style sheet's line: here the
    /// generated call is renamed as a removed setter would leave it.
    @Test func aSetterTheBuilderLacksIsACompileErrorAtTheStyleSheetLine() throws {
        let files = try emit(styles: "otpField:\n  card:\n    digitTypography: \"{t}\"\n    contentInset: \"{w.thin}\"\n")
        #expect(files[1].contents.contains("#sourceLocation(file: \"a.styles.yaml\", line: 4)\n        _ = $1.setContentInset(DesignTokens.W.thin.defaultValue)\n"))
        let broken = files.map { GeneratedFile(name: $0.name, contents: $0.contents.replacingOccurrences(of: "$1.setContentInset(", with: "$1.setContentInsett(")) }
        let result = try SwiftTypeChecker.typecheck(broken)
        #expect(result.status != 0)
        let errors = result.output.split(separator: "\n").filter { $0.contains(": error:") }
        #expect(errors.count == 1 && errors[0].hasPrefix("a.styles.yaml:4:") && errors[0].contains("setContentInsett"), "\(result.output)")
    }

    @Test func aThemedValueWhereNoneIsTakenNamesFileLineStyleAndProperty() throws {
        #expect(try errors(styles: "view:\n  card:\n    cornerRadius: \"{radius}\"\n") == [
            "a.styles.yaml:3:19: error: style 'view.card', property 'cornerRadius': 'radius' differs between themes, and cornerRadius does not take themed values",
        ])
    }

    @Test func anUnknownStateNamesFileLineStyleAndProperty() throws {
        #expect(try errors(styles: "button:\n  b:\n    titleColor: { normal: \"{fg}\", pressed: \"{fg}\" }\n") == [
            "a.styles.yaml:3:44: error: style 'button.b', property 'titleColor': 'pressed' is not a state (normal, highlighted, disabled, selected)",
        ])
    }
}
