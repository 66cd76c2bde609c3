import Foundation
@testable import Gallery
import Render
import TestSupport
import Testing
import TokenModel

/// The token sections on this project's `Tokens/`: what each shows, in which order, and
/// that every picture draws.
@Suite("Token sections")
struct TokenSectionsTests {
    static let sources: [GalleryCatalog.SectionSource] = [
        ColorSection.sections, TypographySection.sections, DimensionSection.sections, ShadowSection.sections,
        BorderSection.sections, GradientSection.sections, OtherTokenSection.sections,
    ]

    let system: ResolvedDesignSystem
    let context: GalleryContext

    init() throws {
        system = try DesignSystemLoader.load(paths: [PackagePaths.tokens.path])
        context = GalleryContext(system: system, options: GalleryOptions())
    }

    @Test func everyTokenIsInExactlyOneSectionInSourceOrderWithItsGroupTogether() throws {
        let entries = Self.sources.flatMap { $0(context) }.flatMap(\.entries)
        let names = entries.map(\.name)
        #expect(Set(names) == Set(system.allPaths.map(\.description)))
        #expect(names.count == Set(names).count)
        #expect(Set(entries.map(\.id)).count == entries.count)
        // Each section's groups are runs: a group met again after another is an error.
        for section in Self.sources.flatMap({ $0(context) }) {
            var finished = Set<String?>()
            var current: String??
            for entry in section.entries where entry.group != current {
                #expect(!finished.contains(entry.group), "group \(entry.group ?? "-") of \(section.id) is split")
                if let current { finished.insert(current) }
                current = .some(entry.group)
            }
        }
        let colors = try #require(ColorSection.sections(in: context).first)
        let neutral = colors.entries.filter { $0.group == "palette.neutral" }.map(\.name)
        #expect(neutral == ["0", "50", "100", "200", "300", "400", "500", "600", "700", "800", "900", "1000"].map { "palette.neutral.\($0)" })
    }

    @Test func aColorShowsItsHexItsColorSpaceAndEveryThemeSideBySide() throws {
        let colors = try #require(ColorSection.sections(in: context).first)
        let blue = try #require(colors.entries.first { $0.name == "palette.blue.500" })
        #expect(Set(blue.variants.flatMap(\.themes)) == Set(context.themes))
        let light = try #require(blue.variants.first { $0.themes.contains(system.defaultTheme) })
        #expect(light.facts.contains(GalleryFact("hex", "#1F6FEB")))
        #expect(light.facts.contains(GalleryFact("written as", "srgb (0.1216, 0.4353, 0.9216)")))
        #expect(blue.facts.contains(GalleryFact("type", "color")))
        #expect(blue.keywords.contains("#1F6FEB"), "the search box finds a color by its hex")

        // An alias that names another token in each theme says so per variant.
        let border = try #require(colors.entries.first { $0.name == "colors.border" })
        let aliases = border.variants.compactMap { $0.facts.first { $0.label == "alias" }?.value }
        #expect(Set(aliases) == ["→ {palette.neutral.200}", "→ {palette.neutral.700}"])
        #expect(border.keywords.contains("palette.neutral.200"))
    }

    @Test func aSwatchIsTheColorOnThePageBackgroundAndATranslucentOneShowsACheckerboard() throws {
        let white = Color(red: 1, green: 1, blue: 1)
        let blue = try TokenPicture.swatch(Color(srgbHex: 0x1F6FEB), on: white, scale: 2)
        #expect(blue.width == Int(TokenPicture.swatchSize.width) * 2)
        #expect(blue.color(atX: blue.width / 2, y: blue.height / 2)?.hexString == "#1F6FEB")
        #expect(blue.color(atX: 1, y: 1)?.hexString == "#FFFFFF")

        let translucent = try TokenPicture.swatch(Color(srgbHex: 0x000000, alpha: 0.5), on: white, scale: 1)
        let row = translucent.height / 2
        let right = Set((translucent.width / 2 + 2..<translucent.width - 10).compactMap { translucent.color(atX: $0, y: row)?.hexString })
        #expect(right.count >= 2, "the right half shows a checkerboard through the color")
        let left = try #require(translucent.color(atX: 14, y: row))
        #expect(abs(left.red - 0.5) < 0.01 && left.red == left.green && left.green == left.blue, "half black over white is mid grey")
    }

    @Test func typographyTokensAreSpecimensWithTheirFontFacts() throws {
        let typography = try #require(TypographySection.sections(in: context).first)
        let title = try #require(typography.entries.first { $0.name == "fonts.title" })
        let facts = try #require(title.variants.first).facts
        #expect(facts.contains { $0.label == "font" })
        #expect(facts.contains(GalleryFact("size", "24")))
        #expect(facts.contains(GalleryFact("weight", "600")))
        let picture = try #require(title.variants.first?.pictures.first)
        let image = try #require(TokenSystemFixture.draw(picture).image)
        #expect(image.width == Int(context.options.maximumWidth) * 2)
        #expect(image.height > 2 * 30, "two lines of 24 pt text and the margins")
    }

    @Test func aFamilyThatIsNotInstalledIsAWarning() throws {
        let system = TokenSystemFixture.system([
            TokenSystemFixture.token("fonts.missing", .typography(Typography(fontFamily: ["No Such Font 42"], fontSize: 16))),
            TokenSystemFixture.token("fonts.family.missing", .fontFamily(["No Such Font 42", "DejaVu Sans"])),
        ])
        let typography = try #require(TokenSystemFixture.sections(TypographySection.sections, system).first?.entries.first)
        let font = try #require(typography.variants[0].facts.first { $0.label == "font" })
        #expect(font.level == .warning && font.value.contains("No Such Font 42"))
        let family = try #require(TokenSystemFixture.sections(OtherTokenSection.sections, system).first?.entries.first)
        let drawn = try #require(family.variants[0].facts.first { $0.label == "font" })
        #expect(drawn.level == .warning && drawn.value.hasPrefix("DejaVu Sans"))
    }

    @Test func dimensionsAreDrawnAsTheirNamesSay() {
        #expect(DimensionKind(TokenPath(dotted: "radii.small")) == .radius)
        #expect(DimensionKind(TokenPath(dotted: "buttons.cornerRadius")) == .radius)
        #expect(DimensionKind(TokenPath(dotted: "spacing.m")) == .spacing)
        #expect(DimensionKind(TokenPath(dotted: "borderWidths.thin")) == .stroke)
        #expect(DimensionKind(TokenPath(dotted: "breakpoints.large")) == .length)
    }

    @Test func aBarIsAsLongAsItsLengthUpToTheLimit() throws {
        let white = Color(red: 1, green: 1, blue: 1)
        let short = try TokenPicture.dimension(Dimension(40), kind: .length, on: white, scale: 1)
        let rem = try TokenPicture.dimension(Dimension(2.5, .rem), kind: .length, on: white, scale: 1)
        let long = try TokenPicture.dimension(Dimension(1280), kind: .length, on: white, scale: 1)
        let barRow = Int(TokenPicture.margin) + 5
        func barLength(_ image: PixelImage) -> Int {
            (0..<image.width).filter { image.color(atX: $0, y: barRow)?.hexString == "#2F6FDB" }.count
        }
        #expect(barLength(short) == 40)
        #expect(barLength(rem) == 40)
        #expect(long.width <= Int(TokenPicture.maximumDrawnLength + 2 * TokenPicture.margin + 4))
        // 1280 points at 1:8 is 160 points: breakpoints keep their proportions.
        #expect(TokenPicture.reduction(of: 1280) == 8)
        #expect(barLength(long) == 160)
        #expect(DimensionSection.facts(of: Dimension(1280), kind: .length).contains(GalleryFact("drawn at", "1:8")))
        #expect(TokenPicture.reduction(of: 1e300) == TokenPicture.maximumReduction)
    }

    @Test func everyPictureOfTheTokenSectionsDrawsAndEqualValuesShareARecipe() throws {
        let pictures = Self.sources.flatMap { $0(context) }.flatMap(\.entries).flatMap(\.variants).flatMap(\.pictures)
        #expect(pictures.count > 100)
        var drawn: [String: PixelImage] = [:]
        for picture in pictures where drawn[picture.recipe] == nil {
            let result = TokenSystemFixture.draw(picture)
            #expect(result.failure == nil, "\(picture.recipe): \(result.failure ?? "")")
            drawn[picture.recipe] = result.image
        }
        // `colors.text.onBrand` is `palette.neutral.0` in every theme: one picture serves both.
        let colors = try #require(ColorSection.sections(in: context).first)
        let recipes = ["colors.text.onBrand", "palette.neutral.0"].map { name in
            colors.entries.first { $0.name == name }.map { $0.variants.flatMap(\.pictures).map(\.recipe) } ?? []
        }
        #expect(!recipes[0].isEmpty && recipes[0] == recipes[1])
        // No recipe names a theme: pictures are shared across themes by content.
        #expect(!drawn.keys.contains { $0.contains("theme=") || $0.contains("fixture") || $0.contains(".tokens.") })
    }

    @Test func deprecatedTokensAreMarkedAndFoundBySearch() throws {
        let system = TokenSystemFixture.system([
            TokenSystemFixture.token("colors.old", .color(Color(srgbHex: 0xFF0000)), description: "Use colors.new.", deprecation: "Replaced by colors.new"),
            TokenSystemFixture.token("colors.new", .color(Color(srgbHex: 0x00FF00))),
        ])
        let entries = try #require(TokenSystemFixture.sections(ColorSection.sections, system).first).entries
        #expect(entries[0].deprecation == "Replaced by colors.new")
        #expect(entries[0].keywords.contains("deprecated"))
        #expect(entries[0].facts.contains(GalleryFact("deprecated", "Replaced by colors.new", level: .warning)))
        #expect(entries[1].deprecation == nil && !entries[1].keywords.contains("deprecated"))
    }

    @Test func theColorSpaceAsWrittenFollowsTheAliasToItsOrigin() throws {
        let p3 = ColorSpace.displayP3.toSRGB([1, 0, 0], alpha: 1).color.authored(as: AuthoredColor(colorSpace: .displayP3, components: [1, 0, 0]))
        let oklch: SourceNode.Value = .object([
            "colorSpace": SourceNode(.string("oklch"), at: SourceLocation(file: "f", line: 1, column: 1)),
            "components": SourceNode(.array([0.7, 0.1, nil].map { SourceNode($0.map { .number($0) } ?? .string("none"), at: SourceLocation(file: "f", line: 1, column: 1)) }),
                                     at: SourceLocation(file: "f", line: 1, column: 1)),
        ])
        let origin = TokenSystemFixture.token("base.teal", .color(Color(srgbHex: 0x00A0A0)), written: oklch)
        #expect(ColorSection.writtenForm(of: origin, color: Color(srgbHex: 0x00A0A0)) == "oklch (0.7, 0.1, none)")
        let hex = TokenSystemFixture.token("base.hex", .color(Color(srgbHex: 0x00A0A0)), written: .string("#00A0A0"))
        #expect(ColorSection.writtenForm(of: hex, color: Color(srgbHex: 0x00A0A0)) == "hex #00A0A0")
        #expect(ColorSection.writtenForm(of: hex, color: p3) == "display-p3 (1, 0, 0)")
        #expect(ColorSection.isOutsideSRGB(hex, color: p3), "P3's red is redder than sRGB's")
        #expect(!ColorSection.isOutsideSRGB(hex, color: Color(srgbHex: 0x00A0A0)))
        #expect(!ColorSection.isOutsideSRGB(origin, color: Color(srgbHex: 0x00A0A0)), "oklch(0.7 0.1 0) is inside sRGB")
        let vivid = TokenSystemFixture.token("base.vivid", .color(Color(srgbHex: 0x00FF00)), written: .object([
            "colorSpace": SourceNode(.string("oklch"), at: SourceLocation(file: "f", line: 1, column: 1)),
            "components": SourceNode(.array([0.9, 0.4, 140].map { SourceNode(.number($0), at: SourceLocation(file: "f", line: 1, column: 1)) }),
                                     at: SourceLocation(file: "f", line: 1, column: 1)),
        ]))
        #expect(ColorSection.isOutsideSRGB(vivid, color: Color(srgbHex: 0x00FF00)))

        // An alias says how its origin was written, and that it is outside sRGB.
        let alias = TokenSystemFixture.token("colors.highlight", .color(Color(srgbHex: 0x00FF00)), aliasOf: "base.vivid", written: .string("{base.vivid}"))
        let entry = try #require(TokenSystemFixture.sections(ColorSection.sections, TokenSystemFixture.system([vivid, alias])).first?.entries.last)
        #expect(entry.variants[0].facts.contains(GalleryFact("written as", "oklch (0.9, 0.4, 140)")))
        #expect(entry.variants[0].facts.contains { $0.label == "gamut" && $0.level == .warning })
    }

    @Test func durationsAreTimelinesOpacitiesAreSwatchesAndFactOnlyTokensHaveOneVariant() throws {
        let system = TokenSystemFixture.system([
            (Theme.light, [
                TokenSystemFixture.token("motion.fast", .duration(TokenDuration(200, .ms))),
                TokenSystemFixture.token("opacity.muted", .number(0.6)),
                TokenSystemFixture.token("zIndex.modal", .number(0.5)),
                TokenSystemFixture.token("text.brand", .string("dscompile")),
                TokenSystemFixture.token("colors.background", .color(Color(srgbHex: 0xFFFFFF))),
            ]),
            (Theme.dark, [
                TokenSystemFixture.token("motion.fast", .duration(TokenDuration(200, .ms))),
                TokenSystemFixture.token("opacity.muted", .number(0.6)),
                TokenSystemFixture.token("zIndex.modal", .number(0.5)),
                TokenSystemFixture.token("text.brand", .string("dscompile")),
                TokenSystemFixture.token("colors.background", .color(Color(srgbHex: 0x000000))),
            ]),
        ])
        let entries = try #require(TokenSystemFixture.sections(OtherTokenSection.sections, system).first).entries
        func entry(_ name: String) throws -> GalleryEntry { try #require(entries.first { $0.name == name }) }
        // Drawn on the page: one variant per background.
        #expect(try entry("motion.fast").variants.count == 2)
        #expect(try entry("opacity.muted").variants.count == 2)
        // Facts alone: one variant for every theme.
        #expect(try entry("zIndex.modal").variants.map(\.themes) == [[Theme.light, Theme.dark]])
        #expect(try entry("zIndex.modal").variants[0].pictures.isEmpty)
        #expect(try entry("text.brand").variants.map(\.themes) == [[Theme.light, Theme.dark]])

        let timeline = try #require(TokenSystemFixture.draw(try entry("motion.fast").variants[0].pictures[0]).image)
        #expect(timeline.width == 2 * Int(200 * TokenPicture.pointsPerMillisecond + 2 * TokenPicture.margin + 2))
        #expect(throws: TokenPicture.Problem.self) {
            try TokenPicture.timeline(TokenDuration(.nan, .s), on: Color(red: 1, green: 1, blue: 1), scale: 1)
        }
        let long = try TokenPicture.timeline(TokenDuration(1e300, .s), on: Color(red: 1, green: 1, blue: 1), scale: 1)
        #expect(CGFloat(long.width) <= TokenPicture.maximumDrawnLength + 2 * TokenPicture.margin + 2)
    }

    @Test func easingsArePlayedAsAnimatedPicturesOverTheirDuration() throws {
        let white = Color(red: 1, green: 1, blue: 1)
        let short = try TokenPicture.easing(.easeInOut, seconds: 0.2, delay: 0, on: white, scale: 1)
        let long = try TokenPicture.easing(.easeInOut, seconds: 1, delay: 0.5, on: white, scale: 1)
        let endless = try TokenPicture.easing(.easeInOut, seconds: .infinity, delay: -.nan, on: white, scale: 1)
        guard case .animated(let shortData) = short, case .animated(let longData) = long, case .animated(let endlessData) = endless else {
            Issue.record("an easing is an animated PNG")
            return
        }
        #expect(longData.count > shortData.count, "a longer transition has more frames")
        #expect(endlessData.count > 0)
        let plot = try TokenPicture.CurvePlot(.easeInOut)
        let still = try TokenPicture.curve(.easeInOut, on: white, scale: 1)
        let poster = try TokenPicture.easingFrame(.easeInOut, plot: plot, still: still, at: 0.5, on: white, scale: 1)
        #expect(try short.stillImage(scale: 1).height == poster.height)
        #expect(CGFloat(poster.height) == plot.size.height + 22)
        // Halfway through an ease-in-out the dot on the track is in the middle.
        let y = Int(plot.size.height + 11 - 4)
        let middle = Int(plot.point(0.5, 0).x)
        #expect(poster.color(atX: middle, y: y)?.hexString == "#2F6FDB")
    }
}

@Suite("Token sections: where each theme's value comes from")
struct TokenVariantSourceTests {
    /// `colors.text.primary` is defined in both theme files: the dark variant names the dark
    /// file, and the page shows it in that variant.
    @Test func aThemedTokensDarkVariantNamesTheDarkFile() throws {
        let system = try DesignSystemLoader.load(paths: [PackagePaths.tokens.path])
        let context = GalleryContext(system: system, options: GalleryOptions())
        let entry = try #require(ColorSection.sections(in: context).flatMap(\.entries).first { $0.name == "colors.text.primary" })
        #expect(entry.source?.file.hasSuffix("semantic.light.tokens.json") == true)
        let dark = try #require(entry.variants.first { $0.themes.contains { $0.name.hasSuffix("dark") } })
        #expect(dark.source?.file.hasSuffix("semantic.dark.tokens.json") == true)
        #expect(entry.variants.first { $0.themes.contains { $0.name.hasSuffix("light") } }?.source == nil)
    }
}
