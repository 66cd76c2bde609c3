import Foundation
@testable import Gallery
import TestSupport
import Testing
import TokenModel

/// The page laid out for designers, read from its HTML and stylesheet: names that wrap only
/// at their dots, every theme shown when it opens, variants in shared rows, and a
/// component's states as a matrix. `GalleryPageBrowserTests` measures the same in Chromium.
@Suite("GalleryPage layout")
struct GalleryPageLayoutTests {
    // MARK: - Properties

    private let html = GalleryPage.html(GalleryPageFixture.content())

    // MARK: - Tests

    @Test func namesBreakOnlyAfterTheirDotsNeverInsideANumber() {
        #expect(GalleryPageEntryHTML.nameHTML("colors.mainColor") == "colors.<wbr>mainColor")
        #expect(GalleryPageEntryHTML.nameHTML("→ {colors.brand.blue}") == "→ {colors.<wbr>brand.<wbr>blue}")
        #expect(GalleryPageEntryHTML.nameHTML("4.8:1 AA") == "4.8:1 AA")
        #expect(GalleryPageEntryHTML.nameHTML("spacing.1.5") == "spacing.<wbr>1.5")
        #expect(GalleryPageEntryHTML.nameHTML("Ends with a dot.") == "Ends with a dot.")
        #expect(GalleryPageEntryHTML.nameHTML("<b>.x") == "&lt;b&gt;.<wbr>x")
        // Facts, references and group names get the breaks, not only headings.
        #expect(html.contains("<div class=\"fact plain\"><dt>alias</dt><dd>→ {colors.<wbr>primary}</dd></div>"))
        #expect(html.contains("<h3 class=\"group-name\">colors</h3>"))
    }

    @Test func nothingANameIsInBreaksWords() throws {
        let css = GalleryPageAssets.css
        let rule = try #require(css.firstRange(of: "nav.sections li a { overflow-wrap: normal; word-break: normal; }"))
        let selectors = css[..<rule.lowerBound].components(separatedBy: "*/").last ?? ""
        for selector in [".name", ".group-name", ".fact dt", ".fact dd", ".references", ".variant-themes", "figcaption", ".matrix-state", ".cell-state"] {
            #expect(selectors.contains(selector), "\(selector) may break inside a word")
        }
        // No rule of a name's element lets a word break anywhere.
        for line in css.split(separator: "\n") where line.contains("overflow-wrap: anywhere") || line.contains("break-word") || line.contains("word-break: break-all") {
            #expect(![".name ", ".fact", ".references", ".group-name", "figcaption", ".variant-themes", ".source"].contains { line.hasPrefix($0) },
                    "\(line)")
        }
    }

    @Test func thePageOpensOnEveryThemeSideBySide() {
        #expect(html.contains("<body data-default-theme=\"all\" data-theme=\"all\" data-copy-done=\"copied\">"))
    }

    @Test func variantsShareRowsInColumnsAsWideAsTheirPictures() {
        // The swatch is 200 × 100 pixels at scale 2: 100 points, and the variant's padding.
        #expect(html.contains("<div class=\"variants\" style=\"--column: 200px\">\n<div class=\"variant\" data-themes=\" 0 \">"))
        let css = GalleryPageAssets.css
        #expect(css.contains("grid-template-rows: subgrid"))
        #expect(css.contains(".variant > .facts { grid-row: 3; }") && css.contains(".variant > .pictures { grid-row: 4; }"))
    }

    @Test func aComponentsStatesAreAMatrixStatesAcrossThemesDown() throws {
        let buttons = try #require(GalleryPageFixture.catalog().sections.first { $0.id == "buttons" })
        let primary = try #require(buttons.entries.first { $0.id == "button-primary" })
        #expect(GalleryPageEntryHTML.states(of: primary) == ["normal", "highlighted", "disabled"])
        #expect(html.contains("<article class=\"entry themed states\" id=\"button-primary\""))
        #expect(html.contains("<div class=\"variants matrix\" style=\"flex-basis: 518px\"><div class=\"matrix-grid\" style=\"grid-template-columns: minmax(13em, max-content) repeat(3, max-content)\">"))
        #expect(html.contains("<div class=\"matrix-head\" aria-hidden=\"true\"><span class=\"matrix-corner\">theme</span><span class=\"matrix-state\">normal</span><span class=\"matrix-state\">highlighted</span><span class=\"matrix-state\">disabled</span></div>"))
        // Each theme's row: its label, then its pictures under the head's states, uncaptioned.
        #expect(html.contains("<div class=\"variant\" data-themes=\" 0 1 \"><div class=\"matrix-label\"><div class=\"variant-themes\""))
        #expect(html.contains("alt=\"button.primary, highlighted\" loading=\"lazy\" decoding=\"async\"></a></figure><figure"))
        // Each picture keeps its state's name, shown over it when a matrix too wide for its
        // card stacks (the script sets `.stacked`; `GalleryPageBrowserTests` measures it).
        #expect(html.contains("<figure class=\"picture\"><span class=\"cell-state\">highlighted</span><a class=\"zoomable\""))
        #expect(GalleryPageAssets.css.contains(".matrix.stacked .matrix-head { display: none; }"))
        #expect(GalleryPageAssets.css.contains(".matrix.stacked .cell-state { display: block; }"))
        // The props beside: the references stay in the entry's meta.
        #expect(html.contains("<li><span class=\"property\">backgroundColor</span> → <a href=\"#color-colors.primary\">{colors.<wbr>primary}</a></li>"))

        // One state, unnamed or repeated states, or variants that differ: no matrix.
        let shimmer = try #require(buttons.entries.first { $0.id == "skeleton-card" })
        #expect(GalleryPageEntryHTML.states(of: shimmer) == nil)
        var uneven = primary
        uneven.variants = [primary.variants[0], GalleryVariant(themes: [GalleryPageFixture.dark], pictures: Array(primary.variants[0].pictures.prefix(2)))]
        #expect(GalleryPageEntryHTML.states(of: uneven) == nil)
        var repeated = primary
        repeated.variants[0].pictures[1].caption = "normal"
        #expect(GalleryPageEntryHTML.states(of: repeated) == nil)
    }
}
