import Foundation
@testable import Gallery
import TestSupport
import Testing
import TokenModel

/// Text from a design system (names, descriptions, facts, captions, messages, groups,
/// keywords, theme names, file names, image paths) is text on the page, never markup: the
/// hostile fixture puts `<script>`, quotes, `</style>`, `&`, `javascript:` URLs and newlines
/// in every field, and the page's tags are read back as a browser would.
@Suite("GalleryPage escaping")
struct GalleryPageEscapingTests {
    // MARK: - Properties

    /// The attributes the page writes; an `on…` handler or anything else means text leaked
    /// into a tag.
    private static let knownAttributes: Set<String> = [
        "lang", "charset", "name", "content", "class", "id", "href", "src", "width", "height", "alt", "loading",
        "decoding", "title", "role", "type", "placeholder", "autocomplete", "spellcheck", "value", "hidden", "target",
        // Only the page's own numbers: a column's width, a matrix's columns (checked below).
        "style",
    ]
    private static let knownTags: Set<String> = [
        "html", "head", "meta", "title", "style", "body", "header", "div", "h1", "h2", "h3", "h4", "input", "label",
        "select", "option", "span", "a", "nav", "ul", "li", "main", "p", "section", "article", "dl", "dt", "dd",
        "figure", "figcaption", "img", "strong", "pre", "code", "button", "script", "wbr",
    ]

    // MARK: - Tests

    @Test func hostileTextInEveryFieldStaysText() throws {
        var content = GalleryPageFixture.content(title: GalleryPageFixture.hostile)
        content.themes = [Theme([(modifier: "theme", context: GalleryPageFixture.hostile)]), .dark]
        content.sections[3].entries[3].variants[0].themes = content.themes
        content.sections[3].title = GalleryPageFixture.hostile
        content.sections[3].summary = GalleryPageFixture.hostile
        content.sections[3].id = GalleryPageFixture.hostile
        content.contactSheet = "javascript:alert(1)"
        let html = GalleryPage.html(content)
        let markup = try GalleryPageMarkup(html: html)

        // Only the page's own style and script, and they are the page's.
        #expect(markup.styles == ["\n" + GalleryPageAssets.css + "\n"])
        #expect(markup.scripts == ["\n" + GalleryPageAssets.javascript + "\n"])
        for tag in markup.tags {
            #expect(Self.knownTags.contains(tag.name), "a tag the page never writes: <\(tag.raw.prefix(120))>")
            for attribute in tag.attributes {
                #expect(Self.knownAttributes.contains(attribute.name) || attribute.name.hasPrefix("data-") || attribute.name.hasPrefix("aria-"),
                        "an attribute the page never writes: \(attribute.name) in <\(tag.raw.prefix(120))>")
                #expect(!attribute.name.lowercased().hasPrefix("on"), "an event handler: <\(tag.raw.prefix(120))>")
                #expect(!attribute.value.contains("<") && !attribute.value.contains(">") && !attribute.value.contains("'"),
                        "an unescaped value: \(attribute.name)=\"\(attribute.value.prefix(80))\"")
            }
        }
        // A style attribute holds the page's numbers, never text from the design system.
        for style in markup.values(of: "style") {
            #expect(style.wholeMatch(of: #/--column: \d+px|flex-basis: \d+px|grid-template-columns: minmax\(13em, max-content\) repeat\(\d+, max-content\)/#) != nil, "\(style)")
        }
        // No link or image can run script: every href and src is a fragment or a relative path.
        for url in markup.values(of: "href") + markup.values(of: "src") {
            #expect(!url.lowercased().contains("javascript:"), "a script URL: \(url)")
            #expect(url.isEmpty || url.hasPrefix("#") || url.hasPrefix("images/") || url.hasPrefix("gallery") || url.hasPrefix("javascript%3A"),
                    "an unexpected URL: \(url)")
        }
        #expect(markup.values(of: "href", in: "a").contains("javascript%3Aalert%281%29"))
        #expect(markup.values(of: "src", in: "img").contains("images/javascript%3Aalert%281%29%22%20onerror%3D%22alert%282%29.png"))

        // Shown as text, where a designer reads it.
        let shown = "&lt;script&gt;document.body.dataset.pwned=&#39;1&#39;&lt;/script&gt;&quot;&#39;&lt;/style&gt;&amp;amp;\njavascript:alert(1)"
        // Names, labels and captions wrap only after their dots.
        let shownName = shown.replacingOccurrences(of: ".", with: ".<wbr>")
        #expect(html.contains("<h4 class=\"name\"><a href=\"#hostile-%3Cscript%3E"))
        #expect(html.contains("<p class=\"description\">\(shown)"))
        #expect(html.contains("<p class=\"deprecation\">Deprecated: \(shown)"))
        #expect(html.contains("<title>\(shown)"))
        #expect(html.contains("<h1>\(shown)"))
        #expect(html.contains("<figcaption>\(shownName)"))
        #expect(html.contains("<pre>\(shown)"))
        #expect(html.contains("<dt>\(shownName)"))
        #expect(html.contains("<h3 class=\"group-name\">\(shownName)"))
        #expect(html.contains("<div class=\"source\" title=\"Tokens/\(shown)"))
        #expect(html.contains("<span class=\"property\">\(shownName)"))
        #expect(html.contains("\">{\(shown.replacingOccurrences(of: ".", with: ".<wbr>"))"), "a reference to the hostile entry links to it")
        #expect(html.contains("<option value=\"\(shown)"))
    }

    @Test func emptyAndHugeTextGiveAPage() throws {
        let long = String(repeating: "ab<", count: 10_000)
        let entry = GalleryEntry(id: "", name: "", group: "", description: long, deprecation: "", facts: [GalleryFact("", "")],
                                 variants: [GalleryVariant(themes: [], pictures: [GalleryPicture(recipe: "") { throw CancellationError() }])],
                                 keywords: [long])
        let content = GalleryPageContent(title: "", themes: [], defaultTheme: .defaults,
                                         sections: [GallerySection(id: "", title: "", entries: [entry])],
                                         images: [:], contactSheet: nil)
        let html = GalleryPage.html(content)
        let markup = try GalleryPageMarkup(html: html)
        #expect(markup.scripts.count == 1)
        #expect(html.contains("<p class=\"deprecation\">Deprecated.</p>"))
        #expect(html.contains(String(repeating: "ab&lt;", count: 10_000)))
        #expect(html.contains("Not drawn"))
        #expect(!html.contains("data-modifier="), "no theme switch without themes")
        #expect(!html.contains("gallery.png"))
    }
}
