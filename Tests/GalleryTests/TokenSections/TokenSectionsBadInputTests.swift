import Foundation
@testable import Gallery
import Render
import TestSupport
import Testing
import TokenModel

/// Values no token file should hold but a design system might: each gives a sensible
/// picture, a failed picture with a message, or a fact; never a crash.
@Suite("Token sections: bad input")
struct TokenSectionsBadInputTests {
    /// Every picture of `source` for `tokens`: the entry's name, its facts, and what drawing gave.
    private func drawn(_ source: GalleryCatalog.SectionSource, _ tokens: [ResolvedToken])
        -> [(name: String, facts: [GalleryFact], image: PixelImage?, failure: String?)] {
        TokenSystemFixture.sections(source, TokenSystemFixture.system(tokens)).flatMap(\.entries).flatMap { entry in
            entry.variants.flatMap { variant in
                variant.pictures.map { picture in
                    let result = TokenSystemFixture.draw(picture)
                    return (entry.name, entry.facts + variant.facts, result.image, result.failure)
                }
            }
        }
    }

    @Test func lengthsThatAreNotNumbersFailWithAMessageAndHugeOrNegativeOnesAreCut() throws {
        let results = drawn(DimensionSection.sections, [
            TokenSystemFixture.token("sizes.nan", .dimension(Dimension(.nan))),
            TokenSystemFixture.token("sizes.infinite", .dimension(Dimension(.infinity, .rem))),
            TokenSystemFixture.token("sizes.huge", .dimension(Dimension(1e308))),
            TokenSystemFixture.token("sizes.negative", .dimension(Dimension(-20))),
            TokenSystemFixture.token("spacing.huge", .dimension(Dimension(1e12))),
            TokenSystemFixture.token("radii.huge", .dimension(Dimension(1e9))),
            TokenSystemFixture.token("radii.negative", .dimension(Dimension(-4))),
            TokenSystemFixture.token("borderWidth.huge", .dimension(Dimension(5000))),
        ])
        #expect(results.count == 8)
        for result in results {
            if result.name.hasSuffix("nan") || result.name.hasSuffix("infinite") {
                #expect(result.image == nil && result.failure?.contains("not a number") == true)
                #expect(result.facts.contains { $0.level == .warning })
            } else {
                let image = try #require(result.image, "\(result.name): \(result.failure ?? "")")
                #expect(image.width <= 2 * 400 && image.height <= 2 * 200, "\(result.name) is \(image.width) × \(image.height)")
            }
        }
        #expect(results.first { $0.name == "sizes.negative" }?.facts.contains { $0.label == "negative" && $0.level == .warning } == true)
    }

    @Test func typographyWithAHugeOrNaNSizeOrNoFamilyDrawsOrFailsWithAMessage() throws {
        let results = drawn(TypographySection.sections, [
            TokenSystemFixture.token("fonts.huge", .typography(Typography(fontFamily: ["DejaVu Sans"], fontSize: 1e9))),
            TokenSystemFixture.token("fonts.nan", .typography(Typography(fontFamily: ["DejaVu Sans"], fontSize: .nan, letterSpacing: .nan, lineHeight: .nan))),
            TokenSystemFixture.token("fonts.none", .typography(Typography(fontFamily: [], fontSize: 16))),
            TokenSystemFixture.token("fonts.blank", .typography(Typography(fontFamily: ["  "], fontSize: -3, lineHeight: -1))),
        ])
        #expect(results.count == 4)
        let huge = try #require(results.first { $0.name == "fonts.huge" }?.image)
        #expect(CGFloat(huge.height) <= TokenPicture.maximumSpecimenHeight * 2)
        #expect(results.first { $0.name == "fonts.nan" }?.image != nil)
        for name in ["fonts.none", "fonts.blank"] {
            let result = try #require(results.first { $0.name == name })
            #expect(result.image == nil && result.failure != nil, "\(name) names no family")
            #expect(result.facts.contains { $0.label == "font" && $0.level == .warning })
        }
    }

    @Test func aLongSampleTextIsCutToThreeLines() throws {
        var options = GalleryOptions()
        options.sampleText = String(repeating: "Sphinx of black quartz ", count: 500)
        let typography = Typography(fontFamily: ["DejaVu Sans"], fontSize: 16, lineHeight: 1.5)
        let image = try TokenPicture.specimen(typography, text: options.sampleText, width: 320, on: Color(red: 1, green: 1, blue: 1), scale: 1)
        #expect(image.height <= 3 * 24 + 2 * Int(TokenPicture.margin) + 2)
        let empty = try TokenPicture.specimen(typography, text: "", width: 320, on: Color(red: 1, green: 1, blue: 1), scale: 1)
        #expect(empty.height > 0)
    }

    @Test func shadowsBordersGradientsAndCurvesThatCannotBeDrawnFailWithAMessage() throws {
        let black = Color(red: 0, green: 0, blue: 0)
        let nanShadow = Shadow(color: black, offsetX: Dimension(0), offsetY: Dimension(.nan), blur: Dimension(4), spread: Dimension(0))
        let hugeShadow = Shadow(color: black, offsetX: Dimension(1e9), offsetY: Dimension(-1e9), blur: Dimension(1e12), spread: Dimension(1e6))
        let shadows = drawn(ShadowSection.sections, [
            TokenSystemFixture.token("shadow.nan", .shadow([nanShadow])),
            TokenSystemFixture.token("shadow.huge", .shadow([hugeShadow, Shadow(color: black, offsetX: Dimension(0), offsetY: Dimension(0), blur: Dimension(-5), spread: Dimension(-100), inset: true)])),
            TokenSystemFixture.token("shadow.none", .shadow([])),
        ])
        #expect(shadows.first { $0.name == "shadow.nan" }?.failure?.contains("not a number") == true)
        let huge = try #require(shadows.first { $0.name == "shadow.huge" }?.image)
        #expect(CGFloat(huge.width) <= 2 * (TokenPicture.cardSize.width + 2 * (TokenPicture.maximumShadowReach + TokenPicture.margin)))
        #expect(shadows.first { $0.name == "shadow.none" }?.image != nil)

        let borders = drawn(BorderSection.sections, [
            TokenSystemFixture.token("border.nan", .border(Border(color: black, width: Dimension(.nan), style: .keyword(.solid)))),
            TokenSystemFixture.token("border.huge", .border(Border(color: black, width: Dimension(1e300), style: .keyword(.double)))),
            TokenSystemFixture.token("border.dashes", .border(Border(color: black, width: Dimension(2), style: .dashes(dashArray: [Dimension(.nan)], lineCap: .round)))),
            TokenSystemFixture.token("border.negative", .border(Border(color: black, width: Dimension(-3), style: .keyword(.dotted)))),
        ])
        #expect(borders.first { $0.name == "border.nan" }?.failure != nil)
        #expect(borders.first { $0.name == "border.nan" }?.facts.contains { $0.level == .warning } == true)
        #expect(borders.first { $0.name == "border.huge" }?.image != nil)
        #expect(borders.first { $0.name == "border.dashes" }?.failure != nil)
        #expect(borders.first { $0.name == "border.negative" }?.image != nil)

        let gradients = drawn(GradientSection.sections, [
            TokenSystemFixture.token("gradient.empty", .gradient(Gradient(stops: []))),
            TokenSystemFixture.token("gradient.one", .gradient(Gradient(stops: [Gradient.Stop(color: black, position: .nan)]))),
        ])
        #expect(gradients.first { $0.name == "gradient.empty" }?.failure?.contains("no color stops") == true)
        #expect(gradients.first { $0.name == "gradient.one" }?.image != nil)

        let curves = drawn(OtherTokenSection.sections, [
            TokenSystemFixture.token("easing.nan", .cubicBezier(CubicBezier(x1: .nan, y1: 0, x2: 1, y2: 1))),
            TokenSystemFixture.token("easing.wild", .cubicBezier(CubicBezier(x1: 0.5, y1: 1e9, x2: -3, y2: -1e9))),
            TokenSystemFixture.token("stroke.nan", .strokeStyle(.dashes(dashArray: [Dimension(.infinity)], lineCap: .butt))),
        ])
        #expect(curves.first { $0.name == "easing.nan" }?.failure != nil)
        let wild = try #require(curves.first { $0.name == "easing.wild" }?.image)
        #expect(CGFloat(wild.height) <= 2 * (TokenPicture.curvePlotSide * 3 + 2 * TokenPicture.margin + 8 + 22), "the plot and its track")
        #expect(curves.first { $0.name == "stroke.nan" }?.failure != nil)
    }

    @Test func hostileAndEmptyNamesLongDescriptionsAndLongStringsStayDataAndFactsStayShort() throws {
        let long = String(repeating: "x", count: 10_000)
        let system = TokenSystemFixture.system([
            TokenSystemFixture.token("<script>alert(1)</script>.\"'&", .color(Color(srgbHex: 0x123456)), description: "<script>alert('x')</script>" + long),
            TokenSystemFixture.token("", .number(.nan)),
            TokenSystemFixture.token("text.\(long)", .string(long)),
            TokenSystemFixture.token("fonts.family.\(long)", .fontFamily([long, "<b>"])),
        ])
        let catalog = GalleryCatalog(TokenSystemFixture.context(system), sources: TokenSectionsTests.sources)
        let entries = catalog.sections.flatMap(\.entries)
        #expect(entries.count == 4)
        #expect(entries.first?.name == "<script>alert(1)</script>.\"'&")
        #expect(entries.first?.description?.count == 10_027)
        for fact in entries.flatMap(\.facts) + entries.flatMap(\.variants).flatMap(\.facts) {
            #expect(fact.value.count <= TokenListing.maximumFactLength + 40, "\(fact.label) is \(fact.value.count) characters")
        }
        #expect(entries.first { $0.name.isEmpty }?.variants.first?.facts == [GalleryFact("value", "nan")])
        for picture in catalog.pictures {
            // A picture within the canvas limit, or a failure that says why.
            switch TokenSystemFixture.draw(picture) {
            case (let image?, _): #expect(image.width > 0 && image.height > 0 && max(image.width, image.height) <= 16_384)
            case (nil, let failure): #expect(failure?.isEmpty == false)
            }
            #expect(!picture.recipe.contains("<script>"), "a recipe names values, not tokens")
        }
    }

    @Test func aThemeWithoutATokenIsLeftOutOfItsVariantsAndAnAliasLoopEnds() throws {
        let red = TokenSystemFixture.token("colors.red", .color(Color(srgbHex: 0xFF0000)), aliasOf: "colors.loop")
        let loop = TokenSystemFixture.token("colors.loop", .color(Color(srgbHex: 0xFF0000)), aliasOf: "colors.red")
        let system = TokenSystemFixture.system([(Theme.light, [red, loop]), (Theme.dark, [loop])])
        let entries = try #require(TokenSystemFixture.sections(ColorSection.sections, system).first).entries
        #expect(entries.map(\.name) == ["colors.red", "colors.loop"])
        #expect(entries[0].variants.flatMap(\.themes) == [Theme.light])
        let alias = try #require((entries[0].facts + entries[0].variants[0].facts).first { $0.label == "alias" })
        #expect(alias.value == "→ {colors.loop} → {colors.red}")
    }
}
