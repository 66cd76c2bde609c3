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
        #expect(system.themes == [.light, .dark])
        #expect(system.defaultTheme == .light)
        let error = TokenPath(dotted: "colors.text.error")
        #expect(system.token(error, in: .light)?.value.color?.hexString == "#D32F2F")
        #expect(system.token(error, in: .dark)?.value.color?.hexString == "#EF9A9A")
        #expect(system.token(error, in: .light)?.aliasOf == TokenPath(dotted: "colors.red.700"))
        let body = try #require(system.token(TokenPath(dotted: "fonts.body"), in: .light)?.value.typography)
        #expect(body == Typography(fontFamily: ["Inter", "DejaVu Sans"], fontSize: 16, fontWeight: .regular, letterSpacing: 0, lineHeight: 1.5))
        #expect(system.warnings.isEmpty)
    }

    @Test func paletteKeepsSourceOrder() throws {
        let system = try DesignSystemLoader.load(paths: [PackagePaths.tokens.path])
        let ramp = system.allPaths.filter { $0.components.prefix(2) == ["colors", "neutral"] }.map(\.name)
        #expect(ramp == ["0", "50", "100", "200", "300", "400", "500", "600", "700", "800", "900", "1000"])
    }

    @Test func themedValueIsConstantWhenThemesAgree() throws {
        let system = try DesignSystemLoader.load(paths: [PackagePaths.tokens.path])
        #expect(system.themedValue(of: TokenPath(dotted: "colors.mainColor"))?.isConstant == true)
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
        #expect(found[0].hasSuffix("(--compat accepts hex strings)"))
        #expect(found[1] == #"a.tokens.json:2:61: error: token 'y': a dimension's unit must be "px" or "rem""#)
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
}
