import Foundation
@testable import Gallery
import TestSupport
import Testing
import TokenModel

/// What the page shows of each entry, read from the HTML of hand-built content; the
/// browser tests check that the script works on it.
@Suite("GalleryPage")
struct GalleryPageTests {
    // MARK: - Properties

    private let html = GalleryPage.html(GalleryPageFixture.content())

    // MARK: - Tests

    @Test func everyEntryShowsItsNameSourceTextFactsAndReferences() throws {
        #expect(html.contains("<article class=\"entry\" id=\"color-colors.error\" data-search=\"colors.error colors color red\">"))
        #expect(html.contains("<h4 class=\"name\"><a href=\"#color-colors.error\">colors.<wbr>error</a> <button type=\"button\" class=\"copy\" data-copy=\"colors.error\" title=\"Copy the name\">copy</button></h4>"))
        #expect(html.contains("<div class=\"source\" title=\"Tokens/fixture.tokens.json:12:5\">Tokens/<wbr>fixture.<wbr>tokens.<wbr>json:12</div>"))
        #expect(html.contains("<p class=\"description\">Errors and destructive actions.</p>"))
        // Deprecation: a badge, the reason, and a mark on the card.
        #expect(html.contains("id=\"color-colors.old\" data-search=\"colors.old colors is:deprecated\" data-deprecated=\"\""))
        #expect(html.contains("colors.<wbr>old</a> <span class=\"badge deprecated\">deprecated</span>"))
        #expect(html.contains("<p class=\"deprecation\">Deprecated: Use colors.primary.</p>"))
        // Facts with their marks.
        #expect(html.contains("<div class=\"fact warning\"><dt>font</dt><dd><span class=\"mark\" aria-label=\"warning\">⚠</span> Serif Nobody Has"))
        #expect(html.contains("<div class=\"fact pass\"><dt>contrast</dt><dd><span class=\"mark\" aria-label=\"passes\">✓</span> 12.6:1 AAA</dd></div>"))
        #expect(html.contains("<div class=\"fact plain\"><dt>alias</dt><dd>→ {colors.<wbr>primary}</dd></div>"))
        // A reference links to the token's entry when the page has it.
        #expect(html.contains("<li><span class=\"property\">backgroundColor</span> → <a href=\"#color-colors.primary\">{colors.<wbr>primary}</a></li>"))
        #expect(html.contains("<li><span class=\"property\">textColor</span> → <code>{colors.<wbr>missing}</code></li>"))
    }

    @Test func variantsNameTheirThemesForTheSwitch() throws {
        #expect(html.contains("<article class=\"entry themed\" id=\"color-colors.primary\""))
        // One control per modifier, `all` first; the themes' table the script reads.
        #expect(html.contains("<label class=\"modifier-switch\">theme <select data-modifier=\"theme\" aria-label=\"theme\"><option value=\"\">all</option><option value=\"light\">light</option><option value=\"dark\">dark</option></select></label>"))
        #expect(html.contains("<li data-index=\"0\" data-name=\"light\" data-contexts=\"theme=light\">theme: light</li>"))
        #expect(html.contains("<li data-index=\"1\" data-name=\"dark\" data-contexts=\"theme=dark\">theme: dark</li>"))
        #expect(html.contains("<body data-default-theme=\"all\" data-theme=\"all\" data-copy-done=\"copied\">"))
        #expect(html.contains("<div class=\"variant\" data-themes=\" 0 \"><div class=\"variant-themes\" title=\"theme=light\">theme: light</div>"))
        #expect(html.contains("<div class=\"variant\" data-themes=\" 1 \"><div class=\"variant-themes\" title=\"theme=dark\">theme: dark</div>"))
        #expect(html.contains("<div class=\"variant\" data-themes=\" 0 1 \"><div class=\"variant-themes\" title=\"theme=light\ntheme=dark\">every theme</div>"))
    }

    @Test func picturesAreLazyZoomableAndFailuresShowTheirMessage() throws {
        let markup = try GalleryPageMarkup(html: html)
        let images = markup.tags.filter { $0.name == "img" && $0.attributes.contains { $0.name == "width" } }
        #expect(images.count == 11)
        for image in images {
            let attributes = Dictionary(image.attributes.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
            #expect(attributes["loading"] == "lazy")
            #expect(attributes["src"]?.hasPrefix("images/") == true)
        }
        #expect(html.contains("<a class=\"zoomable\" href=\"images/0.png\" data-pixels=\"200×100\"><img src=\"images/0.png\" width=\"100\" height=\"50\" alt=\"colors.primary\" loading=\"lazy\" decoding=\"async\"></a>"))
        #expect(html.contains("alt=\"button.primary, highlighted\""))
        #expect(html.contains("<span class=\"badge animated\">animated</span><figcaption>shimmer</figcaption>"))
        #expect(html.contains("<figure class=\"picture failed\"><div class=\"failed-box\" role=\"img\" aria-label=\"picture not drawn\"><strong>⚠ Not drawn</strong><pre>size is NaN</pre></div><figcaption>normal</figcaption></figure>"))
        // The header counts them, each count a search for what it counts.
        #expect(html.contains("<span id=\"match-count\">10</span> of 10 entries · 13 pictures · <a class=\"mark-filter failed-count\" href=\"#q=is%3Afailed\">2 not drawn</a> · <a class=\"mark-filter\" href=\"#q=is%3Awarning\">2 with warnings</a> · <a class=\"mark-filter\" href=\"#q=is%3Adeprecated\">2 deprecated</a></span>"))
        #expect(html.contains("id=\"button-broken\" data-search=\"button.broken is:failed\">"))
        #expect(html.contains("id=\"typography-body\" data-search=\"typography.body is:warning\">"))
    }

    @Test func aNavOfSectionsAGroupPerHeadingAndTheContactSheet() throws {
        #expect(html.contains("<li data-section=\"colors\"><a href=\"#colors\">Colors</a> <span class=\"nav-count\">4</span></li>"))
        #expect(html.contains("<li data-section=\"buttons\"><a href=\"#buttons\">Buttons</a> <span class=\"nav-count\">4</span></li>"))
        #expect(html.contains("<section class=\"gallery-section\" id=\"colors\">\n<h2>Colors <span class=\"count\">4</span></h2>\n<p class=\"summary\">Swatches per group, every theme side by side.</p>"))
        #expect(html.components(separatedBy: "<h3 class=\"group-name\">colors</h3>").count == 2)
        #expect(html.contains("<h3 class=\"group-name\">brand</h3>"))
        #expect(html.contains("<a class=\"sheet\" href=\"gallery.png\">gallery.png</a>"))
        #expect(html.contains("<input type=\"search\" id=\"search\""))
        #expect(html.contains("<div id=\"zoom\" class=\"zoom-overlay\" hidden"))
    }

    @Test func thePageNeedsNoNetwork() throws {
        let markup = try GalleryPageMarkup(html: html)
        #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("//cdn"))
        #expect(markup.tags.allSatisfy { $0.name != "link" && !($0.name == "script" && $0.attributes.contains { $0.name == "src" }) })
        #expect(!markup.styles[0].contains("url(") && !markup.styles[0].contains("@import"))
    }

    @Test func sourceFilesAreShownFromTheFolderTheyShare() throws {
        var content = GalleryPageFixture.content()
        for index in content.sections.indices {
            for entry in content.sections[index].entries.indices {
                let file = index == 0 ? "/work/corpus/primer/color/bg.json" : "/work/corpus/primer/size.json"
                content.sections[index].entries[entry].source = SourceLocation(file: file, line: 542, column: 3)
            }
        }
        let html = GalleryPage.html(content)
        // Named from the folder that holds them all (wrapping after its slashes and dots): the
        // page names no absolute path.
        #expect(html.contains("<div class=\"source\" title=\"color/bg.json:542:3\">color/<wbr>bg.<wbr>json:542</div>"))
        #expect(html.contains("<div class=\"source\" title=\"size.json:542:3\">size.<wbr>json:542</div>"))
        #expect(!html.contains("/work/corpus"))
    }

    @Test func oneThemeHasNoSwitchAndItsVariantsNoThemeLabel() throws {
        var content = GalleryPageFixture.content()
        content.themes = [.light]
        content.defaultTheme = .light
        let html = GalleryPage.html(content)
        #expect(!html.contains("data-modifier="))
        #expect(html.contains("<span class=\"theme-single\" title=\"theme=light\">theme: light</span>"))
        #expect(html.contains("<body data-default-theme=\"all\""))
        #expect(html.contains("<div class=\"variant\" data-themes=\" 0 \">\n"))
    }
}
