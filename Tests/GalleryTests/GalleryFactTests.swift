import Foundation
import Gallery
import Testing
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
