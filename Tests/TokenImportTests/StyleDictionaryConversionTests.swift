import Foundation
import Testing
import TestSupport
@testable import TokenImport
import TokenModel

@Suite("Style Dictionary legacy format to DTCG")
struct StyleDictionaryConversionTests {
    private let folder = ConversionCheck.importers.appendingPathComponent("style-dictionary")

    @Test("the CTI folder and the typed file convert to strict DTCG with the source's values")
    func convertsEverything() throws {
        let (conversion, system, out) = try ConversionCheck.convertAndLoad([folder.appendingPathComponent("cti"), folder.appendingPathComponent("typed.json")])
        #expect(conversion.format == .styleDictionary)
        #expect(conversion.detection.contains("Style Dictionary"))
        let tokens = system.defaultTokens
        func value(_ path: String) -> TokenValue? { tokens[TokenPath(dotted: path)]?.value }
        // Values computed by hand from the fixtures.
        #expect(value("color.base.red") == .color(Color(red: 1, green: 0, blue: 0)))
        #expect(value("color.base.shade") == .color(Color(red: 0, green: 0, blue: 0, alpha: 0.5)))
        #expect(value("color.base.gray")?.color?.alpha == Double(0x80) / 255)
        #expect(value("color.font.tertiary") == value("color.base.red"))
        #expect(value("size.font.small") == .dimension(Dimension(0.75, .rem)))
        #expect(value("size.font.huge") == .dimension(Dimension(24, .px)))
        #expect(value("size.padding.tiny") == .dimension(Dimension(4, .rem)))
        #expect(value("size.lineHeight.body") == .number(1.5))
        #expect(value("time.default") == .duration(TokenDuration(250, .ms)))
        #expect(value("time.slow") == .duration(TokenDuration(0.5, .s)))
        #expect(value("font.family.base") == .fontFamily(["Helvetica Neue", "Arial", "sans-serif"]))
        #expect(value("font.weight.bold") == .fontWeight(FontWeight(700)))
        #expect(value("layer.opacity") == .number(0.4))
        #expect(value("radius.small") == .dimension(Dimension(4, .px)))
        #expect(value("motion.easeInOut") == .cubicBezier(CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)))
        // 0.01em of a 16 px font is 0.16 px; no letterSpacing is 0.
        #expect(value("text.body")?.typography?.letterSpacing == 0.16)
        #expect(value("text.caption")?.typography?.letterSpacing == 0)
        #expect(value("text.caption")?.typography?.fontWeight == FontWeight(400))
        guard case .shadow(let layered)? = value("elevation.layered") else { Issue.record("no layered shadow"); return }
        #expect(layered.count == 2 && layered[1].inset && layered[1].spread == Dimension(1))
        guard case .shadow(let object)? = value("elevation.object") else { Issue.record("no object shadow"); return }
        #expect(object[0].spread == Dimension(0) && object[0].color.alpha == Double(0x4d) / 255)
        // References stay references; comment becomes $description; extra properties $extensions.
        // Each source file becomes a token file of the same name.
        for name in ["color", "size", "time", "typed"] {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("\(name).tokens.json").path), "\(name)")
        }
        let written = try String(contentsOf: out.appendingPathComponent("color.tokens.json"), encoding: .utf8)
        #expect(written.contains("\"$value\": \"{color.base.red}\""))
        #expect(written.contains("\"$description\": \"The brand's red.\""))
        #expect(written.contains("\"themeable\": true"))
        #expect(tokens[TokenPath(dotted: "brand.onPrimary")]?.aliasOf == TokenPath(dotted: "brand.primary"))
    }

    @Test("every value that cannot be carried over is in the report, with its place")
    func reportsWhatItCannotCarry() throws {
        let conversion = TokenConverter.convert(paths: [folder.appendingPathComponent("cti").path, folder.appendingPathComponent("typed.json").path])
        let expected: [String: String] = [
            "color.base.purple": "rebeccapurple",
            "color.background.hero": "gradient",
            "size.padding.relative": "'em'",
            "font.weight.italic": "italic",
            "font.style.emphasis": "no type",
            "content.icon.star": "content",
            "asset.image.logo": "asset",
            "radius.bare": "no unit",
            "fill.css": "gradient",
            "text.label": "content",
            "misc.url": "asset",
        ]
        ConversionCheck.expectLeftOut(expected, in: conversion)
        #expect(ConversionCheck.findings(conversion, token: "text.caption").contains("letterSpacing"))
        // Rules of the format are reported once each, naming the tokens they applied to.
        let rules = conversion.report.items.map(\.message)
        #expect(rules.contains { $0.hasPrefix("3 token(s) unitless sizes read as rem") && $0.contains("size.font.small, size.font.medium, size.padding.tiny") })
        #expect(rules.contains { $0.hasPrefix("1 token(s) unitless durations read as ms") && $0.contains("time.default") })
        #expect(rules.contains { $0.hasPrefix("9 token(s) without a type, typed color from the category 'color'") })
        let located = conversion.report.items.first { $0.token == "size.padding.relative" }?.location
        #expect(located?.file.hasSuffix("size.json5") == true && located?.line == 14)
        #expect(!conversion.report.hasErrors)
    }

    @Test("a JavaScript source is refused with a message saying to export JSON")
    func refusesJavaScript() throws {
        let directory = try PackagePaths.folder(with: ["tokens.js": "module.exports = { color: { red: { value: '#f00' } } };"])
        let conversion = TokenConverter.convert(paths: [directory.appendingPathComponent("tokens.js").path])
        #expect(conversion.report.hasErrors)
        #expect(conversion.report.items.first?.message.contains("export it as JSON") == true)
        #expect(conversion.files.isEmpty)
    }

    @Test("a file already in DTCG form is an error pointing at validate")
    func refusesDTCG() throws {
        let directory = try PackagePaths.folder(with: ["a.json": ##"{"color": {"red": {"$value": "#f00", "value": "#f00"}}}"##])
        let conversion = TokenConverter.convert(paths: [directory.path], from: .styleDictionary)
        #expect(conversion.report.items.contains { $0.severity == .error && $0.message.contains("already DTCG") })
    }

    @Test("a token a later file defines again overrides the earlier one, reported, as Style Dictionary merges")
    func laterFileWins() throws {
        let directory = try PackagePaths.folder(with: [
            "a.json": ##"{"color": {"brand": {"value": "#ff0000"}}}"##,
            "b.json5": "{color: {brand: {value: '#00ff00'}, accent: {value: '{color.brand.value}'}}}",
        ])
        let (conversion, system, _) = try ConversionCheck.convertAndLoad([directory])
        #expect(system.defaultTokens[TokenPath(dotted: "color.accent")]?.value == .color(Color(red: 0, green: 1, blue: 0)))
        #expect(ConversionCheck.findings(conversion, token: "color.brand").contains("defined again here"))
    }

    @Test("a type Style Dictionary does not document is typed as an untyped token: by its category, else by a value that names its type; reported per type")
    func undocumentedTypeFallsBackToCategory() throws {
        // Style Dictionary 3's transforms match the category (the path's first part), so a
        // team's own type, such as Auro's 'primitive', types nothing.
        let directory = try PackagePaths.folder(with: ["a.json": """
            {"color": {"black": {"value": "#000000", "type": "primitive"}},
             "size": {"small": {"value": "0.5", "type": "primitive"}},
             "type": {"size": {"16": {"value": "1rem", "type": "primitive"}}, "weight": {"bold": {"value": "700", "type": "primitive"}}},
             "shade": {"value": "rgba(0, 0, 0, 0.5)", "type": "primitive"}}
            """])
        let (conversion, system, _) = try ConversionCheck.convertAndLoad([directory])
        let tokens = system.defaultTokens
        #expect(tokens[TokenPath(dotted: "color.black")]?.value == .color(Color(red: 0, green: 0, blue: 0)))
        // size is rem when unitless, as for an untyped size token (size/rem).
        #expect(tokens[TokenPath(dotted: "size.small")]?.value == .dimension(Dimension(0.5, .rem)))
        #expect(tokens[TokenPath(dotted: "type.size.16")]?.value == .dimension(Dimension(1, .rem)))
        #expect(tokens[TokenPath(dotted: "shade")]?.value == .color(Color(red: 0, green: 0, blue: 0, alpha: 0.5)))
        ConversionCheck.expectLeftOut(["type.weight.bold": "its type 'primitive' is not one Style Dictionary documents, and neither its Style Dictionary category 'type'"], in: conversion)
        let messages = conversion.report.items.map(\.message)
        #expect(messages.contains { $0.hasPrefix("5 token(s) declare the type 'primitive', which Style Dictionary does not document") })
        #expect(messages.contains { $0.hasPrefix("1 token(s) with the type 'primitive', typed color from the category 'color'") })
        #expect(messages.contains { $0.hasPrefix("1 token(s) with the type 'primitive', whose category 'type' types nothing, typed dimension from their value") })
        #expect(!conversion.report.items.contains { $0.message.contains("is not one Style Dictionary documents") && $0.token == "color.black" })
    }
}
