import Foundation
import Testing
import TestSupport
@testable import TokenImport
import TokenModel

/// Twelve public token repositories of real teams (Tests/Fixtures/real-world, each with its
/// licence and README line), converted or read as their own tools mean them. Every expected
/// value was taken from the source files by following their references by hand, as the
/// source tool documents it (Tokens Studio: the theme's enabled sets override in
/// `$metadata.tokenSetOrder`, source sets only resolve references; Style Dictionary: later
/// files deep-merge over earlier ones); the comment beside each names file and token path.
@Suite("Real-world token repositories")
struct RealWorldCorpusTests {
    private typealias Check = RealWorldCheck

    // MARK: - Tokens Studio

    /// The source tokens of a Tokens Studio sync folder, as `set:path`.
    private func tokensStudioFolderTokens(_ folder: URL) -> Set<String> {
        Set(Check.jsonFiles(folder).filter { !($0.relative as NSString).lastPathComponent.hasPrefix("$") }.flatMap { file in
            Check.tokenPaths(in: Check.parse(file.url) ?? [:]).map { "\(file.relative.dropLast(5)):\($0)" }
        })
    }

    @Test("NVE (Tokens Studio sync folder: Brand × Theme × Device)")
    func nve() throws {
        let folder = Check.folder("nve-designsystem/tokens")
        let (conversion, system, out) = try ConversionCheck.convertAndLoad([folder])
        #expect(conversion.format == .tokensStudio)
        let nveLight = Check.theme(["Brand": "NVE", "Theme": "light", "Device": "desktop"], in: system)
        Check.expect(system, in: nveLight, [
            // public/theme/light.json color.brand.background.primary → {color-shades.brand.500} → brand/nve.json #c8102e
            ("color.brand.background.primary", "#C8102E"),
            // public/theme/light.json color.brand.foreground.primary → {color-shades.accent.500} → brand/nve.json #C6102E
            ("color.brand.foreground.primary", "#C6102E"),
            // public/theme/light.json color.brand.border.secondary → {color-shades.brand.600} → brand/nve.json #a40d26
            ("color.brand.border.secondary", "#A40D26"),
            // public/theme/light.json color.brand.background.tertiary → {color-shades.brand.150} → brand/nve.json #FF525D
            ("color.brand.background.tertiary", "#FF525D"),
            // public/device/desktop.json spacing.medium → {dimension.4x} → brand/nve.json 1rem
            ("spacing.medium", "1rem"),
            // public/device/desktop.json spacing.large → {dimension.6x} → brand/nve.json 1.5rem
            ("spacing.large", "1.5rem"),
        ])

        let nveDark = Check.theme(["Brand": "NVE", "Theme": "dark", "Device": "desktop"], in: system)
        Check.expect(system, in: nveDark, [
            // public/theme/dark.json color.brand.background.primary → {color-shades.brand.500} → brand/nve.json #c8102e
            ("color.brand.background.primary", "#C8102E"),
            // public/theme/dark.json color.brand.foreground.primary → {color-shades.accent.200} → brand/nve.json #FF7075
            ("color.brand.foreground.primary", "#FF7075"),
            // public/theme/dark.json color.brand.border.secondary → {color-shades.brand.200} → brand/nve.json #f8253a
            ("color.brand.border.secondary", "#F8253A"),
            // public/theme/dark.json color.brand.background.tertiary → {color-shades.brand.800} → brand/nve.json #760a1c
            ("color.brand.background.tertiary", "#760A1C"),
            // public/theme/dark.json color.brand.foreground.primary-on-bg → {color-shades.brand.000} → brand/nve.json #ffffff
            ("color.brand.foreground.primary-on-bg", "#FFFFFF"),
        ])

        // Varsom enables brand/nve then brand/varsom; mobile enables desktop then mobile.
        let varsomMobile = Check.theme(["Brand": "Varsom", "Theme": "light", "Device": "mobile"], in: system)
        Check.expect(system, in: varsomMobile, [
            // public/theme/light.json color.brand.background.primary → {color-shades.brand.500} → brand/varsom.json #FF5F1B
            ("color.brand.background.primary", "#FF5F1B"),
            // public/theme/light.json color.brand.foreground.primary → {color-shades.accent.500} → brand/varsom.json #CC3D00
            ("color.brand.foreground.primary", "#CC3D00"),
            // public/theme/light.json color.brand.background.tertiary → {color-shades.brand.150} → brand/varsom.json #FFC38F
            ("color.brand.background.tertiary", "#FFC38F"),
            // public/theme/light.json color.brand.foreground.primary-on-bg → {color-shades.brand.000} → brand/varsom.json #432301
            ("color.brand.foreground.primary-on-bg", "#432301"),
            // public/device/mobile.json spacing.medium → {dimension.3x} → brand/nve.json 0.75rem
            ("spacing.medium", "0.75rem"),
            // public/device/mobile.json spacing.large → {dimension.4x} → brand/nve.json 1rem
            ("spacing.large", "1rem"),
        ])

        let rmeDark = Check.theme(["Brand": "RME", "Theme": "dark", "Device": "desktop"], in: system)
        Check.expect(system, in: rmeDark, [
            // public/theme/dark.json color.brand.background.primary → {color-shades.brand.500} → brand/rme.json #3451B7
            ("color.brand.background.primary", "#3451B7"),
            // public/theme/dark.json color.brand.foreground.primary → {color-shades.accent.200} → brand/rme.json #91A1F3
            ("color.brand.foreground.primary", "#91A1F3"),
            // public/theme/dark.json color.brand.border.secondary → {color-shades.brand.200} → brand/rme.json #A0ACE4
            ("color.brand.border.secondary", "#A0ACE4"),
            // public/theme/dark.json color.brand.background.tertiary → {color-shades.brand.800} → brand/rme.json #1D2D67
            ("color.brand.background.tertiary", "#1D2D67"),
            // public/device/desktop.json spacing.medium → {dimension.4x} → brand/nve.json 1rem
            ("spacing.medium", "1rem"),
        ])
        // brand/rme.json color-shades.brand.000 is "#fffffff" (seven digits): no color, so
        // it must be reported, not read as white.
        #expect(ConversionCheck.findings(conversion, token: "brand/rme:color-shades.brand.000").contains("left out"))
        Check.expectLeftOutReported("nve-designsystem", source: tokensStudioFolderTokens(folder), conversion: conversion, out: out)
    }

    @Test("Designsystemet, Digdir (Tokens Studio sync folder: Color scheme × Size × Typography × Color)")
    func digdir() throws {
        let folder = Check.folder("digdir-designsystemet/design-tokens")
        let (conversion, system, out) = try ConversionCheck.convertAndLoad([folder])
        #expect(conversion.format == .tokensStudio)
        // Each chain: semantic/style.json color.X.Y → {color.X.N} → themes/designsystemet.json
        // {designsystemet.X.N} → primitives/modes/color-scheme/<scheme>/designsystemet.json.
        let light = Check.theme(["Color scheme": "Light", "Size": "medium", "Color": "accent"], in: system)
        Check.expect(system, in: light, [
            // semantic/color/accent.json background-default → color.accent.1 → light designsystemet.accent.1 #ffffff
            ("background-default", "#FFFFFF"),
            // semantic/color/accent.json base-default → color.accent.12 → light designsystemet.accent.12 #0062BA
            ("base-default", "#0062BA"),
            // semantic/color/accent.json text-default → color.accent.11 → light designsystemet.accent.11 #002c54
            ("text-default", "#002C54"),
            // semantic/style.json color.danger.text-default → color.danger.11 → light designsystemet.danger.11 #590d0d
            ("color.danger.text-default", "#590D0D"),
            // semantic/style.json color.success.border-default → color.success.8 → light designsystemet.success.8 #108c22
            ("color.success.border-default", "#108C22"),
            // themes/designsystemet.json color.focus.inner-color → light designsystemet.focus.inner #ffffff
            ("color.focus.inner-color", "#FFFFFF"),
        ])

        let dark = Check.theme(["Color scheme": "Dark", "Size": "medium", "Color": "accent"], in: system)
        Check.expect(system, in: dark, [
            // as above, from primitives/modes/color-scheme/dark/designsystemet.json
            ("background-default", "#0C1927"),  // designsystemet.accent.1
            ("base-default", "#4C91CF"),  // designsystemet.accent.12
            ("text-default", "#E7EDF4"),  // designsystemet.accent.11
            ("color.neutral.background-default", "#17181A"),  // designsystemet.neutral.1
            ("color.danger.text-default", "#F5EAE9"),  // designsystemet.danger.11
            ("color.success.border-default", "#528F52"),  // designsystemet.success.8
            ("color.focus.inner-color", "#17181A"),  // designsystemet.focus.inner
        ])
        Check.expectLeftOutReported("digdir-designsystemet", source: tokensStudioFolderTokens(folder), conversion: conversion, out: out)
    }

    @Test("Sage (Tokens Studio sync folder: Mode Light/Dark sharing the source set core)")
    func sage() throws {
        let folder = Check.folder("sage-design-tokens/data/tokens")
        let (conversion, system, out) = try ConversionCheck.convertAndLoad([folder])
        #expect(conversion.format == .tokensStudio)
        let light = Check.theme(["Mode": "Light"], in: system)
        Check.expect(system, in: light, [
            // mode/light.json mode.color.brand.default → {core.color.black} → core.json #000000
            ("mode.color.brand.default", "#000000"),
            // mode/light.json mode.color.brand.inverse.default → {core.color.brand.50} → core.json #00d639
            ("mode.color.brand.inverse.default", "#00D639"),
            // mode/light.json mode.color.action.main.default → {core.color.brand.60} → core.json #00811f
            ("mode.color.action.main.default", "#00811F"),
            // mode/light.json mode.color.action.grayscale.active → {core.color.black} → core.json #000000
            ("mode.color.action.grayscale.active", "#000000"),
            // mode/light.json mode.color.none → {core.color.white} #FFFFFF with the Tokens Studio
            // modifier alpha 0 ($extensions.studio.tokens.modify): white at alpha 0
            ("mode.color.none", "#FFFFFF00"),
            // components/button.json button.ai.label-default → mode.color.action.grayscale.default
            // (mode/light.json: alpha modifier 0.92) → grayscale.active → {core.color.black}:
            // black at alpha 0.92, 234.6 → 0xEB in 8 bits
            ("button.ai.label-default", "#000000EB"),
        ])

        let dark = Check.theme(["Mode": "Dark"], in: system)
        Check.expect(system, in: dark, [
            // mode/dark.json mode.color.brand.default → {core.color.brand.50} → core.json #00d639
            ("mode.color.brand.default", "#00D639"),
            // mode/dark.json mode.color.brand.inverse.default → {core.color.black} → core.json #000000
            ("mode.color.brand.inverse.default", "#000000"),
            // mode/dark.json mode.color.action.grayscale.active → {core.color.white} → core.json #FFFFFF
            // (mode.color.action.main.default is not checked here: its LCH mix modifier is not hand-computable)
            ("mode.color.action.grayscale.active", "#FFFFFF"),
            // mode/dark.json mode.color.none → {core.color.white} with alpha modifier 0
            ("mode.color.none", "#FFFFFF00"),
            // components/button.json button.ai.label-default → mode.color.action.grayscale.default
            // (mode/dark.json: alpha modifier 0.92) → grayscale.active → {core.color.white}
            ("button.ai.label-default", "#FFFFFFEB"),
        ])
        Check.expectLeftOutReported("sage-design-tokens", source: tokensStudioFolderTokens(folder), conversion: conversion, out: out)
    }

    @Test("Digital Agency of Japan (Tokens Studio single-file export, DTCG mode)")
    func digitalAgencyJapan() throws {
        let file = Check.folder("digital-go-jp-design-tokens/figma/tokens.json")
        let (conversion, system, out) = try ConversionCheck.convertAndLoad([file])
        #expect(conversion.format == .tokensStudio)
        let theme = system.defaultTheme
        Check.expect(system, in: theme, [
            ("Color.Primitive.Blue.900", "#0017C1"),  // set Color, Color.Primitive.Blue.900 #0017c1
            ("Color.Primitive.Red.900", "#CE0000"),  // set Color, Color.Primitive.Red.900 #ce0000
            // set Color, Color.Neutral.OpacityGray.500 rgba(0,0,0,0.5): alpha 0.5 is 0x80 in 8 bits
            ("Color.Neutral.OpacityGray.500", "#00000080"),
            ("FontSize.26", "26px"),  // set Typography, FontSize.26 "26px"
            ("BorderRadius.8", "8px"),  // set Size, BorderRadius.8 "8px"
            // set Typography, FontFamily.Sans "'Noto Sans JP', -apple-system, BlinkMacSystemFont, sans-serif"
            ("FontFamily.Sans", "Noto Sans JP, -apple-system, BlinkMacSystemFont, sans-serif"),
        ])
        let root = Check.parse(file) as? [String: Any] ?? [:]
        let source = Set(root.filter { !$0.key.hasPrefix("$") }.flatMap { set, tree in Check.tokenPaths(in: tree).map { "\(set):\($0)" } })
        Check.expectLeftOutReported("digital-go-jp-design-tokens", source: source, conversion: conversion, out: out)
    }

    // MARK: - Style Dictionary, legacy format

    /// The source tokens of Style Dictionary files, as `file:path`.
    private func styleDictionaryTokens(_ folders: [URL]) -> Set<String> {
        Set(folders.flatMap { folder in
            Check.jsonFiles(folder).flatMap { file in Check.tokenPaths(in: Check.parse(file.url) ?? [:]).map { "\(file.relative.dropLast(5)):\($0)" } }
        })
    }

    @Test("PatternFly (Style Dictionary legacy value/type: light, and dark merged over light)")
    func patternFly() throws {
        let base = Check.folder("patternfly-design-tokens/packages/module/tokens/default")
        let light = base.appendingPathComponent("light"), dark = base.appendingPathComponent("dark")
        let (conversion, system, out) = try ConversionCheck.convertAndLoad([light], from: .styleDictionary)
        let theme = system.defaultTheme
        Check.expect(system, in: theme, [
            // light/base.json global.background.color.100 → {color.white} → light/palette.color.json #ffffff
            ("global.background.color.100", "#FFFFFF"),
            // light/base.json global.background.color.200 → {color.gray.10} → palette.color.json #f2f2f2
            ("global.background.color.200", "#F2F2F2"),
            // light/semantic.json global.text.color.regular → global.text.color.100 → {color.gray.95} #151515
            ("global.text.color.regular", "#151515"),
            // light/semantic.json global.border.color.default → global.border.color.100 → {color.gray.30} #c7c7c7
            ("global.border.color.default", "#C7C7C7"),
            // light/semantic.json global.icon.color.regular → global.icon.color.100 → {color.gray.90} #1f1f1f
            ("global.icon.color.regular", "#1F1F1F"),
            // light/semantic.dimension.json global.spacer.md → {global.spacer.300} → base.dimension.json
            // 16 with "type": "number": Style Dictionary's number type has no unit.
            ("global.spacer.md", "16"),
        ])
        Check.expectLeftOutReported("patternfly-design-tokens (light)", source: styleDictionaryTokens([light]), conversion: conversion, out: out)

        let (darkConversion, darkSystem, darkOut) = try ConversionCheck.convertAndLoad([light, dark], from: .styleDictionary)
        let darkTheme = darkSystem.defaultTheme
        Check.expect(darkSystem, in: darkTheme, [
            // dark/semantic.dark.json global.text.color.regular → global.dark.text.color.100 (base.dark.json) → {color.white} #ffffff
            ("global.text.color.regular", "#FFFFFF"),
            // dark/semantic.dark.json global.border.color.default → global.dark.border.color.100 → {color.gray.60} #4d4d4d
            ("global.border.color.default", "#4D4D4D"),
            // dark/semantic.dark.json global.icon.color.regular → global.dark.icon.color.100 → {color.gray.10} #f2f2f2
            ("global.icon.color.regular", "#F2F2F2"),
            // light/base.json global.background.color.100, not redefined in dark/: {color.white} #ffffff
            ("global.background.color.100", "#FFFFFF"),
            // light/semantic.dimension.json global.spacer.md, not redefined in dark/: 16
            ("global.spacer.md", "16"),
        ])
        Check.expectLeftOutReported("patternfly-design-tokens (dark)", source: styleDictionaryTokens([light, dark]), conversion: darkConversion, out: darkOut)
    }

    @Test("GC Design System, Canadian Digital Service (Style Dictionary 4 project, legacy value/type)")
    func gcds() throws {
        let folder = Check.folder("cds-snc-gcds-tokens/tokens")
        let (conversion, system, out) = try ConversionCheck.convertAndLoad([folder], from: .styleDictionary)
        let theme = system.defaultTheme
        Check.expect(system, in: theme, [
            ("color.blue.50", "#EBF2FA"),  // base/color/tokens.json color.blue.50 #ebf2fa
            ("color.black", "#000000"),  // base/color/tokens.json color.black #000000
            // global/color/tokens.json bg.white → {color.white.value} → base/color/tokens.json #ffffff
            ("bg.white", "#FFFFFF"),
            // global/color/tokens.json text.primary → {color.grayscale.800.value} → #333333
            ("text.primary", "#333333"),
            // global/color/tokens.json text.secondary → {color.grayscale.650.value} → #595959
            ("text.secondary", "#595959"),
            // global/color/tokens.json link.default → {color.blue.700.value} → #1f497a
            ("link.default", "#1F497A"),
            // global/color/tokens.json bg.primary → {color.blue-muted.value} → #26374a
            ("bg.primary", "#26374A"),
        ])
        Check.expectLeftOutReported("cds-snc-gcds-tokens", source: styleDictionaryTokens([folder]), conversion: conversion, out: out)
    }

    @Test("Auro, Alaska Airlines (Style Dictionary 3, legacy value with a custom type 'primitive', CTI paths)")
    func auro() throws {
        let folder = Check.folder("alaskaairlines-aurodesigntokens/tokenDefinitions/coreTokens/primitives/base")
        let (conversion, system, out) = try ConversionCheck.convertAndLoad([folder], from: .styleDictionary)
        let theme = system.defaultTheme
        Check.expect(system, in: theme, [
            // Style Dictionary 3 transforms by CTI category (first path part), not by `type`:
            // color.* is a color, and the values are written with their units.
            ("color.black", "#000000"),  // color.json color.black #000000
            ("color.gray.100", "#F2F2F2"),  // color.json color.gray.100 #f2f2f2
            ("color.gray.200", "#DDDDDD"),  // color.json color.gray.200 #dddddd
            ("color.gray.250", "#D0D0D0"),  // color.json color.gray.250 #d0d0d0
            ("type.size.16", "1rem"),  // type/size.json type.size.16 "1rem"
            ("type.size.10", "0.625rem"),  // type/size.json type.size.10 "0.625rem"
        ])
        Check.expectLeftOutReported("alaskaairlines-aurodesigntokens", source: styleDictionaryTokens([folder]), conversion: conversion, out: out)
    }

    // MARK: - Style Dictionary 4 and 5, DTCG-draft ($value/$type)

    /// The source token paths of DTCG-draft JSON files.
    private func draftTokens(_ folder: URL) -> Set<String> {
        Set(Check.jsonFiles(folder).flatMap { Check.tokenPaths(in: Check.parse($0.url) ?? [:]) })
    }

    @Test("Kong (Style Dictionary 5, DTCG-draft $value, untyped tokens, '_' group roots)")
    func kong() {
        let folder = Check.folder("kong-design-tokens")
        guard let system = Check.load([folder], mode: .compat, allJSON: true) else { return }
        let theme = system.defaultTheme
        Check.expect(system, in: theme, [
            // tokens/source/color/background.json color.background._ → {color.alias.white} →
            // themes/classic-day/classic-day.alias.color.json #FFF
            ("color.background._", "#FFFFFF"),
            // tokens/source/color/brand.json color.brand._ → {color.alias.blue.60} → #0044F4
            ("color.brand._", "#0044F4"),
            // tokens/source/color/text.json color.text.primary._ → {color.alias.blue.60} → #0044F4
            ("color.text.primary._", "#0044F4"),
            ("space.40", "8px"),  // tokens/source/space/index.json space.40 "8px"
            ("font.size.40", "16px"),  // tokens/source/font/size.json font.size.40 "16px"
            ("border.radius.30", "6px"),  // tokens/source/border/radius.json border.radius.30 "6px"
        ])
        Check.expectMissingWarned("kong-design-tokens", source: draftTokens(folder), system: system)
    }

    @Test("HashiCorp Helios (Style Dictionary 5, DTCG-draft with a separate 'unit' property)")
    func hashicorp() {
        let folder = Check.folder("hashicorp-design-system")
        guard let system = Check.load([folder], mode: .compat, allJSON: true) else { return }
        let theme = system.defaultTheme
        Check.expect(system, in: theme, [
            // semantic-page.json color.page.primary → {color.palette.neutral-0} → palette-neutrals.json #ffffff
            ("color.page.primary", "#FFFFFF"),
            // semantic-page.json color.page.faint → {color.palette.neutral-50} → #fafafa
            ("color.page.faint", "#FAFAFA"),
            // semantic-foreground.json color.foreground.primary → {color.palette.neutral-600} → #3b3d45
            ("color.foreground.primary", "#3B3D45"),
            // semantic-surface.json color.surface.primary → {color.palette.neutral-0} → #ffffff
            ("color.surface.primary", "#FFFFFF"),
            // border/radius.json border.radius.small: "$value": "5", "unit": "px"
            ("border.radius.small", "5px"),
            // border/radius.json border.radius.large: "$value": "8", "unit": "px"
            ("border.radius.large", "8px"),
        ])
        Check.expectMissingWarned("hashicorp-design-system", source: draftTokens(folder), system: system)
    }

    @Test("Paragon, Open edX (Style Dictionary 4, W3C-draft $value/$type, light theme)")
    func paragon() {
        let folder = Check.folder("openedx-paragon/tokens/src")
        let paths = [folder.appendingPathComponent("core"), folder.appendingPathComponent("themes/light")]
        guard let system = Check.load(paths, mode: .compat, allJSON: true) else { return }
        let theme = system.defaultTheme
        Check.expect(system, in: theme, [
            ("size.border.width", "1px"),  // core/alias/size.json size.border.width "1px"
            ("size.border.radius.base", "0.375rem"),  // core/alias/size.json ".375rem"
            ("color.primary.base", "#0A3055"),  // themes/light/global/color.json color.primary.base
            ("color.white", "#FFFFFF"),  // themes/light/global/color.json color.white
            ("spacing.spacer.base", "1rem"),  // core/global/spacing.json spacing.spacer.base "1rem"
            // themes/light/global/color.json color.gray.500 → {color.gray.base} → #707070
            ("color.gray.500", "#707070"),
        ])
        Check.expectMissingWarned("openedx-paragon", source: paths.reduce(into: Set<String>()) { $0.formUnion(draftTokens($1)) }, system: system)
    }

    @Test("Red Hat Design System (Style Dictionary 4, W3C-draft YAML)")
    func redHat() {
        let folder = Check.folder("redhat-ux-red-hat-design-tokens/tokens")
        guard let system = Check.load([folder], mode: .compat, allJSON: true) else { return }
        let theme = system.defaultTheme
        Check.expect(system, in: theme, [
            ("color.white", "#FFFFFF"),  // color/crayon/gray.yaml color.white '#ffffff'
            ("color.gray.10", "#F2F2F2"),  // color/crayon/gray.yaml color.gray.10 '#F2F2F2'
            ("color.gray.50", "#707070"),  // color/crayon/gray.yaml color.gray.50 '#707070'
            ("color.gray.60", "#4D4D4D"),  // color/crayon/gray.yaml color.gray.60 '#4D4D4D'
            // color/surface.yaml color.surface.lighter → {color.gray.10} → '#F2F2F2'
            ("color.surface.lighter", "#F2F2F2"),
            // color/surface.yaml color.surface.lightest → {color.white} → '#ffffff'
            ("color.surface.lightest", "#FFFFFF"),
        ])
    }

    // MARK: - DTCG 2025.10

    @Test("Little League, Matthew Ström (DTCG 2025.10 resolver, OKLCH colors, light/dark, --compat)")
    func littleLeague() {
        let folder = Check.folder("ilikescience-little-league")
        // --compat: syntax/json.tokens.json names tokens with '.' (TextMate scopes), which DTCG forbids.
        guard let system = Check.load([folder], mode: .compat, resolver: folder.appendingPathComponent("tokens.resolver.json")) else { return }
        // OKLCH → sRGB computed by hand with Björn Ottosson's published OKLab matrices,
        // from tokens/core.tokens.json color.core.gray.*:
        // 50 = oklch(0.94912, ~0, 89.88) ≈ #EEEEEE; 100 = oklch(0.89755, ~0, 89.88) ≈ #DDDDDD;
        // 650 = oklch(0.45817, 0.00641, 286.14) ≈ #57575B; 800 = oklch(0.35035, 0.00859, 285.95) ≈ #3A3A3F.
        let light = Check.theme(["theme": "light"], in: system)
        Check.expectColor(system, in: light, near: [
            // tokens/light/background.tokens.json color.background.surface.200 → {color.core.gray.100}
            ("color.background.surface.200", "#DDDDDD"),
            // tokens/light/background.tokens.json color.background.surface.300 → {color.core.gray.50}
            ("color.background.surface.300", "#EEEEEE"),
            ("color.core.gray.100", "#DDDDDD"),
            ("color.core.gray.650", "#57575B"),
            ("color.core.gray.800", "#3A3A3F"),
        ])
        let dark = Check.theme(["theme": "dark"], in: system)
        Check.expectColor(system, in: dark, near: [
            // tokens/dark/background.tokens.json color.background.surface.200 → {color.core.gray.650}
            ("color.background.surface.200", "#57575B"),
            // tokens/dark/background.tokens.json color.background.surface.300 → {color.core.gray.800}
            ("color.background.surface.300", "#3A3A3F"),
            ("color.core.gray.100", "#DDDDDD"),
            ("color.core.gray.50", "#EEEEEE"),
            ("color.core.gray.650", "#57575B"),
        ])
    }
}
