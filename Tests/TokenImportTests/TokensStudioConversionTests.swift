import Foundation
import Testing
import TestSupport
@testable import TokenImport
import TokenModel

@Suite("Tokens Studio exports to DTCG")
struct TokensStudioConversionTests {
    private let folder = ConversionCheck.importers.appendingPathComponent("tokens-studio")

    @Test("the single-file export becomes sets, a mode modifier and the source's values in both themes")
    func convertsSingleFile() throws {
        let (conversion, system, out) = try ConversionCheck.convertAndLoad([folder.appendingPathComponent("single/tokens.json")])
        #expect(conversion.format == .tokensStudio)
        #expect(conversion.detection.contains("$themes"))
        #expect(system.modifiers["mode"] == ["light", "dark"])
        let light: Theme = ["mode": "light"], dark: Theme = ["mode": "dark"]
        func value(_ path: String, _ theme: Theme) -> TokenValue? { system.token(TokenPath(dotted: path), in: theme)?.value }
        // Values computed by hand.
        #expect(value("spacing.double", light) == .dimension(Dimension(16)))
        #expect(value("spacing.fixed", light) == .dimension(Dimension(8)))
        #expect(value("spacing.third", light) == .dimension(Dimension(3.33)))
        #expect(value("spacing.gap", light) == .dimension(Dimension(4)))
        #expect(value("spacing.gap", dark) == .dimension(Dimension(6)))
        // {theme.gap} * 2, as Tokens Studio computes it in each theme: 4 * 2 and 6 * 2.
        #expect(value("spacing.themed", light) == .dimension(Dimension(8)))
        #expect(value("spacing.themed", dark) == .dimension(Dimension(12)))
        #expect(value("number.ratio", light) == .number(2))
        #expect(value("opacity.disabled", light) == .number(0.4))
        #expect(value("colors.overlay", light) == .color(Color(red: 0, green: 0, blue: 0, alpha: 0.5)))
        #expect(value("fontWeights.semibold", light) == .fontWeight(FontWeight(600)))
        #expect(value("fontFamilies.code", light) == .fontFamily(["JetBrains Mono", "monospace"]))
        #expect(value("lineHeights.body", light) == .number(1.5))
        #expect(value("lineHeights.heading", light) == .dimension(Dimension(32)))
        let body = value("typography.body", light)?.typography
        // 2 % of 16 px is 0.32 px.
        #expect(body?.letterSpacing == 0.32 && body?.lineHeight == 1.5 && body?.fontSize == 16)
        let heading = value("typography.heading", light)?.typography
        // 32 px of line on a 24 px font ({fontSizes.body} * 1.5) is 4/3.
        #expect(heading?.fontSize == 24 && heading?.lineHeight == 32.0 / 24)
        #expect(value("theme.bg", dark) == .color(Color(red: Double(0x12) / 255, green: Double(0x12) / 255, blue: Double(0x12) / 255)))
        guard case .shadow(let layered)? = value("boxShadow.layered", light) else { Issue.record("no shadow"); return }
        #expect(layered.count == 2 && layered[1].inset && layered[1].spread == Dimension(1))
        // Set names become files; the resolver names them.
        let resolver = try String(contentsOf: out.appendingPathComponent("tokens.resolver.json"), encoding: .utf8)
        #expect(resolver.contains("\"$ref\": \"core.tokens.json\"") && resolver.contains("\"$ref\": \"dark.tokens.json\""))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("deprecated.tokens.json").path))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("conversion-report.md").path))
    }

    @Test("every value the single file holds that DTCG cannot is in the report")
    func reportsSingleFile() {
        let conversion = TokenConverter.convert(paths: [folder.appendingPathComponent("single/tokens.json").path])
        let expected: [String: String] = [
            "core:colors.gradient": "gradient",
            "core:colors.missing": "colors.nothere",
            "core:spacing.mixed": "units differ",
            "core:borderRadius.pill": "'%'",
            "core:lineHeights.auto": "AUTO",
            "core:letterSpacing.wide": "relative to a font size",
            "core:textCase.upper": "text case",
            "core:textDecoration.underline": "text decoration",
            "core:other.note": "free text",
            "core:text.greeting": "free text",
            "core:asset.logo": "asset",
            "core:boolean.visible": "a boolean",
            "core:composition.card": "composition",
        ]
        ConversionCheck.expectLeftOut(expected, in: conversion)
        // Math on a token that changes with the theme is written per context of its modifier.
        #expect(conversion.report.items.contains { $0.message.contains("computed from tokens that change with the modifier 'mode'") && $0.message.contains("core:spacing.themed") })
        // A lighten in lch is computed (SDTransformsOracleTests checks the spec's values).
        #expect(!ConversionCheck.findings(conversion, token: "core:colors.lighter").contains("left out"))
        // sd-transforms maps "Bold Italic" to 700 italic: the weight is carried, the style reported.
        #expect(ConversionCheck.findings(conversion, token: "core:fontWeights.italic").contains("the style 'italic' is not"))
        #expect(ConversionCheck.findings(conversion, token: "core:typography.body").contains("paragraphSpacing"))
        #expect(conversion.report.items.contains { $0.message.contains("'deprecated' is disabled in every theme") })
        #expect(conversion.report.items.contains { $0.message.contains("'core' are only a source of references") })
        #expect(!conversion.report.hasErrors)
    }

    @Test("the multi-file folder becomes two modifiers whose four themes keep the source's values")
    func convertsFolder() throws {
        let (conversion, system, out) = try ConversionCheck.convertAndLoad([folder.appendingPathComponent("folder")])
        #expect(conversion.detection.contains("$themes.json") || conversion.detection.contains("$metadata.json"))
        #expect(system.modifiers["mode"] == ["light", "dark"] && system.modifiers["brand"] == ["acme", "globex"])
        #expect(system.themes.count == 4)
        func value(_ path: String, _ theme: Theme) -> TokenValue? { system.token(TokenPath(dotted: path), in: theme)?.value }
        let acmeDark: Theme = ["mode": "dark", "brand": "acme"], globexLight: Theme = ["mode": "light", "brand": "globex"]
        #expect(value("surface.accent", acmeDark) == .color(Color(srgbHex: 0x1E3A8A)))
        #expect(value("surface.accent", globexLight) == .color(Color(srgbHex: 0xEF4444)))
        #expect(value("space.lg", acmeDark) == .dimension(Dimension(24)))
        // -1 % of 32 px ({font.size.base} * 2) is -0.32 px.
        #expect(value("brand.heading", acmeDark)?.typography?.letterSpacing == -0.32)
        #expect(value("brand.heading", globexLight)?.typography?.fontFamily == ["Georgia", "serif"])
        for name in ["core/colors.tokens.json", "core/dimensions.tokens.json", "semantic/light.tokens.json", "brand/globex.tokens.json"] {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(name).path), "\(name)")
        }
        #expect(conversion.report.items.contains { $0.message.contains("'legacy' is disabled in every theme") })
    }

    @Test("a file without $themes whose references name its top-level groups is one set, not a file of sets")
    func readsOneSetFile() throws {
        let directory = try PackagePaths.folder(with: ["global.json": """
            {"colors": {"red": {"value": "#ff0000", "type": "color"}},
             "semantic": {"danger": {"value": "{colors.red}", "type": "color"}, "gap": {"value": "{space.sm} * 2", "type": "spacing"}},
             "space": {"sm": {"value": "4", "type": "spacing"}}}
            """])
        let (conversion, system, _) = try ConversionCheck.convertAndLoad([directory.appendingPathComponent("global.json")])
        #expect(conversion.report.items.contains { $0.message.contains("read as one set, 'global'") })
        #expect(system.defaultTokens[TokenPath(dotted: "semantic.danger")]?.aliasOf == TokenPath(dotted: "colors.red"))
        #expect(system.defaultTokens[TokenPath(dotted: "semantic.gap")]?.value == .dimension(Dimension(8)))
    }

    @Test("a token left out in a later set is reported with the earlier set's value that applies instead")
    func reportsOverrideLeftOut() {
        let directory = try? PackagePaths.folder(with: ["t.json": """
            {"base": {"radius": {"value": "4px", "type": "borderRadius"}},
             "round": {"radius": {"value": "50%", "type": "borderRadius"}},
             "$metadata": {"tokenSetOrder": ["base", "round"]}}
            """])
        let conversion = TokenConverter.convert(paths: [directory!.appendingPathComponent("t.json").path])
        let findings = ConversionCheck.findings(conversion, token: "round:radius")
        #expect(findings.contains("left out:") && findings.contains("the value of the set 'base' applies instead"), "\(findings)")
    }

    @Test("a shared set Tokens Studio orders after a theme's set still wins: it applies after the modifiers")
    func keepsSetOrder() throws {
        let directory = try PackagePaths.folder(with: ["t.json": """
            {"light": {"x": {"value": "1px", "type": "sizing"}},
             "dark": {"y": {"value": "2px", "type": "sizing"}},
             "shared": {"x": {"value": "3px", "type": "sizing"}},
             "$themes": [
               {"name": "light", "group": "mode", "selectedTokenSets": {"light": "enabled", "shared": "enabled"}},
               {"name": "dark", "group": "mode", "selectedTokenSets": {"dark": "enabled", "shared": "enabled"}}],
             "$metadata": {"tokenSetOrder": ["light", "dark", "shared"]}}
            """])
        let (conversion, system, _) = try ConversionCheck.convertAndLoad([directory.appendingPathComponent("t.json")])
        #expect(system.token(TokenPath(dotted: "x"), in: ["mode": "light"])?.value == .dimension(Dimension(3)))
        #expect(!conversion.report.items.contains { $0.message.contains("resolver's order") })
    }

    @Test("where two modifiers' sets interleave in the set order, the token whose winner differs is reported")
    func reportsOrderDifference() throws {
        // Tokens Studio's order for light + large is light, shared, large: large's z wins.
        // The resolver applies the size modifier (its first set, small, comes first) before
        // the mode modifier, so shared's z would win: reported.
        let directory = try PackagePaths.folder(with: ["t.json": """
            {"small": {"w": {"value": "6px", "type": "sizing"}},
             "light": {"x": {"value": "1px", "type": "sizing"}},
             "shared": {"x": {"value": "3px", "type": "sizing"}, "z": {"value": "5px", "type": "sizing"}},
             "large": {"z": {"value": "4px", "type": "sizing"}},
             "dark": {"y": {"value": "2px", "type": "sizing"}},
             "$themes": [
               {"name": "light", "group": "mode", "selectedTokenSets": {"light": "enabled", "shared": "enabled"}},
               {"name": "dark", "group": "mode", "selectedTokenSets": {"dark": "enabled", "shared": "enabled"}},
               {"name": "small", "group": "size", "selectedTokenSets": {"small": "enabled"}},
               {"name": "large", "group": "size", "selectedTokenSets": {"large": "enabled"}}],
             "$metadata": {"tokenSetOrder": ["small", "light", "shared", "large", "dark"]}}
            """])
        let conversion = TokenConverter.convert(paths: [directory.appendingPathComponent("t.json").path])
        let findings = ConversionCheck.findings(conversion, token: "large:z")
        #expect(findings.contains("Tokens Studio takes it from the set 'large' but the resolver's order from 'shared'"), "\(findings)")
    }

    // MARK: - Tokens left out in some themes

    /// Two brands and two modes; brand B redefines `shade` with a seven-digit hex, which is no
    /// color. `on` (in the mode sets) refers to `shade`.
    private static func brands(bIncludesA: Bool) -> String {
        let brandB = bIncludesA ? #"{"a": "enabled", "b": "enabled"}"# : #"{"b": "enabled"}"#
        return """
            {"a": {"shade": {"value": "#112233", "type": "color"}},
             "b": {"shade": {"value": "#fffffff", "type": "color"}},
             "light": {"on": {"value": "{shade}", "type": "color"}},
             "dark": {"on": {"value": "{shade}", "type": "color"}},
             "$themes": [
               {"name": "A", "group": "Brand", "selectedTokenSets": {"a": "enabled"}},
               {"name": "B", "group": "Brand", "selectedTokenSets": \(brandB)},
               {"name": "light", "group": "Mode", "selectedTokenSets": {"light": "enabled"}},
               {"name": "dark", "group": "Mode", "selectedTokenSets": {"dark": "enabled"}}],
             "$metadata": {"tokenSetOrder": ["a", "b", "light", "dark"]}}
            """
    }

    @Test("a token whose reference is left out in one brand keeps its value in every theme: the earlier set's value shows through there, reported")
    func keepsTokenWhereReferenceShowsThrough() throws {
        let directory = try PackagePaths.folder(with: ["t.json": Self.brands(bIncludesA: true)])
        let (conversion, system, _) = try ConversionCheck.convertAndLoad([directory.appendingPathComponent("t.json")])
        // Brand A: on → shade → a #112233. Brand B enables a then b; b's shade is left out, so
        // the resolver's B context applies a's #112233, as the report says.
        for theme: Theme in [["Brand": "A", "Mode": "light"], ["Brand": "A", "Mode": "dark"], ["Brand": "B", "Mode": "light"], ["Brand": "B", "Mode": "dark"]] {
            #expect(system.token(TokenPath(dotted: "on"), in: theme)?.value.color?.hexString == "#112233", "\(theme)")
        }
        #expect(ConversionCheck.findings(conversion, token: "light:on").isEmpty)
        let shade = ConversionCheck.findings(conversion, token: "b:shade")
        #expect(shade.contains("left out: '#fffffff' is not a color"), "\(shade)")
        #expect(shade.contains("in the 2 themes with Brand=B the value of the set 'a' applies instead, to it, and to the 2 token(s) that refer to it (light:on, dark:on)"), "\(shade)")
    }

    @Test("a token whose reference resolves in some themes only, with nothing to show through, is left out naming the themes where it does not")
    func namesThemesWhereReferenceIsLeftOut() {
        let directory = try? PackagePaths.folder(with: ["t.json": Self.brands(bIncludesA: false)])
        let conversion = TokenConverter.convert(paths: [directory!.appendingPathComponent("t.json").path])
        // light:on is in the two themes with Mode=light; it resolves in Brand=A's only.
        for mode in ["light", "dark"] {
            let findings = ConversionCheck.findings(conversion, token: "\(mode):on")
            #expect(findings.contains("left out: in the theme Brand=B, Mode=\(mode): it refers to 'shade', left out there ('#fffffff' is not a color")
                && findings.contains("it resolves in the other 1 theme(s)"), "\(mode): \(findings)")
        }
    }

    @Test("a token referring to a modified color takes the modified color, as sd-transforms' transitive modifier gives it")
    func referenceToModifiedColor() throws {
        // dim is black at alpha 0.5; lighter lightens dim by 0.5 in srgb: each channel 0 → 0.5,
        // the alpha 0.5 kept; use refers to dim and is dim's color.
        let directory = try PackagePaths.folder(with: ["t.json": """
            {"black": {"value": "#000000", "type": "color"},
             "dim": {"value": "{black}", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "alpha", "value": "0.5", "space": "srgb"}}}},
             "use": {"value": "{dim}", "type": "color"},
             "lighter": {"value": "{dim}", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "lighten", "value": "0.5", "space": "srgb"}}}}}
            """])
        let (_, system, _) = try ConversionCheck.convertAndLoad([directory.appendingPathComponent("t.json")], from: .tokensStudio)
        #expect(system.defaultTokens[TokenPath(dotted: "use")]?.value == .color(Color(red: 0, green: 0, blue: 0, alpha: 0.5)))
        #expect(system.defaultTokens[TokenPath(dotted: "lighter")]?.value == .color(Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5)))
    }

    @Test("a file of colors only, with no $themes or $metadata, is read as Tokens Studio when a token carries its 'studio.tokens' modifier")
    func studioExtensionDetectsTokensStudio() throws {
        // Without the detection the file is read as Style Dictionary and the modifier is kept
        // in $extensions but never applied: dim would be opaque black.
        let directory = try PackagePaths.folder(with: ["t.json": """
            {"black": {"value": "#000000", "type": "color"},
             "dim": {"value": "{black}", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "alpha", "value": "0.5", "space": "srgb"}}}}}
            """])
        let (conversion, system, _) = try ConversionCheck.convertAndLoad([directory.appendingPathComponent("t.json")])
        #expect(conversion.format == .tokensStudio)
        #expect(system.defaultTokens[TokenPath(dotted: "dim")]?.value == .color(Color(red: 0, green: 0, blue: 0, alpha: 0.5)))
    }

    @Test("a modified color put inside text is its CSS text, so a gradient naming one is reported as a gradient")
    func modifiedColorInsideText() {
        let directory = try? PackagePaths.folder(with: ["t.json": """
            {"black": {"value": "#000000", "type": "color"},
             "dim": {"value": "{black}", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "alpha", "value": "0.6", "space": "srgb"}}}},
             "fade": {"value": "linear-gradient(90deg, {dim} 0%, {black} 100%)", "type": "color"}}
            """])
        let conversion = TokenConverter.convert(paths: [directory!.appendingPathComponent("t.json").path], from: .tokensStudio)
        let findings = ConversionCheck.findings(conversion, token: "t:fade")
        // 0.6 is 153/255: the hex #00000099 says it exactly.
        #expect(findings.contains("the CSS gradient 'linear-gradient(90deg, #00000099 0%, #000000 100%)' is not a color"), "\(findings)")
    }

    @Test("a shadow list keeps each member's reference, so shadows whose colors change with the theme are carried over")
    func shadowListKeepsMemberReferences() throws {
        let directory = try PackagePaths.folder(with: ["t.json": """
            {"light": {"ink": {"value": "#000000", "type": "color"}},
             "dark": {"ink": {"value": "#ffffff", "type": "color"}},
             "shared": {"depth": {"type": "boxShadow", "value": [
               {"x": "0", "y": "1", "blur": "2", "spread": "0", "color": "{ink}", "type": "dropShadow"},
               {"x": "0", "y": "4", "blur": "8", "spread": "0", "color": "{ink}", "type": "dropShadow"}]}},
             "$themes": [
               {"name": "light", "group": "mode", "selectedTokenSets": {"light": "enabled", "shared": "enabled"}},
               {"name": "dark", "group": "mode", "selectedTokenSets": {"dark": "enabled", "shared": "enabled"}}]}
            """])
        let (conversion, system, _) = try ConversionCheck.convertAndLoad([directory.appendingPathComponent("t.json")])
        #expect(!ConversionCheck.findings(conversion, token: "shared:depth").contains("left out"))
        for (mode, ink) in [("light", "#000000"), ("dark", "#FFFFFF")] {
            guard case .shadow(let layers)? = system.token(TokenPath(dotted: "depth"), in: ["mode": mode])?.value else {
                Issue.record("no shadow in \(mode)")
                continue
            }
            #expect(layers.map(\.color.hexString) == [ink, ink], "\(mode)")
        }
    }

    @Test("a modifier applied to a color another modifier wrote in lch reads it as the same sRGB color")
    func modifierOnLCHResult() throws {
        // lifted lightens #336699 by 0 in lch: the same color, written as lch (to 5 significant
        // digits); faded sets its alpha to 0.5 in srgb: #336699 at half alpha.
        let directory = try PackagePaths.folder(with: ["t.json": """
            {"blue": {"value": "#336699", "type": "color"},
             "lifted": {"value": "{blue}", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "lighten", "value": "0", "space": "lch"}}}},
             "faded": {"value": "{lifted}", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "alpha", "value": "0.5", "space": "srgb"}}}}}
            """])
        let (_, system, _) = try ConversionCheck.convertAndLoad([directory.appendingPathComponent("t.json")], from: .tokensStudio)
        let faded = system.defaultTokens[TokenPath(dotted: "faded")]?.value.color
        let expected = [0x33, 0x66, 0x99].map { Double($0) / 255 }
        #expect(faded.map { zip([$0.red, $0.green, $0.blue], expected).allSatisfy { abs($0 - $1) < 0.5 / 255 } && $0.alpha == 0.5 } == true, "\(String(describing: faded))")
    }

    @Test("a typography's letter spacing percentage is a share of its font size in rem too")
    func letterSpacingOfRemFont() throws {
        // 5% of 1.125rem is 0.05625rem (sd-transforms writes 0.05em, which CSS takes of the font size).
        let directory = try PackagePaths.folder(with: ["t.json": """
            {"core": {"wide": {"value": "5%", "type": "letterSpacing"},
                      "caps": {"type": "typography", "value": {"fontFamily": "Inter", "fontSize": "1.125rem", "fontWeight": "600", "lineHeight": "1.5", "letterSpacing": "{wide}"}}},
             "$metadata": {"tokenSetOrder": ["core"]}}
            """])
        let (conversion, system, _) = try ConversionCheck.convertAndLoad([directory.appendingPathComponent("t.json")])
        #expect(!ConversionCheck.findings(conversion, token: "core:caps").contains("left out"))
        let spacing = system.defaultTokens[TokenPath(dotted: "caps")]?.value.typography?.authoredLetterSpacing
        #expect(spacing?.unit == .rem && abs((spacing?.value ?? 0) - 0.05625) < 1e-12, "\(String(describing: spacing))")
    }

    // MARK: - Values that change with one modifier

    /// Digdir's shape: a shared set (`global`) computes from a set each Size theme reads as a
    /// source; `mode` adds a second modifier.
    private static let sizes = """
        {"small": {"base": {"value": "4", "type": "number"}},
         "large": {"base": {"value": "5", "type": "number"}},
         "light": {"ink": {"value": "#000000", "type": "color"}},
         "dark": {"ink": {"value": "#ffffff", "type": "color"}},
         "global": {"gap": {"value": "{base} * 2", "type": "spacing"},
                    "mixed": {"value": "1px solid {ink}", "type": "border"},
                    "both": {"value": "{gap} * 2", "type": "spacing"}},
         "$themes": [
           {"name": "small", "group": "size", "selectedTokenSets": {"small": "source", "global": "enabled"}},
           {"name": "large", "group": "size", "selectedTokenSets": {"large": "source", "global": "enabled"}},
           {"name": "light", "group": "mode", "selectedTokenSets": {"light": "enabled"}},
           {"name": "dark", "group": "mode", "selectedTokenSets": {"dark": "enabled"}}],
         "$metadata": {"tokenSetOrder": ["small", "large", "light", "dark", "global"]}}
        """

    @Test("a computed value that changes with one modifier's context is written per context of it, reported")
    func writesPerContext() throws {
        let directory = try PackagePaths.folder(with: ["t.json": Self.sizes])
        let (conversion, system, out) = try ConversionCheck.convertAndLoad([directory.appendingPathComponent("t.json")])
        // gap = base * 2: 8px with small's base 4, 10px with large's 5, in either mode; both = gap * 2.
        for mode in ["light", "dark"] {
            for (size, gap) in [("small", 8.0), ("large", 10.0)] {
                let theme: Theme = ["size": size, "mode": mode]
                #expect(system.token(TokenPath(dotted: "gap"), in: theme)?.value == .dimension(Dimension(gap)), "\(theme)")
                #expect(system.token(TokenPath(dotted: "both"), in: theme)?.value == .dimension(Dimension(gap * 2)), "\(theme)")
            }
        }
        #expect(ConversionCheck.findings(conversion, token: "global:gap").isEmpty)
        #expect(conversion.report.items.contains { $0.message.hasPrefix("2 token(s) computed from tokens that change with the modifier 'size'") && $0.message.contains("global.size-small.tokens.json") })
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("global.size-large.tokens.json").path))
    }

    @Test("a computed value that changes with two modifiers is left out, saying why")
    func refusesValueOfTwoModifiers() {
        // mixed = 1px solid {ink}: ink is light's or dark's, and the border is written whole,
        // so its value changes with mode only; with a size-dependent width it would change with both.
        let twoModifiers = Self.sizes.replacingOccurrences(of: #""1px solid {ink}""#, with: #""{base}px solid {ink}""#)
        let directory = try? PackagePaths.folder(with: ["t.json": twoModifiers])
        let conversion = TokenConverter.convert(paths: [directory!.appendingPathComponent("t.json").path])
        let findings = ConversionCheck.findings(conversion, token: "global:mixed")
        #expect(findings.contains("left out: its value differs between themes once computed") && findings.contains("no single modifier's context decides it"), "\(findings)")
    }
}
