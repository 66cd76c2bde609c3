import Foundation
import TestSupport
import Testing
import TokenModel

/// What Style Dictionary publishers write against DTCG 2025.10 and plainly mean, read under
/// `--compat` (issue 35): CSS color strings, untyped lengths, a `$type` that is a category,
/// and what cannot be honoured exactly (a name holding `.`, a color per surface, a
/// percentage length) left out one token at a time with a located warning naming it.
/// Values come from the real files of Tests/Fixtures/real-world, named beside each.
@Suite("Compat: what publishers mean")
struct CompatPublishedValuesTests {
    // MARK: - Helpers

    private func load(_ json: String, mode: ReadingMode) throws -> ResolvedDesignSystem {
        try DesignSystemLoader.load(paths: [try PackagePaths.folder(with: ["a.tokens.json": json]).path], mode: mode)
    }

    private func errors(_ json: String) throws -> [String] {
        do {
            _ = try load(json, mode: .strict)
            return []
        } catch let error as DiagnosticsError {
            return error.errors.map(\.message)
        }
    }

    private func token(_ system: ResolvedDesignSystem, _ dotted: String) -> TokenValue? {
        system.defaultTokens[TokenPath(dotted: dotted)]?.value
    }

    // MARK: - Read

    @Test func cssColorStringsAreReadAsSRGB() throws {
        // kong-design-tokens themes/classic-day/classic-day.alias.color.json: "transparent",
        // and an rgba() of the same folder: rgba(0, 9, 51, 0.6).
        let json = #"{"color": {"$type": "color", "transparent": {"$value": "transparent"}, "overlay": {"$value": "rgba(0, 9, 51, 0.6)"}}}"#
        let system = try load(json, mode: .compat)
        #expect(token(system, "color.transparent")?.color == Color(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(token(system, "color.overlay")?.color == Color(red: 0, green: 9.0 / 255, blue: 51.0 / 255, alpha: 0.6))
        #expect(try errors(json).allSatisfy { $0.hasSuffix(DiagnosticLog.compatHint) })
    }

    @Test func untypedLengthsTimesAndColorsAreInferred() throws {
        // kong-design-tokens tokens/source/space/index.json space.40 "8px"; animation "100ms".
        let json = ##"{"space": {"40": {"$value": "8px"}}, "rem": {"$value": "1.5rem"}, "fast": {"$value": "100ms"}, "ink": {"$value": "#0044F4"}}"##
        let system = try load(json, mode: .compat)
        #expect(token(system, "space.40")?.dimension == Dimension(8, .px))
        #expect(token(system, "rem")?.dimension == Dimension(1.5, .rem))
        #expect(token(system, "fast")?.duration?.seconds == 0.1)
        #expect(token(system, "ink")?.color?.hexString == "#0044F4")
        #expect(try errors(json).count == 4)
    }

    @Test func aCategoryTypeReadsTextOfOneTypeAsThatType() throws {
        // kong-design-tokens tokens/source/font/size.json: "$type": "font", font.size.40 "16px";
        // font/family.json keeps its family as text.
        let json = #"{"font": {"$type": "font", "size": {"40": {"$value": "16px"}}, "family": {"$value": "Inter, Helvetica, sans-serif"}}}"#
        let system = try load(json, mode: .compat)
        #expect(token(system, "font.size.40")?.dimension == Dimension(16, .px))
        #expect(token(system, "font.family") == .string("Inter, Helvetica, sans-serif"))
    }

    // MARK: - Left out, with a warning

    @Test func aNameHoldingADotIsLeftOutWithAWarning() throws {
        // openedx-paragon tokens/src/core/global/spacing.json spacing.spacer."1.5" = ".375rem"
        let json = #"{"spacing": {"$type": "dimension", "spacer": {"1": {"$value": "0.25rem"}, "1.5": {"$value": ".375rem"}}}}"#
        let system = try load(json, mode: .compat)
        #expect(token(system, "spacing.spacer.1")?.dimension == Dimension(0.25, .rem))
        #expect(system.defaultTokens.count == 1)
        #expect(system.warnings.contains { $0.message.hasPrefix("token 'spacing.spacer.1.5' left out (--compat): its name '1.5' holds '.'") })
        #expect(try errors(json).contains { $0.hasPrefix("'spacing.spacer.1.5': a name must not contain '.'") })
    }

    @Test func aColorPerSurfaceIsLeftOutWithAWarning() throws {
        // redhat-ux-red-hat-design-tokens tokens/color/accent.yml color.accent.base._:
        // ['{color.accent.base.on-light}', '{color.accent.base.on-dark}'], #0066cc and #92c5f9.
        let json = ##"{"c": {"$type": "color", "on-light": {"$value": "#0066cc"}, "on-dark": {"$value": "#92c5f9"}, "_": {"$value": ["{c.on-light}", "{c.on-dark}"]}}}"##
        let system = try load(json, mode: .compat)
        #expect(token(system, "c.on-light")?.color?.hexString == "#0066CC")
        #expect(token(system, "c._") == nil)
        #expect(system.warnings.contains { $0.message.hasPrefix("token 'c._' left out (--compat): its color is a list of 2 colors") })
    }

    @Test(arguments: ["87.5%", "calc(1rem + 2px)"])
    func aLengthWithoutAnExactValueIsLeftOutWithAWarning(_ text: String) throws {
        // openedx-paragon tokens/src/core/global/typography.json: font sizes "87.5%" and calc(…).
        let json = #"{"size": {"$type": "dimension", "small": {"$value": "\#(text)"}, "base": {"$value": "1rem"}}}"#
        let system = try load(json, mode: .compat)
        #expect(token(system, "size.base")?.dimension == Dimension(1, .rem))
        #expect(token(system, "size.small") == nil)
        #expect(system.warnings.contains { $0.message.hasPrefix("token 'size.small' left out (--compat): its dimension \"\(text)\"") })
    }

    @Test func aRelativeColorIsLeftOutWithAWarning() throws {
        // redhat-ux-red-hat-design-tokens tokens/color/surface.yaml: a relative oklch(from …) color.
        let json = #"{"c": {"$type": "color", "soft": {"$value": "oklch(from(--rh-color-surface-dark) calc(l * 0.82) c h)"}}}"#
        let system = try load(json, mode: .compat)
        #expect(token(system, "c.soft") == nil)
        #expect(system.warnings.contains { $0.message.hasPrefix("token 'c.soft' left out (--compat): its color \"oklch(from") })
    }

    @Test func aColorKeywordWithoutAColorIsLeftOutWithAWarning() throws {
        // openedx-paragon tokens/src/core/components: colors "inherit" (71 of them) and "none".
        let json = #"{"c": {"$type": "color", "link": {"$value": "inherit"}, "off": {"$value": "none"}}}"#
        let system = try load(json, mode: .compat)
        #expect(system.defaultTokens.isEmpty)
        #expect(system.warnings.contains { $0.message.hasPrefix("token 'c.link' left out (--compat): its color \"inherit\" is a CSS keyword") })
        #expect(system.warnings.contains { $0.message.hasPrefix("token 'c.off' left out (--compat): its color \"none\"") })
    }

    @Test func aValueBesideTheTokensIsLeftOutWithAWarning() throws {
        // openedx-paragon tokens/src/core/global/other.json: "yiq-contrasted-threshold": 128.
        let json = #"{"yiq-contrasted-threshold": 128, "size": {"$type": "dimension", "base": {"$value": "1rem"}}}"#
        let system = try load(json, mode: .compat)
        #expect(token(system, "size.base")?.dimension == Dimension(1, .rem))
        #expect(system.warnings.contains { $0.message.hasPrefix("'yiq-contrasted-threshold' left out (--compat): it is no token") })
        #expect(try errors(json).contains { $0.hasPrefix("'yiq-contrasted-threshold' must be a token") })
    }

    @Test func numbersWrittenAsStringsAreReadAsTheNumber() throws {
        // openedx-paragon tokens/src/core/global/typography.json: line-height.sm "1.5",
        // font.weight.normal "400"; components: a z-index "1070", an opacity ".3".
        let json = #"{"lh": {"$type": "number", "$value": "1.5"}, "z": {"$type": "number", "$value": "1070"}, "o": {"$type": "number", "$value": ".3"}, "w": {"$type": "fontWeight", "$value": "400"}, "px": {"$type": "number", "$value": "1px"}}"#
        let system = try load(json, mode: .compat)
        #expect(token(system, "lh") == .number(1.5))
        #expect(token(system, "z") == .number(1070))
        #expect(token(system, "o") == .number(0.3))
        #expect(token(system, "w") == .fontWeight(FontWeight(400)))
        // Paragon's stepper line-height "1px" with $type number: no number, left out.
        #expect(token(system, "px") == nil)
        #expect(system.warnings.contains { $0.message.hasPrefix("token 'px' left out (--compat): its number is the text \"1px\"") })
        #expect(try errors(json).count == 5)
    }

    @Test func paragonsShadowsAndPaddingPairs() throws {
        // openedx-paragon tokens/src/core/components: box-shadow.base "none"; a shadow with
        // "inset": "inset"; data-table cell padding {"x": ".5rem", "y": ".75rem"}.
        let inner = ##"{"color": "#000000", "offsetX": "0", "offsetY": "1px", "blur": "0", "spread": "0", "inset": "inset"}"##
        let json = #"{"s": {"$type": "shadow", "none": {"$value": "none"}, "inner": {"$value": \#(inner)}}, "pad": {"$type": "dimension", "$value": {"x": ".5rem", "y": ".75rem"}}}"#
        let system = try load(json, mode: .compat)
        #expect(token(system, "s.none") == nil)
        #expect(system.warnings.contains { $0.message.hasPrefix("token 's.none' left out (--compat): its shadow is the CSS keyword \"none\"") })
        guard case .shadow(let shadows)? = token(system, "s.inner") else {
            Issue.record("s.inner is no shadow")
            return
        }
        #expect(shadows.first?.inset == true)
        #expect(token(system, "pad") == nil)
        #expect(system.warnings.contains { $0.message.hasPrefix("token 'pad' left out (--compat): its dimension is a set of 2 lengths {x, y}") })
    }

    @Test func paragonsCSSTransitionsAndSideColorsAreLeftOutWithAWarning() throws {
        // openedx-paragon tokens/src/core/components: btn transition "none"; carousel
        // transitions {"property": "transform", "duration": …, "timing-function": "ease-in-out"}.
        let json = ##"{"t": {"$type": "transition", "btn": {"$value": "none"}, "slide": {"$value": {"property": "transform", "duration": "0.6s", "timing-function": "ease-in-out"}}}, "edge": {"$type": "color", "$value": {"top": "#000000", "bottom": "#ffffff"}}}"##
        let system = try load(json, mode: .compat)
        #expect(system.defaultTokens.isEmpty)
        #expect(system.warnings.contains { $0.message.hasPrefix("token 't.btn' left out (--compat): its transition is the CSS keyword \"none\"") })
        #expect(system.warnings.contains { $0.message.hasPrefix("token 't.slide' left out (--compat): its transition is written with CSS's properties (property, timing-function)") })
        #expect(system.warnings.contains { $0.message.hasPrefix("token 'edge' left out (--compat): its color is one per side (top, bottom)") })
    }

    @Test func aTokenReferringToALeftOutTokenIsNamedToo() throws {
        // openedx-paragon core/components/Button: focus.border-radius.base is a calc(), .lg
        // refers to it; core/components/Code.json: code.font-size ($type percentage, so text)
        // refers to a dimension, and kbd.font-size to code.font-size.
        let json = #"{"r": {"$type": "dimension", "base": {"$value": "calc(1rem + 2px)"}, "lg": {"$value": "{r.base}"}}, "sm": {"$type": "dimension", "$value": ".875rem"}, "code": {"$type": "percentage", "$value": "{sm}"}, "kbd": {"$type": "dimension", "$value": "{code}"}}"#
        let system = try load(json, mode: .compat)
        #expect(token(system, "sm")?.dimension == Dimension(0.875, .rem))
        let warnings = system.warnings.map(\.message)
        #expect(warnings.contains { $0.hasPrefix("token 'r.lg' left out (--compat): it refers to 'r.base', which is left out") })
        #expect(warnings.contains { $0.hasPrefix("token 'code' left out (--compat): it is a string but refers to 'sm', a dimension") })
        #expect(warnings.contains { $0.hasPrefix("token 'kbd' left out (--compat): it refers to 'code', which is left out") })
    }
}
