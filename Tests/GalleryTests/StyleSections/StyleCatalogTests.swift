import Builders
import DesignChecks
import Foundation
@testable import Gallery
import Render
import Testing
import TokenModel

/// The style, component and device sections of the project's `Tokens/`: every style of
/// every kind is there, in the states the issue names, with facts, in every theme; and the
/// recipes share what looks the same and nothing else.
@Suite("Style sections: catalog")
struct StyleCatalogTests {
    private typealias Fixtures = StyleSectionFixtures

    private let sections = Fixtures.sections(in: Fixtures.context())

    // MARK: - Coverage

    @Test func everyStyleOfEveryKindHasAnEntry() {
        let ids = Set(sections.flatMap(\.entries).map(\.id))
        for sheet in Fixtures.tokens.styleSheets {
            for style in sheet.styles {
                #expect(ids.contains("style-\(style.kind)-\(style.name)"), "no entry for \(style.kind).\(style.name)")
            }
        }
        #expect(sections.map(\.id) == [
            "labels", "views", "image-views", "buttons", "map-pins", "badges", "initials", "skeletons", "loadings",
            "bean-page-controls", "custom-switches", "otp-fields", "common-buttons", "blurs", "touchable-controls", "devices",
        ])
    }

    @Test func everyEntryHasAVariantForEveryThemeAndThemesDoNotRepeat() {
        let themes = Set(Fixtures.tokens.themes)
        for entry in sections.flatMap(\.entries) where !entry.id.hasPrefix("device-") {
            let shown = entry.variants.flatMap(\.themes)
            #expect(Set(shown) == themes, "\(entry.id)")
            #expect(shown.count == Set(shown).count, "\(entry.id) lists a theme twice")
            #expect(entry.variants.allSatisfy { !$0.pictures.isEmpty }, "\(entry.id)")
        }
    }

    @Test func componentsShowTheStatesTheIssueNames() {
        let captions = { (id: String) in Fixtures.captions(of: Fixtures.entry(id, in: sections)) }
        #expect(captions("style-mapPin-default") == ["normal", "selected"])
        #expect(captions("style-badge-default") == ["1", "12", "100", "image"])
        #expect(captions("style-customSwitch-default") == ["off", "on", "turning on"])
        #expect(captions("style-otpField-default") == ["empty", "partly filled", "filled", "error"])
        #expect(captions("style-button-primary") == ["normal", "highlighted", "disabled", "selected"])
        #expect(captions("style-commonButton-secondary") == ["normal", "highlighted", "disabled", "selected"])
        #expect(captions("style-skeleton-default") == ["animated", "sweep frames"])
        #expect(captions("style-loading-feed") == ["animated", "sweep frames"])
        #expect(captions("style-beanPageControl-default").last == "transition")
        #expect(captions("style-initials-default") == ["Anna Petrova", "иван сидоров", "Ω", "no name"])
        #expect(captions("style-blur-frosted") == ["over stripes"])
        #expect(captions("style-touchableControl-card") == ["normal", "pressed", "pressing, halfway"])
        #expect(captions("style-imageView-icon") == ["photo", "tinted glyph"])
        #expect(captions("style-imageView-avatar") == ["photo"])
    }

    @Test func eachDevicePresetIsShownInTheThemesOfItsDevice() throws {
        let tablet = DeviceSection.themes(for: .tabletLarge, in: Fixtures.context())
        #expect(!tablet.isEmpty && tablet.allSatisfy { $0["device"] == "tablet" })
        let entry = try #require(Fixtures.entry("device-phoneWithNotch", in: sections))
        #expect(Set(entry.variants.flatMap(\.themes)) == Set(Fixtures.tokens.themes.filter { $0["device"] == "phone" }))
    }

    // MARK: - Facts

    @Test func labelStylesStateTheirTypographyAndContrastOnTheirBackground() throws {
        let entry = try #require(Fixtures.entry("style-label-body", in: sections))
        for variant in entry.variants {
            let labels = variant.facts.map(\.label)
            #expect(labels.starts(with: ["font", "size", "weight", "line height", "letter spacing"]))
            let contrast = try #require(variant.facts.first { $0.label == "contrast" })
            #expect(contrast.level == .pass && contrast.value.hasSuffix("AAA"))
        }
        // The caption style has no background of its own: the ratio is against the page's
        // (colors.background), not against white or the surface.
        let caption = try #require(Fixtures.entry("style-label-caption", in: sections)?.variants.first)
        let theme = caption.themes[0]
        let text = try #require(Fixtures.tokens.token(TokenPath(dotted: "colors.text.secondary"), in: theme)?.value.color)
        let surface = try #require(Fixtures.tokens.token(TokenPath(dotted: "colors.background"), in: theme)?.value.color)
        let expected = TextContrastCheck.ratioText(text.contrastRatio(against: surface))
        #expect(caption.facts.first { $0.label == "contrast" }?.value.hasPrefix(expected) == true)
    }

    /// As `validate` rates them: each state but disabled, which WCAG exempts.
    @Test func buttonsStateEachStatesContrastButDisabled() throws {
        let variant = try #require(Fixtures.entry("style-button-primary", in: sections)?.variants.first)
        let contrasts = variant.facts.filter { $0.label.hasPrefix("contrast ") }
        #expect(contrasts.map(\.label) == ["contrast normal", "contrast highlighted", "contrast selected"])
    }

    @Test func referencesNameEachStatesToken() throws {
        let entry = try #require(Fixtures.entry("style-button-primary", in: sections))
        let references = Set(entry.references.map { "\($0.property) → \($0.path)" })
        #expect(references.contains("backgroundColor.highlighted → buttons.primary.background.highlighted"))
        #expect(references.contains("titleTypography → fonts.body"))
        #expect(entry.source?.description.contains("buttons.styles.yaml") == true)
    }

    // MARK: - Recipes

    @Test func themesThatLookAlikeShareOneVariantAndRecipesNameNoTheme() throws {
        let entry = try #require(Fixtures.entry("style-mapPin-default", in: sections))
        // Tokens/ has light and dark per device; a pin does not depend on the device.
        #expect(entry.variants.count == 2)
        for recipe in entry.variants.flatMap(\.pictures).map(\.recipe) {
            for theme in Fixtures.tokens.themes { #expect(!recipe.contains(theme.name)) }
            #expect(!recipe.contains("map-pins.styles.yaml"))
        }
    }

    @Test func distinctPicturesHaveDistinctRecipes() {
        for entry in sections.flatMap(\.entries) {
            for variant in entry.variants {
                let recipes = variant.pictures.map(\.recipe)
                #expect(recipes.count == Set(recipes).count, "\(entry.id) repeats a recipe")
            }
            let perVariant = entry.variants.map { Set($0.pictures.map(\.recipe)) }
            for (index, recipes) in perVariant.enumerated() {
                for other in perVariant[(index + 1)...] { #expect(recipes.isDisjoint(with: other), "\(entry.id)") }
            }
        }
    }

    @Test func aChangedSampleTextChangesOnlyTheLabelRecipes() {
        let other = Fixtures.sections(in: Fixtures.context(options: GalleryOptions(sampleText: "Other text")))
        let before = Dictionary(uniqueKeysWithValues: sections.flatMap(\.entries).map { ($0.id, $0.variants.flatMap(\.pictures).map(\.recipe)) })
        for entry in other.flatMap(\.entries) {
            let changed = before[entry.id] != entry.variants.flatMap(\.pictures).map(\.recipe)
            #expect(changed == (entry.id.hasPrefix("style-label-") || entry.id.hasPrefix("device-")), "\(entry.id)")
        }
    }
}
