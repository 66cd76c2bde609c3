import Foundation
import Testing
import TestSupport
@testable import TokenImport
import TokenModel

/// Values convert must give as tokens-studio/sd-transforms gives them: the inputs and
/// expected outputs of its specs (test/spec/transformLineHeight, transformFontWeights,
/// checkAndEvaluateMath, color-modifiers/transformColorModifiers) and its integration
/// fixture math-in-complex-values.tokens.json (copied, with its licence, into
/// Tests/Fixtures/sd-transforms). Each input is converted as a Tokens Studio token.
@Suite("Tokens Studio values as sd-transforms gives them")
struct SDTransformsOracleTests {
    // MARK: - Helpers

    /// Converts a one-set export whose tokens are `tokens` (JSON members) and loads it strictly.
    private func convert(_ tokens: String) throws -> (TokenConverter.Conversion, [TokenPath: ResolvedToken]) {
        let directory = try PackagePaths.folder(with: ["t.json": "{\"global\": {\(tokens)}, \"$metadata\": {\"tokenSetOrder\": [\"global\"]}}"])
        let (conversion, system, _) = try ConversionCheck.convertAndLoad([directory.appendingPathComponent("t.json")])
        return (conversion, Dictionary(uniqueKeysWithValues: system.defaultTokens.map { ($0.key, $0.value) }))
    }

    private func token(_ name: String, _ value: String, _ type: String) -> String {
        "\"\(name)\": {\"value\": \(value), \"type\": \"\(type)\"}"
    }

    // MARK: - Line heights (transformLineHeight.spec.ts, README's ts/size/lineheight)

    @Test("a line height token: a percentage and a plain number are multiples, a px length stays a length")
    func lineHeightTokens() throws {
        let (_, tokens) = try convert([
            token("half", "\"50%\"", "lineHeights"), token("one", "1", "lineHeights"), token("wide", "2.2", "lineHeights"),
            token("text", "\"1.4\"", "lineHeights"), token("fixed", "\"24px\"", "lineHeights"),
        ].joined(separator: ", "))
        #expect(tokens[TokenPath(dotted: "half")]?.value == .number(0.5))
        #expect(tokens[TokenPath(dotted: "one")]?.value == .number(1))
        #expect(tokens[TokenPath(dotted: "wide")]?.value == .number(2.2))
        #expect(tokens[TokenPath(dotted: "text")]?.value == .number(1.4))
        #expect(tokens[TokenPath(dotted: "fixed")]?.value == .dimension(Dimension(24)))
    }

    @Test("a typography's line height follows the same rule whichever way it is given")
    func lineHeightInTypography() throws {
        func typography(_ name: String, _ lineHeight: String) -> String {
            token(name, "{\"fontFamily\": \"Arial\", \"fontSize\": \"16px\", \"fontWeight\": \"400\", \"lineHeight\": \(lineHeight)}", "typography")
        }
        let (conversion, tokens) = try convert([
            token("lh.relaxed", "\"1.4\"", "lineHeights"), token("lh.fixed", "\"24px\"", "lineHeights"), token("lh.ratio", "1.5", "number"),
            typography("percent", "\"150%\""), typography("one", "\"1\""), typography("viaLineHeight", "\"{lh.relaxed}\""),
            typography("viaNumber", "\"{lh.ratio}\""), typography("inlineNumber", "\"1.5\""), typography("px", "\"24px\""),
            typography("viaPx", "\"{lh.fixed}\""), token("lh.big", "24", "number"), typography("viaBigNumber", "\"{lh.big}\""), typography("math", "\"0.75 * 2\""), typography("big", "\"24\""),
        ].joined(separator: ", "))
        func lineHeight(_ path: String) -> Double? { tokens[TokenPath(dotted: path)]?.value.typography?.lineHeight }
        #expect(lineHeight("percent") == 1.5)  // the spec's 150% → 1.5
        #expect(lineHeight("one") == 1)
        #expect(lineHeight("viaLineHeight") == 1.4)
        #expect(lineHeight("viaNumber") == 1.5 && lineHeight("inlineNumber") == 1.5)
        // 24px of line on a 16px font: CSS's line box is 1.5 times the font size.
        #expect(lineHeight("px") == 1.5 && lineHeight("viaPx") == 1.5)
        #expect(lineHeight("math") == 1.5)
        // A plain 24 is 24 times the font size (as sd-transforms writes it for CSS), reported.
        #expect(lineHeight("big") == 24)
        #expect(ConversionCheck.findings(conversion, token: "global:big").contains("if 24px was meant"))
        // The same note when 24 arrives through a `number` token.
        #expect(ConversionCheck.findings(conversion, token: "global:viaBigNumber").contains("if 24px was meant"))
    }

    @Test("AUTO is reported, not guessed: DTCG needs a number")
    func autoLineHeight() {
        let directory = try? PackagePaths.folder(with: ["t.json": "{\"global\": {\"lh\": {\"value\": \"AUTO\", \"type\": \"lineHeights\"}, \"x\": {\"value\": \"4\", \"type\": \"spacing\"}}}"])
        let conversion = TokenConverter.convert(paths: [directory!.appendingPathComponent("t.json").path])
        ConversionCheck.expectLeftOut(["global:lh": "AUTO"], in: conversion)
    }

    // MARK: - Dimensions, opacity, letter spacing (transformDimension, transformOpacity, transformLetterSpacing specs)

    @Test("unitless dimensions are px, opacity percentages fractions, a typography's letter spacing percentage a length")
    func dimensionsOpacityLetterSpacing() throws {
        let (conversion, tokens) = try convert([
            token("text", "\"4\"", "spacing"), token("number", "4", "sizing"), token("px", "\"4px\"", "dimension"), token("zero", "\"0\"", "spacing"),
            token("half", "\"50%\"", "opacity"),
            token("typo", "{\"fontFamily\": \"Arial\", \"fontSize\": \"16px\", \"fontWeight\": 400, \"lineHeight\": 1, \"letterSpacing\": \"150%\"}", "typography"),
            token("em", "\"4em\"", "spacing"), token("multi", "\"4 8\"", "spacing"),
        ].joined(separator: ", "))
        for path in ["text", "number", "px"] { #expect(tokens[TokenPath(dotted: path)]?.value == .dimension(Dimension(4)), "\(path)") }
        #expect(tokens[TokenPath(dotted: "zero")]?.value == .dimension(Dimension(0)))
        #expect(tokens[TokenPath(dotted: "half")]?.value == .number(0.5))
        // 150% → 1.5em in CSS; of a 16px font, 24px.
        #expect(tokens[TokenPath(dotted: "typo")]?.value.typography?.letterSpacing == 24)
        // sd-transforms keeps 4em and writes "4px 8px"; DTCG has no em length and no list of lengths.
        ConversionCheck.expectLeftOut(["global:em": "'em'", "global:multi": "not a dimension"], in: conversion)
    }

    // MARK: - Font weights (transformFontWeights.spec.ts)

    /// sd-transforms' fontWeightMap, every name and its number.
    static let weightMap: [(String, Int)] = [
        ("hairline", 100), ("thin", 100), ("extralight", 200), ("ultralight", 200), ("extraleicht", 200), ("light", 300),
        ("leicht", 300), ("normal", 400), ("regular", 400), ("buch", 400), ("book", 400), ("medium", 500), ("kraeftig", 500),
        ("kräftig", 500), ("semibold", 600), ("demibold", 600), ("halbfett", 600), ("bold", 700), ("dreiviertelfett", 700),
        ("extrabold", 800), ("ultrabold", 800), ("fett", 800), ("black", 900), ("heavy", 900), ("super", 900),
        ("extrafett", 900), ("ultra", 950), ("ultrablack", 950), ("extrablack", 950),
    ]

    @Test("every weight name of sd-transforms' map, any case, with spaces and with a style")
    func fontWeights() throws {
        var members = Self.weightMap.enumerated().map { token("w\($0.offset)", "\"\($0.element.0)\"", "fontWeights") }
        members += [token("light", "\"Light\"", "fontWeights"), token("lightNormal", "\"Light normal\"", "fontWeights"),
                    token("extraBoldItalic", "\"ExtraBold Italic\"", "fontWeights"), token("extraBold", "\"Extra Bold\"", "fontWeights"),
                    token("ultraBlackItalic", "\"Ultra Black Italic\"", "fontWeights"), token("numeric", "\"300\"", "fontWeights"),
                    token("typo", "{\"fontFamily\": \"Arial\", \"fontSize\": \"16px\", \"fontWeight\": \"ExtraBold Italic\", \"lineHeight\": 1}", "typography"),
                    token("typoLight", "{\"fontFamily\": \"Arial\", \"fontSize\": \"16px\", \"fontWeight\": \"Light\", \"lineHeight\": 1}", "typography")]
        let (conversion, tokens) = try convert(members.joined(separator: ", "))
        func weight(_ path: String) -> TokenValue? { tokens[TokenPath(dotted: path)]?.value }
        for (index, entry) in Self.weightMap.enumerated() {
            #expect(weight("w\(index)") == .fontWeight(FontWeight(entry.1)), "\(entry.0)")
        }
        #expect(weight("light") == .fontWeight(FontWeight(300)) && weight("lightNormal") == .fontWeight(FontWeight(300)))
        #expect(weight("extraBoldItalic") == .fontWeight(FontWeight(800)) && weight("extraBold") == .fontWeight(FontWeight(800)))
        #expect(weight("ultraBlackItalic") == .fontWeight(FontWeight(950)) && weight("numeric") == .fontWeight(FontWeight(300)))
        #expect(weight("typo")?.typography?.fontWeight == FontWeight(800) && weight("typoLight")?.typography?.fontWeight == FontWeight(300))
        // The style DTCG's fontWeight cannot hold is reported.
        #expect(ConversionCheck.findings(conversion, token: "global:extraBoldItalic").contains("'italic' is not"))
        #expect(!ConversionCheck.findings(conversion, token: "global:lightNormal").contains("is not"))
    }

    @Test("a style alone or an unknown name is not a weight: reported", arguments: ["Italic", "", "no_match_pattern", "foo"])
    func notAWeight(name: String) {
        let directory = try? PackagePaths.folder(with: ["t.json": "{\"global\": {\"w\": {\"value\": \"\(name)\", \"type\": \"fontWeights\"}, \"x\": {\"value\": \"4\", \"type\": \"spacing\"}}}"])
        let conversion = TokenConverter.convert(paths: [directory!.appendingPathComponent("t.json").path])
        #expect(ConversionCheck.findings(conversion, token: "global:w").contains("left out"))
    }

    // MARK: - Math in composite values (checkAndEvaluateMath.spec.ts, math-in-complex-values)

    @Test("math inside typography, shadow and border members is evaluated")
    func compositeMath() throws {
        let (_, tokens) = try convert([
            token("typo", "{\"fontFamily\": \"Arial\", \"fontWeight\": \"100 * 3\", \"fontSize\": \"16px * 1.5\", \"lineHeight\": 1}", "typography"),
            token("shadow", "{\"offsetX\": \"2*2px\", \"offsetY\": \"2*4px\", \"blur\": \"2*8px\", \"spread\": \"2*6px\", \"color\": \"#000\"}", "boxShadow"),
            token("shadows", "[{\"offsetX\": \"2*2px\", \"offsetY\": \"2*4px\", \"blur\": \"2*8px\", \"spread\": \"2*6px\", \"color\": \"#000\"}]", "boxShadow"),
            token("border", "{\"width\": \"6px / 4\", \"style\": \"solid\", \"color\": \"#000\"}", "border"),
        ].joined(separator: ", "))
        let typo = tokens[TokenPath(dotted: "typo")]?.value.typography
        #expect(typo?.fontWeight == FontWeight(300) && typo?.fontSize == 24 && typo?.lineHeight == 1)
        for path in ["shadow", "shadows"] {
            guard case .shadow(let layers)? = tokens[TokenPath(dotted: path)]?.value, let shadow = layers.first else { Issue.record("no \(path)"); continue }
            #expect(shadow.offsetX == Dimension(4) && shadow.offsetY == Dimension(8) && shadow.blur == Dimension(16) && shadow.spread == Dimension(12))
        }
        guard case .border(let border)? = tokens[TokenPath(dotted: "border")]?.value else { Issue.record("no border"); return }
        #expect(border.width == Dimension(1.5))
    }

    @Test("math-in-complex-values.tokens.json gives the CSS sd-transforms' integration test expects")
    func mathInComplexValues() throws {
        let file = PackagePaths.root.appendingPathComponent("Tests/Fixtures/sd-transforms/math-in-complex-values.tokens.json")
        let (_, system, _) = try ConversionCheck.convertAndLoad([file], from: .tokensStudio)
        let tokens = system.defaultTokens
        // --sdTypo: 400 24px/1.125 'Arial Black';
        let typo = tokens[TokenPath(dotted: "typo")]?.value.typography
        #expect(typo?.fontWeight == FontWeight(400) && typo?.fontSize == 24 && typo?.lineHeight == 1.125 && typo?.fontFamily == ["Arial Black"])
        // --sdBorder: 24px dashed rgba(255, 255, 0, 0.5);
        guard case .border(let border)? = tokens[TokenPath(dotted: "border")]?.value else { Issue.record("no border"); return }
        #expect(border.width == Dimension(24) && border.color == Color(red: 1, green: 1, blue: 0, alpha: 0.5))
        // --sdShadowSingle: inset 0 4px 10px 0 rgba(0, 0, 0, 0.4);
        guard case .shadow(let single)? = tokens[TokenPath(dotted: "shadow.single")]?.value,
              case .shadow(let double)? = tokens[TokenPath(dotted: "shadow.double")]?.value else { Issue.record("no shadows"); return }
        #expect(single.count == 1 && single[0].inset && single[0].offsetX == Dimension(0) && single[0].offsetY == Dimension(4)
            && single[0].blur == Dimension(10) && single[0].spread == Dimension(0) && single[0].color == Color(red: 0, green: 0, blue: 0, alpha: 0.4))
        // --sdShadowDouble: …, inset 0 4px 10px 0 rgba(255, 255, 255, 0.2);
        #expect(double.count == 2 && double[1].inset && double[1].offsetY == Dimension(4) && double[1].blur == Dimension(10)
            && double[1].color == Color(red: 1, green: 1, blue: 1, alpha: 0.2))
    }

    // MARK: - Color modifiers (transformColorModifiers.spec.ts)

    @Test("lighten, darken, mix and alpha in srgb and hsl give the spec's colors", arguments: [
        // #C14242 lightened by 0.2 in srgb: rgb(80.549% 40.706% 40.706%).
        ("#C14242", "lighten", "0.2", "srgb", nil, [0.80549, 0.40706, 0.40706], 1.0),
        ("#C14242", "lighten", "0.5 - 0.3", "srgb", nil, [0.80549, 0.40706, 0.40706], 1),
        ("#C14242", "darken", "0.2", "srgb", nil, [0.60549, 0.20706, 0.20706], 1),
        ("#C14242", "darken", "0.5 - 0.3", "srgb", nil, [0.60549, 0.20706, 0.20706], 1),
        ("#000000", "mix", "0.5", "srgb", "#FFFFFF", [0.5, 0.5, 0.5], 1),
        ("#FFFFFF", "mix", "0.5 + 6 * 0.04", "srgb", "#4477DD", [0.45733, 0.60533, 0.90133], 1),
        ("#C14242", "alpha", "0.2", "srgb", nil, [0.75686, 0.25882, 0.25882], 0.2),
        ("#C14242", "alpha", "0.5 - 0.3", "srgb", nil, [0.75686, 0.25882, 0.25882], 0.2),
    ] as [(String, String, String, String, String?, [Double], Double)])
    func colorModifiers(color: String, type: String, amount: String, space: String, mix: String?, expected: [Double], alpha: Double) throws {
        let mixMember = mix.map { ", \"color\": \"\($0)\"" } ?? ""
        let (_, tokens) = try convert("\"c\": {\"value\": \"\(color)\", \"type\": \"color\", \"$extensions\": {\"studio.tokens\": {\"modify\": {\"type\": \"\(type)\", \"value\": \"\(amount)\", \"space\": \"\(space)\"\(mixMember)}}}}")
        guard case .color(let result)? = tokens[TokenPath(dotted: "c")]?.value else { Issue.record("no color"); return }
        // The spec's colors are printed with 5 significant digits.
        #expect(abs(result.red - expected[0]) < 1e-5 && abs(result.green - expected[1]) < 1e-5 && abs(result.blue - expected[2]) < 1e-5, "\(result)")
        #expect(abs(result.alpha - alpha) < 1e-9)
    }

    @Test("mix in hsl gives the spec's colors: hsl(none 0% 50%) and hsl(220 51.231% 67.933%)")
    func hslMix() throws {
        func mixed(_ base: String, _ other: String, _ amount: String) throws -> CSSValues.RGB? {
            let modifier = ColorModifier(kind: .mix, amount: try TokenMath.evaluate(amount).value, space: "hsl", mixColor: CSSValues.color(other))
            guard case .srgb(let rgb) = try modifier.apply(to: try #require(CSSValues.color(base))) else { return nil }
            return rgb
        }
        let grey = try mixed("#000000", "#FFFFFF", "0.5"), blue = try mixed("#FFFFFF", "#4477DD", "0.5 + 6 * 0.04")
        let expectedBlue = try #require(CSSValues.color("hsl(220, 51.231%, 67.933%)"))
        #expect(grey.map { abs($0.red - 0.5) < 1e-9 && abs($0.green - 0.5) < 1e-9 && abs($0.blue - 0.5) < 1e-9 } == true)
        #expect(blue.map { abs($0.red - expectedBlue.red) < 1e-4 && abs($0.green - expectedBlue.green) < 1e-4 && abs($0.blue - expectedBlue.blue) < 1e-4 } == true, "\(String(describing: blue))")
    }

    @Test("lighten and darken in hsl give the spec's colors")
    func hslModifiers() throws {
        let (_, tokens) = try convert([
            "\"l\": {\"value\": \"#C14242\", \"type\": \"color\", \"$extensions\": {\"studio.tokens\": {\"modify\": {\"type\": \"lighten\", \"value\": \"0.2\", \"space\": \"hsl\"}}}}",
            "\"d\": {\"value\": \"#C14242\", \"type\": \"color\", \"$extensions\": {\"studio.tokens\": {\"modify\": {\"type\": \"darken\", \"value\": \"0.2\", \"space\": \"hsl\"}}}}",
        ].joined(separator: ", "))
        // hsl(0 50.598% 60.627%) and the darkened one as the spec prints them.
        let lighter = CSSValues.color("hsl(0, 50.598%, 60.627%)")!
        guard case .color(let l)? = tokens[TokenPath(dotted: "l")]?.value else { Issue.record("no color"); return }
        #expect(abs(l.red - lighter.red) < 1e-4 && abs(l.green - lighter.green) < 1e-4 && abs(l.blue - lighter.blue) < 1e-4, "\(l)")
        // darken 0.2 in hsl moves the lightness from 50.784% to 40.627%; with the format hex the spec prints #9c3333.
        guard case .color(let d)? = tokens[TokenPath(dotted: "d")]?.value else { Issue.record("no color"); return }
        #expect(Int((d.red * 255).rounded()) == 0x9C && Int((d.green * 255).rounded()) == 0x33 && Int((d.blue * 255).rounded()) == 0x33, "\(d)")
    }

    @Test("color-modifier-references.tokens.json gives the hex colors sd-transforms' integration test expects")
    func colorModifierReferences() throws {
        let file = PackagePaths.root.appendingPathComponent("Tests/Fixtures/sd-transforms/color-modifier-references.tokens.json")
        let (_, system, _) = try ConversionCheck.convertAndLoad([file], from: .tokensStudio)
        // The test's CSS, with `format: hex`: colorjs.io rounds each channel to 8 bits.
        let expected = ["color": "#ffffff4d", "color2": "#0000004d", "color3": "#a1bbee", "color4": "#759ae6", "color5": "#759ae6",
                        "color6": "#3b64b3", "color7": "#3b64b3", "color8": "#202d3bbd", "color9": "#c5c8cc", "color10": "#424242"]
        for (path, hex) in expected {
            guard case .color(let color)? = system.defaultTokens[TokenPath(dotted: path)]?.value else { Issue.record("no \(path)"); continue }
            var channels = [color.red, color.green, color.blue]
            if color.alpha < 1 { channels.append(color.alpha) }
            let written = "#" + channels.map { String(format: "%02x", Int(($0 * 255).rounded())) }.joined()
            #expect(written == hex, "\(path)")
        }
    }

    @Test("lighten, darken, mix and alpha in p3 and lch give the spec's components", arguments: [
        // color(display-p3 0.76016 0.43532 0.42213), lch(57.685 47.48 29.704), …
        ("#C14242", "lighten", "0.2", "p3", nil, [0.76016, 0.43532, 0.42213], 1.0),
        ("#C14242", "darken", "0.2", "p3", nil, [0.56016, 0.23532, 0.22213], 1),
        ("#000000", "mix", "0.5", "p3", "#FFFFFF", [0.5, 0.5, 0.5], 1),
        ("#FFFFFF", "mix", "0.5 + 6 * 0.04", "p3", "#4477DD", [0.49226, 0.60164, 0.88112], 1),
        ("#C14242", "alpha", "0.2", "p3", nil, [0.7002, 0.29415, 0.27766], 0.2),
        ("#C14242", "lighten", "0.2", "lch", nil, [57.685, 47.48, 29.704], 1),
        ("#C14242", "darken", "0.2", "lch", nil, [37.685, 47.48, 29.704], 1),
        ("#C14242", "alpha", "0.2", "lch", nil, [47.107, 59.35, 29.704], 0.2),
        // lch(50 0 none): the hue is none, written as 0.
        ("#000000", "mix", "0.5", "lch", "#FFFFFF", [50, 0, 0], 1),
        ("#FFFFFF", "mix", "0.5 + 6 * 0.04", "lch", "#4477DD", [63.417, 43.678, 278.69], 1),
    ] as [(String, String, String, String, String?, [Double], Double)])
    func wideGamutModifiers(color: String, type: String, amount: String, space: String, mix: String?, expected: [Double], alpha: Double) throws {
        let modifier = ColorModifier(kind: try #require(ColorModifier.Kind(rawValue: type)), amount: try TokenMath.evaluate(amount).value,
                                     space: space, mixColor: mix.flatMap(CSSValues.color))
        let result = try modifier.apply(to: try #require(CSSValues.color(color)))
        let components: ColorSpaceMath.Vector, resultAlpha: Double
        switch result {
        case .displayP3(let values, let a) where space == "p3": (components, resultAlpha) = (values, a)
        case .lch(let values, let a) where space == "lch": (components, resultAlpha) = (values, a)
        default: Issue.record("\(result) is not in \(space)"); return
        }
        // The spec prints 5 significant digits (278.69 is 278.685 to 278.695).
        func tolerance(_ value: Double) -> Double { space == "lch" ? max(2e-3, abs(value) * 5e-5) : 1e-5 }
        #expect((0..<3).allSatisfy { abs(components[$0] - expected[$0]) < tolerance(expected[$0]) }, "\(components)")
        #expect(abs(resultAlpha - alpha) < 1e-9)
    }

    @Test("a p3 or lch modifier's result is written in its space and read back strictly")
    func wideGamutWritten() throws {
        let (_, tokens) = try convert([
            "\"p\": {\"value\": \"#C14242\", \"type\": \"color\", \"$extensions\": {\"studio.tokens\": {\"modify\": {\"type\": \"lighten\", \"value\": \"0.2\", \"space\": \"p3\"}}}}",
            "\"l\": {\"value\": \"#C14242\", \"type\": \"color\", \"$extensions\": {\"studio.tokens\": {\"modify\": {\"type\": \"darken\", \"value\": \"0.2\", \"space\": \"lch\"}}}}",
        ].joined(separator: ", "))
        // With the format hex, the spec prints the lch-darkened color as #983735.
        guard case .color(let darker)? = tokens[TokenPath(dotted: "l")]?.value else { Issue.record("no color"); return }
        #expect(Int((darker.red * 255).rounded()) == 0x98 && Int((darker.green * 255).rounded()) == 0x37 && Int((darker.blue * 255).rounded()) == 0x35, "\(darker)")
        #expect(tokens[TokenPath(dotted: "p")] != nil)
    }

    @Test("an empty modify is no modification, a font size included; no space leaves the color as sd-transforms does; an unknown space is reported")
    func modifierEdges() throws {
        let (conversion, tokens) = try convert([
            "\"size\": {\"value\": \"16\", \"type\": \"fontSizes\", \"$extensions\": {\"studio.tokens\": {\"modify\": {}}}}",
            "\"plain\": {\"value\": \"#C14242\", \"type\": \"color\", \"$extensions\": {\"studio.tokens\": {\"modify\": {}}}}",
            "\"nospace\": {\"value\": \"#C14242\", \"type\": \"color\", \"$extensions\": {\"studio.tokens\": {\"modify\": {\"type\": \"lighten\", \"value\": \"0.2\", \"space\": \"\"}}}}",
            "\"lch\": {\"value\": \"#C14242\", \"type\": \"color\", \"$extensions\": {\"studio.tokens\": {\"modify\": {\"type\": \"mix\", \"value\": \"0.2\", \"space\": \"oklch\", \"color\": \"#fff\"}}}}",
        ].joined(separator: ", "))
        #expect(tokens[TokenPath(dotted: "size")]?.value == .dimension(Dimension(16)))
        #expect(tokens[TokenPath(dotted: "plain")]?.value == .color(Color(srgbHex: 0xC14242)))
        #expect(tokens[TokenPath(dotted: "nospace")]?.value == .color(Color(srgbHex: 0xC14242)))
        #expect(ConversionCheck.findings(conversion, token: "global:nospace").contains("no color space"))
        ConversionCheck.expectLeftOut(["global:lch": "'oklch'"], in: conversion)
    }

    // MARK: - DTCG color objects (Tokens Studio's DTCG mode)

    @Test("a color object with an 8-digit hex or a description is read, not refused after conversion")
    func colorObjects() throws {
        let (conversion, tokens) = try convert([
            "\"a\": {\"$value\": {\"colorSpace\": \"srgb\", \"components\": [1, 0, 0], \"hex\": \"#ff000080\"}, \"$type\": \"color\"}",
            "\"b\": {\"$value\": {\"colorSpace\": \"srgb\", \"components\": [0, 0, 1], \"alpha\": 1, \"hex\": \"#0000ff\", \"description\": \"blue\"}, \"$type\": \"color\"}",
        ].joined(separator: ", "))
        // 0x80 / 255 of alpha, from the hex's last two digits.
        #expect(tokens[TokenPath(dotted: "a")]?.value == .color(Color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255)))
        #expect(tokens[TokenPath(dotted: "b")]?.value == .color(Color(red: 0, green: 0, blue: 1)))
        #expect(ConversionCheck.findings(conversion, token: "global:b").contains("description is not carried over"))
    }

    // MARK: - One-token files

    @Test("a file whose top-level member is a token is one set, and never traps", arguments: [
        "{\"space\":{\"value\":\"8\",\"type\":\"spacing\"}}",
        "{\"space\":{\"value\":\"4 * 2\",\"type\":\"spacing\"}}",
        "{\"shadow\":{\"value\":{\"x\":\"0\",\"y\":\"2\",\"blur\":\"4\",\"spread\":\"0\",\"color\":\"#000\"},\"type\":\"boxShadow\"}}",
    ])
    func oneTokenFile(json: String) throws {
        let directory = try PackagePaths.folder(with: ["one.json": json])
        let (conversion, system, _) = try ConversionCheck.convertAndLoad([directory.appendingPathComponent("one.json")], from: .tokensStudio)
        #expect(system.defaultTokens.count == 1)
        #expect(conversion.report.items.contains { $0.message.contains("is a token, not a set of tokens") })
    }

    @Test("a set that is one token, beside $themes, is reported, not written with no name")
    func setThatIsAToken() {
        let directory = try? PackagePaths.folder(with: ["t.json": """
            {"space": {"value": "8", "type": "spacing"}, "core": {"x": {"value": "4", "type": "spacing"}},
             "$themes": [], "$metadata": {"tokenSetOrder": ["space", "core"]}}
            """])
        let conversion = TokenConverter.convert(paths: [directory!.appendingPathComponent("t.json").path])
        #expect(ConversionCheck.findings(conversion, token: "space").contains("is a single token"))
        #expect(!conversion.report.hasErrors)
    }
}
