import Foundation
import Render
import Testing
import TokenValues

@Suite("Text font fallback")
struct TextFontFallbackTests {
    @Test func catalogListsThePinnedFamilies() throws {
        let families = try FontCatalog.installedFamilies()
        for family in ["Inter", "Roboto", "DejaVu Sans", "DejaVu Serif", "DejaVu Sans Mono"] {
            #expect(families.contains(family), "\(family)")
        }
        #expect(try FontCatalog.isInstalled("inter"))
        #expect(try FontCatalog.isInstalled("sans-serif"))
        #expect(try !FontCatalog.isInstalled("Helvetica Neue"))
    }

    @Test func missingFamiliesAreReportedInOrder() throws {
        let typography = Typography(fontFamily: ["SF Pro", "Inter", "Helvetica"], fontSize: 16)
        #expect(try FontCatalog.missingFamilies(in: typography) == ["SF Pro", "Helvetica"])
        #expect(try FontCatalog.resolvedFamily(for: typography) == "Inter")
        #expect(try FontCatalog.resolvedFamily(for: Typography(fontFamily: ["SF Pro"], fontSize: 16)) == nil)
        #expect(try FontCatalog.missingFamilies(in: ["", "SF Pro", "SF Pro", "system-ui"]) == ["SF Pro"])
    }

    @Test func layoutFallsBackAndReportsIt() throws {
        var text = AttributedText("Hello ")
        text.append("world", attributes: TextAttributes(fontFamily: ["Menlo", "DejaVu Sans Mono"]))
        let layout = try TextLayout(attributedText: text, style: TextStyle(typography: Typography(fontFamily: ["SF Pro", "Roboto"], fontSize: 16)))
        _ = layout.size(fittingWidth: nil)
        #expect(layout.missingFontFamilies == ["SF Pro", "Menlo"])
        #expect(layout.usedFontFamilies == ["Roboto", "DejaVu Sans Mono"])
    }

    @Test func noInstalledFamilyStillDraws() throws {
        let layout = try TextLayout(text: "Hello", style: TextStyle(typography: Typography(fontFamily: ["No Such Font"], fontSize: 16)))
        #expect(layout.size(fittingWidth: nil).width > 0)
        #expect(layout.missingFontFamilies == ["No Such Font"])
        #expect(!layout.usedFontFamilies.isEmpty)
    }

    @Test func genericFamiliesResolveThroughFontconfig() throws {
        let mono = try TextLayout(text: "mono", style: TextStyle.body(["mono"]))
        #expect(mono.usedFontFamilies == ["DejaVu Sans Mono"])
        #expect(mono.missingFontFamilies.isEmpty)
        let sans = try TextLayout(text: "sans", style: TextStyle.body(["sans"]))
        #expect(sans.usedFontFamilies == ["Inter"])
        for family in FontCatalog.genericFamilies {
            #expect(try FontCatalog.isInstalled(family), "\(family)")
        }
        #expect(try !FontCatalog.isInstalled("cursive"))
        #expect(try FontCatalog.isInstalled("dejavu sans mono"))
    }

    @Test func emptyFontListIsAnErrorEverywhere() throws {
        #expect(try FontCatalog.validatedFamilies([" Inter ", "", "Roboto"]) == ["Inter", "Roboto"])
        for families in [[], [""], [" "], ["\n"]] as [[String]] {
            #expect(throws: RenderError.emptyFontList) { try FontCatalog.validatedFamilies(families) }
            #expect(throws: RenderError.emptyFontList) { try FontCatalog.resolvedFamily(for: Typography(fontFamily: families, fontSize: 16)) }
            #expect(throws: RenderError.emptyFontList) { try FontCatalog.missingFamilies(in: families) }
            #expect(throws: RenderError.emptyFontList) { try TextLayout(text: "Hi", style: TextStyle.body(families)) }
        }
        #expect(try FontCatalog.missingFamilies(in: ["SF Pro", "sf pro", "SF PRO", "Inter"]) == ["SF Pro"])
    }

    @Test func aFamilyWithACommaIsOneName() throws {
        // Pango would read "Foo, DejaVu Sans Mono" as two families and draw in the second.
        let layout = try TextLayout(text: "Hello", style: TextStyle.body(["Foo, DejaVu Sans Mono", "Roboto"]))
        #expect(layout.usedFontFamilies == ["Roboto"])
        #expect(layout.missingFontFamilies == ["Foo, DejaVu Sans Mono"])
        #expect(try FontCatalog.resolvedFamily(for: Typography(fontFamily: ["Foo, Inter", "Roboto"], fontSize: 16)) == "Roboto")
    }
}

@Suite("FontCatalog.drawnFamily")
struct FontCatalogDrawnFamilyTests {
    /// The family that draws: a named installed one as named; for a generic name or a
    /// missing family, the one Pango actually picks.
    @Test func namesTheFamilyThatDraws() {
        #expect(FontCatalog.drawnFamily(for: Typography(fontFamily: ["Inter"], fontSize: 15)) == "Inter")
        let generic = FontCatalog.drawnFamily(for: Typography(fontFamily: ["sans-serif"], fontSize: 15))
        #expect(generic != nil && generic != "sans-serif")
        let missing = FontCatalog.drawnFamily(for: Typography(fontFamily: ["No Such Font", "sans-serif"], fontSize: 15))
        #expect(missing == generic)
    }
}
