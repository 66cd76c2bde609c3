import Codegen
import Foundation
import TestSupport
import Testing
import TokenModel

/// What `--compat`'s lengths become in each output, end to end: CSS and JSON keep rem, em,
/// vw and vh as written (in typography too); Swift holds points (em in a typography against
/// its own font size, on its own against the root font size) and refuses by name a length
/// that has none (vw, vh).
@Suite("Compat lengths in the outputs")
struct CompatOutputTests {
    // MARK: - Fixtures

    /// A typography of 1.25rem (20px) with 0.05em letter spacing (1px), and lengths in each
    /// form and unit.
    private static let tokens = """
        {"type": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 1.25, "unit": "rem"}, "fontWeight": 400,
                                                    "letterSpacing": {"value": 0.05, "unit": "em"}, "lineHeight": 1.5}},
         "space": {"$type": "dimension", "string": {"$value": "1.5rem"}, "object": {"$value": {"value": 1.5, "unit": "rem"}}},
         "fast": {"$type": "duration", "$value": "100ms"}}
        """

    private static let relative = """
        {"relative": {"$type": "dimension", "em": {"$value": {"value": 0.05, "unit": "em"}}, "vw": {"$value": {"value": 2, "unit": "vw"}}},
         "line": {"$type": "border", "$value": {"color": {"colorSpace": "srgb", "components": [0, 0, 0]}, "width": "0.1vh", "style": "solid"}}}
        """

    private func load(_ tokens: String) throws -> ResolvedDesignSystem {
        try DesignSystemLoader.load(paths: [try PackagePaths.folder(with: ["a.tokens.json": tokens]).path], mode: .compat)
    }

    // MARK: - CSS

    @Test func cssKeepsRemAndEmInTypographyAndStandaloneLengths() throws {
        let css = try CSSEmitter.emit(load(Self.tokens), sourceDescription: "Tokens")
        #expect(css.contains("  --type: 400 1.25rem/1.5 \"Inter\";\n")) // not 20px
        #expect(css.contains("  --type-letter-spacing: 0.05em;\n"))    // not 0.8px, not 1px
        #expect(css.contains("  --space-string: 1.5rem;\n"))           // not 24px
        #expect(css.contains("  --space-object: 1.5rem;\n"))
        #expect(css.contains("  --fast: 100ms;\n"))
    }

    @Test func cssKeepsEmAndViewportUnits() throws {
        let css = try CSSEmitter.emit(load(Self.relative), sourceDescription: "Tokens")
        #expect(css.contains("  --relative-em: 0.05em;\n"))
        #expect(css.contains("  --relative-vw: 2vw;\n"))       // not 7.8px
        #expect(css.contains("  --line: 0.1vh solid #000000;\n")) // not 0.844px
    }

    // MARK: - JSON

    @Test func jsonKeepsTheUnitsWritten() throws {
        let json = try JSONEmitter.emit(load(Self.tokens))
        #expect(json.contains(#""fontSize":{"value":1.25,"unit":"rem"}"#))
        #expect(json.contains(#""letterSpacing":{"value":0.05,"unit":"em"}"#))
        #expect(json.contains(#""$value": {"value":1.5,"unit":"rem"}"#))
        #expect(!json.contains(#""value":24,"#))
        #expect(json.contains(#""$value": {"value":100,"unit":"ms"}"#))
        let relative = try JSONEmitter.emit(load(Self.relative))
        #expect(relative.contains(#""$value": {"value":0.05,"unit":"em"}"#))
        #expect(relative.contains(#""$value": {"value":2,"unit":"vw"}"#))
    }

    // MARK: - Swift

    @Test func swiftHoldsPointsConvertedAgainstTheTypographysFontSize() throws {
        let swift = try SwiftEmitter.emit(load(Self.tokens)).tokensText
        // 1.25rem × 16 = 20pt; 0.05em × 20pt = 1pt.
        #expect(swift.contains("fontSize: 20, fontWeight: TokenValues.FontWeight(400), letterSpacing: 1, lineHeight: 1.5)"))
        // "1.5rem" and {1.5, rem} alike: 1.5 × 16 = 24pt.
        #expect(swift.contains("string: Foundation.CGFloat = Foundation.CGFloat(24)"))
        #expect(swift.contains("object: Foundation.CGFloat = Foundation.CGFloat(24)"))
    }

    @Test func swiftHoldsAnEmOnItsOwnAgainstTheRootSize() throws {
        let system = try load(#"{"relative": {"$type": "dimension", "em": {"$value": {"value": 0.05, "unit": "em"}}}}"#)
        // 0.05em × the 16px root = 0.8pt, said in a warning (TokenModel's CompatConversionTests).
        #expect(try SwiftEmitter.emit(system).tokensText.contains("em: Foundation.CGFloat = Foundation.CGFloat(0.8)"))
        #expect(system.warnings.contains { $0.message.hasPrefix("token 'relative.em': 0.05em is relative to the font size") })
    }

    @Test func swiftLeavesOutEveryLengthWithoutPointsByNameUnderCompat() throws {
        let system = try load(Self.relative)
        var warnings: [Diagnostic] = []
        let text = try SwiftEmitter.emit(system, warnings: &warnings).tokensText
        #expect(warnings.map(\.message).filter { $0.contains("vw") || $0.contains("vh") } == [
            "token 'relative.vw': 2vw has no size in points, so Swift cannot hold it (CSS and JSON keep it as written); it is left out of the Swift (--compat)",
            "token 'line': 0.1vh has no size in points, so Swift cannot hold it (CSS and JSON keep it as written); it is left out of the Swift (--compat)",
        ])
        #expect(text.contains("// Left out (no size in points, so Swift cannot hold it): relative.vw\n// Left out (no size in points, so Swift cannot hold it): line\n"))
        #expect(!text.contains("static let vw:") && !text.contains("static let line:"))
    }

    @Test func swiftRefusesEveryLengthWithoutPointsByNameUnderStrict() throws {
        var system = try load(Self.relative)
        system.readingMode = .strict
        #expect(throws: DiagnosticsError.self) { try SwiftEmitter.emit(system) }
        do {
            _ = try SwiftEmitter.emit(system)
        } catch {
            #expect(error.errors.map(\.message) == [
                "token 'relative.vw': 2vw has no size in points, so Swift cannot hold it (CSS and JSON keep it as written); give it in px or rem",
                "token 'line': 0.1vh has no size in points, so Swift cannot hold it (CSS and JSON keep it as written); give it in px or rem",
            ])
            #expect(error.errors.allSatisfy { $0.location?.file.hasSuffix("a.tokens.json") == true })
        }
    }

    /// A length without points in one theme only is left out too: every theme's value is looked at.
    @Test func swiftLeavesOutALengthWithoutPointsInOneThemeOnly() throws {
        let resolver = #"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}}, "#
            + #""modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"}}, "#
            + ##""resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}"##
        let gap = { (value: Int, unit: String) in #"{"gap": {"$type": "dimension", "$value": {"value": \#(value), "unit": "\#(unit)"}}}"# }
        let folder = try PackagePaths.folder(with: ["design.resolver.json": resolver, "base.tokens.json": gap(8, "px"),
                                                    "light.tokens.json": gap(4, "px"), "dark.tokens.json": gap(2, "vw")])
        let system = try DesignSystemLoader.load(paths: [folder.path], mode: .compat)
        var warnings: [Diagnostic] = []
        let text = try SwiftEmitter.emit(system, warnings: &warnings).tokensText
        #expect(warnings.map(\.message).filter { $0.contains("vw") } == [
            "token 'gap': 2vw has no size in points, so Swift cannot hold it (CSS and JSON keep it as written); it is left out of the Swift (--compat)",
        ])
        #expect(!text.contains("static let gap:"))
    }
}
