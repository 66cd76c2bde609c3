import Foundation
@testable import Gallery
import Testing
import TestSupport
import TokenModel

@Suite("GalleryFact")
struct GalleryFactTests {
    /// The font fact names the family actually drawn: what fontconfig matched for a generic
    /// name, and what stands in for a missing one.
    @Test func theFontFactNamesTheFamilyDrawn() throws {
        let generic = try #require(GalleryFact.typography(Typography(fontFamily: ["sans-serif"], fontSize: 15)).first)
        #expect(generic.label == "font" && generic.value.hasPrefix("sans-serif → ") && generic.level == .plain, "\(generic.value)")
        let missing = try #require(GalleryFact.typography(Typography(fontFamily: ["No Such Font"], fontSize: 15)).first)
        #expect(missing.level == .warning && missing.value.contains("No Such Font not installed"))
        #expect(!missing.value.contains("fontconfig's default"), "\(missing.value)")
        let installed = try #require(GalleryFact.typography(Typography(fontFamily: ["Inter"], fontSize: 15)).first)
        #expect(installed.value == "Inter")
    }

    @Test func numbersAreShortAndSafe() {
        #expect(GalleryFact.typography(Typography(fontFamily: ["Inter"], fontSize: 17, lineHeight: 1.25)).contains { $0.value == "1.25 × (21.25)" })
        #expect(GalleryFact.typography(Typography(fontFamily: ["Inter"], fontSize: CGFloat.greatestFiniteMagnitude)).contains { $0.label == "size" })
    }
}

// MARK: - Stated contrasts

extension GalleryFactTests {
    /// A stated contrast's fact gives the measured ratio first and ends on the claim's token,
    /// with no punctuation glued to the name's last part, so it wraps in a narrow card (a
    /// `{colors.background}:` spilled 7 px out of its card in a 1,100 px window).
    @Test func aStatedContrastEndsOnItsToken() throws {
        let system = try DesignSystemLoader.load(paths: [PackagePaths.tokens.path])
        let catalog = GalleryWriter.addingStatedContrasts(
            to: GalleryCatalog(GalleryContext(system: system, options: GalleryOptions(scale: 1, themes: Array(system.themes.prefix(1))))), of: system)
        let entry = try #require(catalog.sections.flatMap(\.entries).first { $0.id == "color-pageControls.colors.inactive" })
        let fact = try #require(entry.variants.flatMap(\.facts).first { $0.label == "stated contrast" })
        #expect(fact.level == .pass)
        #expect(fact.value.hasSuffix("at least 3:1 against {colors.background}"), "\(fact.value)")
        // WCAG by hand: #6A7383 is relative luminance 0.2126 × 0.1441 + 0.7152 × 0.1714
        // + 0.0722 × 0.2270 = 0.1696; on white (1.05) / (0.1696 + 0.05) = 4.78.
        #expect(fact.value.hasPrefix("4.78:1, "), "\(fact.value)")
    }
}
