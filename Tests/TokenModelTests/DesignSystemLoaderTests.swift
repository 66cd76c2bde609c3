import Foundation
import TestSupport
import Testing
@testable import TokenModel

@Suite("DesignSystemLoader")
struct DesignSystemLoaderTests {
    private func load(_ files: [String: String]) throws -> ResolvedDesignSystem {
        let directory = try PackagePaths.folder(with: files)
        return try DesignSystemLoader.load(paths: [directory.path])
    }

    private func diagnostics(_ files: [String: String]) throws -> [String] {
        do {
            _ = try load(files)
            return []
        } catch let error as DiagnosticsError {
            // Paths are temporary: keep the file name, line and column.
            return error.diagnostics.map { diagnostic in
                let location = diagnostic.location.map { "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line):\($0.column): " } ?? ""
                return "\(location)\(diagnostic.severity.rawValue): \(diagnostic.message)"
            }
        }
    }

    @Test func projectTokensResolveInBothThemes() throws {
        let system = try DesignSystemLoader.load(paths: [PackagePaths.tokens.path])
        // Every combination of the theme (light, dark) and device (phone, smallPhone, tablet) modifiers.
        #expect(system.themes.count == 6)
        #expect(system.themes.contains(["theme": "dark", "device": "tablet"]))
        #expect(system.defaultTheme == ["theme": "light", "device": "phone"])
        let error = TokenPath(dotted: "colors.text.error")
        #expect(system.token(error, in: .light)?.value.color?.hexString == "#D32F2F")
        #expect(system.token(error, in: .dark)?.value.color?.hexString == "#EF9A9A")
        #expect(system.token(error, in: .light)?.aliasOf == TokenPath(dotted: "palette.red.700"))
        let body = try #require(system.token(TokenPath(dotted: "fonts.body"), in: .light)?.value.typography)
        #expect(body == Typography(fontFamily: ["Inter", "DejaVu Sans"], fontSize: 16, fontWeight: .regular, letterSpacing: 0, lineHeight: 1.5))
        #expect(system.warnings.isEmpty)
    }

    @Test func paletteKeepsSourceOrder() throws {
        let system = try DesignSystemLoader.load(paths: [PackagePaths.tokens.path])
        let ramp = system.allPaths.filter { $0.components.prefix(2) == ["palette", "neutral"] }.map(\.name)
        #expect(ramp == ["0", "50", "100", "200", "300", "400", "500", "600", "700", "800", "900", "1000"])
    }

    @Test func themedValueIsConstantWhenThemesAgree() throws {
        let system = try DesignSystemLoader.load(paths: [PackagePaths.tokens.path])
        #expect(system.themedValue(of: TokenPath(dotted: "palette.blue.500"))?.isConstant == true)
        let error = try #require(system.themedValue(of: TokenPath(dotted: "colors.text.error")))
        #expect(!error.isConstant)
        #expect(error.resolved(in: .dark).color?.hexString == "#EF9A9A")
        #expect(error.resolved(in: .light).color?.hexString == "#D32F2F")
    }

    @Test func labelStylesAreRead() throws {
        let system = try DesignSystemLoader.load(paths: [PackagePaths.tokens.path])
        let names = system.styles(in: .light).filter { $0.kind == "label" }.map(\.name)
        #expect(names == ["error", "title", "body", "caption", "placeholder"])
        let error = try #require(system.styles(in: .dark).first { $0.name == "error" })
        guard case .token(let path, .color(let color)) = error.values["textColor"] else {
            Issue.record("textColor is not a color token")
            return
        }
        #expect(path == TokenPath(dotted: "colors.text.error") && color.hexString == "#EF9A9A")
        #expect(error.values["alignment"] == .alignment(.left))
        #expect(error.values["numberOfLines"] == .integer(0))
    }

    @Test func cycleNamesEveryTokenInOrder() throws {
        let found = try diagnostics(["a.tokens.json": """
            {"c": {"$type": "color",
              "a": {"$value": "{c.b}"},
              "b": {"$value": "{c.a}"}}}
            """])
        #expect(found.contains("a.tokens.json:2:8: error: token 'c.a' is part of a reference cycle: c.a -> c.b -> c.a"))
    }

    @Test func missingReferenceNamesTokenAndLine() throws {
        let found = try diagnostics(["a.tokens.json": """
            {"c": {"$type": "color",
              "a": {"$value": "{c.nope}"}}}
            """])
        #expect(found == ["a.tokens.json:2:19: error: token 'c.a' refers to 'c.nope', which does not exist"])
    }

    @Test func typeMismatchThroughAliasIsAnError() throws {
        let found = try diagnostics(["a.tokens.json": """
            {"d": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}},
             "c": {"$type": "color", "$value": "{d}"}}
            """])
        #expect(found == ["a.tokens.json:2:36: error: token 'c' is a color but refers to 'd', a dimension"])
    }

    @Test func allProblemsOfARunAreReported() throws {
        let found = try diagnostics(["a.tokens.json": """
            {"x": {"$type": "color", "$value": "#ff0000"},
             "y": {"$type": "dimension", "$value": {"value": 1, "unit": "em"}},
             "z": {"$type": "fontWeight", "$value": "Bold"}}
            """])
        #expect(found.count == 3)
        #expect(found[0].hasSuffix("(--compat accepts it)"))
        #expect(found[1] == #"a.tokens.json:2:40: error: token 'y': a dimension must be {value, unit} in px or rem, not the unit "em" (--compat accepts it)"#)
    }

    @Test func styleSheetErrorsSuggestAndNameTypes() throws {
        let found = try diagnostics([
            "a.tokens.json": #"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}, "d": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}"#,
            "a.styles.yaml": "label:\n  error:\n    textColr: \"{c}\"\n    typography: \"{d}\"\nlabl: {}\n",
        ])
        #expect(found.contains("a.styles.yaml:3:15: error: style 'label.error': 'label' has no property 'textColr'; did you mean 'textColor'?"))
        #expect(found.contains("a.styles.yaml:4:17: error: style 'label.error', property 'typography' takes a typography token, but 'd' is a dimension"))
        #expect(found.contains("a.styles.yaml:5:7: error: unknown style kind 'labl'; did you mean 'label'?"))
    }

    @Test func missingFolderIsAnError() {
        #expect(throws: DiagnosticsError.self) { try DesignSystemLoader.load(paths: ["/nonexistent/Tokens"]) }
    }

    private static let red = #"{"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}"#

    private func themed(light: String, dark: String, order: String = ##"[{"$ref": "#/sets/s"}, {"$ref": "#/modifiers/theme"}]"##, extra: [String: String] = [:]) throws -> [String] {
        let resolver = #"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "base.tokens.json"}]}}, "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}}}, "resolutionOrder": "# + order + #"}"#
        return try diagnostics(["x.resolver.json": resolver, "base.tokens.json": "{}", "light.tokens.json": light, "dark.tokens.json": dark].merging(extra) { $1 })
    }

    @Test func repeatedResolutionOrderEntryIsAnError() throws {
        let found = try themed(light: "{}", dark: "{}", order: ##"[{"$ref": "#/sets/s"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/theme"}]"##)
        #expect(found.contains { $0.hasSuffix("error: resolutionOrder names the modifier theme twice; each set and modifier applies once") })
    }

    @Test func aTokenWhoseTypeDiffersBetweenThemesIsAnError() throws {
        let found = try themed(light: #"{"g": {"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}}"#,
                               dark: #"{"g": {"c": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}}"#)
        #expect(found.contains { $0.hasSuffix("error: token 'g.c' is a color in theme=light but a dimension in theme=dark") })
    }

    @Test func aStyleReferenceMustHoldInEveryTheme() throws {
        let found = try themed(light: #"{"g": {"$type": "color", "c": \#(Self.red)}}"#, dark: "{}",
                               extra: ["a.styles.yaml": "label:\n  error:\n    textColor: \"{g.c}\"\n"])
        #expect(found.contains("a.styles.yaml:3:16: error: style 'label.error', property 'textColor' refers to 'g.c', which does not exist in theme=dark"))
    }

    @Test func aTokenInsideATokenIsAnError() throws {
        let found = try diagnostics([
            "a.tokens.json": #"{"g": {"$type": "color", "text": \#(Self.red)}}"#,
            "b.tokens.json": #"{"g": {"$type": "color", "text": {"x": \#(Self.red)}}}"#,
        ])
        #expect(found.contains { $0.hasSuffix("error: 'g.text' is a token, so 'g.text.x' cannot be a token inside it") })
    }

    @Test func impossibleTypographyIsReportedNotDrawn() throws {
        let found = try diagnostics(["a.tokens.json": """
            {"t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": -16, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 3000000, "unit": "px"}, "lineHeight": 0}},
             "d": {"$type": "dimension", "$value": {"value": 1e308, "unit": "rem"}}}
            """])
        #expect(found.contains { $0.contains("a dimension must be from -1000000 to 1000000 px, not 3000000px") })
        #expect(found.contains { $0.contains("a dimension must be from -1000000 to 1000000 px (62500 rem either way, at 16 px per rem), not 1e+308rem") })
    }

    @Test func longAliasChainsResolveAndOverlongOnesAreAnError() throws {
        func chain(_ length: Int) -> String {
            // Each token names the next, so resolving the first follows the whole chain.
            var members = (0..<length - 1).map { "\"t\($0)\": {\"$value\": \"{c.t\($0 + 1)}\"}" }
            members.append("\"t\(length - 1)\": \(Self.red)")
            return "{\"c\": {\"$type\": \"color\", " + members.joined(separator: ", ") + "}}"
        }
        let fine = try load(["a.tokens.json": chain(AliasResolver.maximumChainLength)])
        #expect(fine.defaultTokens.count == AliasResolver.maximumChainLength)
        let found = try diagnostics(["a.tokens.json": chain(3000)])
        #expect(found.contains { $0.contains("starts a chain of more than \(AliasResolver.maximumChainLength) aliases") })
    }

    /// A style cannot apply a length with no size in points (vw, vh under `--compat`): a
    /// located error, not a NaN handed to a builder.
    @Test func aStyleReferringToAViewportLengthIsAnError() throws {
        let found = try DiagnosticRun([
            "a.tokens.json": ##"{"r": {"$type": "dimension", "$value": {"value": 2, "unit": "vw"}}, "ok": {"$type": "dimension", "$value": {"value": 0.5, "unit": "em"}}}"##,
            "a.styles.yaml": "view:\n  card:\n    cornerRadius: \"{r}\"\n  soft:\n    cornerRadius: \"{ok}\"\n",
        ], mode: .compat).errors
        #expect(found == ["a.styles.yaml:3:19: error: style 'view.card', property 'cornerRadius' refers to 'r', 2vw, which has no size in points; a style takes px, rem or em"])
    }
}
