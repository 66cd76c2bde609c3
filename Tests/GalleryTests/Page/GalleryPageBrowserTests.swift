import Foundation
@testable import Gallery
import TestSupport
import Testing
import TokenModel

/// The gallery in a real browser: headless Chromium opens `index.html` from `file://` in a
/// state given by the fragment (`#q=error&theme=dark&check`), and the dumped DOM says what the
/// page's script did: every image loaded (`check` loads the lazy ones and writes the result on
/// `<body>`), the search hid what does not match, the theme switch hid the other themes.
///
/// Set `GALLERY_FIXTURE_DIR` to keep the galleries and their screenshots there to look at.
@Suite("GalleryPage in Chromium", .serialized,
       .enabled(if: HeadlessChromium.executable != nil,
                "chromium is not on PATH: the gallery's browser tests are skipped; install Debian's `chromium` (`make deps` with CI=true does) to run them"))
struct GalleryPageBrowserTests {
    // MARK: - Tests

    /// The page's stylesheet and script are files (`Page/Resources/gallery.css`, `gallery.js`,
    /// and HTMLText's `copy-buttons.js`); the script goes through Chromium's parser.
    @Test func theScriptParses() throws {
        let errors = try HeadlessChromium.scriptParseErrors(["gallery": GalleryPageAssets.javascript], in: PackagePaths.temporaryDirectory())
        #expect(errors == "broken: SyntaxError")
        #expect(GalleryPageAssets.css.contains(":root"))
    }

    @Test func theGalleryOfTokensLoadsEveryImageSearchesAndSwitchesThemes() throws {
        let directory = try fixtureDirectory("tokens")
        let system = try DesignSystemLoader.load(paths: [PackagePaths.tokens.path])
        let report = try GalleryWriter().write(system, to: directory, title: "dscompile Tokens/")
        #expect(report.pictureCount > 0)
        let index = directory.appendingPathComponent(GalleryWriter.pageFileName)

        // Every image, all themes side by side.
        let all = try DOM(HeadlessChromium.dumpDOM(of: page(index, "theme=all&check"),
                                                   screenshot: directory.appendingPathComponent("screenshot-all.png")))
        try all.expectEveryImageLoaded()
        #expect(all.body["data-theme"] == "all")
        #expect(all.entries.allSatisfy { !$0.hidden && $0.variants.allSatisfy { !$0.hidden } })

        // A search and a theme: only matching entries, only that theme's variants.
        let filtered = try DOM(HeadlessChromium.dumpDOM(of: page(index, "q=error&theme=dark&check"),
                                                        screenshot: directory.appendingPathComponent("screenshot-error-dark.png")))
        try filtered.expectEveryImageLoaded()
        try filtered.expectFiltered(query: "error", themeContext: "dark")
    }

    @Test func aHandBuiltGalleryShowsFailuresAndRunsNoHostileText() throws {
        let directory = try fixtureDirectory("fixture")
        let catalog = GalleryPageFixture.catalog()
        let report = try GalleryWriter().write(catalog, themes: GalleryPageFixture.themes, defaultTheme: GalleryPageFixture.light,
                                               to: directory, title: GalleryPageFixture.hostile)
        #expect(report.failures.count == 2)
        let index = directory.appendingPathComponent(GalleryWriter.pageFileName)

        // The page opens in the default theme; nothing of the hostile text ran.
        let opened = try DOM(HeadlessChromium.dumpDOM(of: page(index, "check"),
                                                      screenshot: directory.appendingPathComponent("screenshot-light.png")))
        try opened.expectEveryImageLoaded()
        #expect(opened.body["data-theme"] == "light")
        #expect(opened.body["data-pwned"] == nil, "text from the design system ran as script")
        #expect(opened.html.contains("&lt;script&gt;document.body.dataset.pwned="))
        #expect(opened.html.contains("cannot draw: size is NaN"))
        #expect(opened.entries.first { $0.id == "color-brand.night" }?.hidden == true, "a dark-only entry shows in light")
        #expect(opened.entries.first { $0.id == "other-motion.fast" }?.hidden == false, "an entry without pictures is hidden")

        // A search by keyword, side by side.
        let searched = try DOM(HeadlessChromium.dumpDOM(of: page(index, "q=RED&theme=all&check"),
                                                        screenshot: directory.appendingPathComponent("screenshot-red-all.png")))
        try searched.expectEveryImageLoaded()
        #expect(searched.entries.filter { !$0.hidden }.map(\.id) == ["color-colors.error"])
        #expect(searched.body["data-visible-entries"] == "1")

        // The header's "not drawn" count searches for what it counts.
        let failed = try DOM(HeadlessChromium.dumpDOM(of: page(index, "q=is%3Afailed&theme=all&check"), screenshot: nil))
        #expect(failed.entries.filter { !$0.hidden }.map(\.id).first == "button-broken")
        #expect(failed.entries.filter { !$0.hidden }.count == 2)

        // A picture zoomed: one image pixel per screen pixel (headless has one device pixel per CSS pixel).
        let zoomed = try DOM(HeadlessChromium.dumpDOM(of: page(index, "theme=dark&zoom=button-primary"),
                                                      screenshot: directory.appendingPathComponent("screenshot-zoom.png"), height: 900))
        #expect(zoomed.body["data-zoomed-pixels"] == "240x88")
        #expect(zoomed.html.contains("<div id=\"zoom\" class=\"zoom-overlay\" role=\"dialog\""), "the zoom is not open")

        // Nothing matches: the page says so.
        let nothing = try DOM(HeadlessChromium.dumpDOM(of: page(index, "q=no-such-token&check"), screenshot: nil))
        #expect(nothing.entries.allSatisfy { $0.hidden })
        #expect(nothing.html.contains("<p class=\"no-match\">No token or style matches the search.</p>"))
    }

    // MARK: - Private

    /// `index` opened with `fragment`.
    private func page(_ index: URL, _ fragment: String) throws -> URL {
        try #require(URL(string: index.absoluteString + "#" + fragment))
    }

    /// `$GALLERY_FIXTURE_DIR/<name>` (made anew) when set, otherwise a scratch folder.
    private func fixtureDirectory(_ name: String) throws -> URL {
        guard let path = ProcessInfo.processInfo.environment["GALLERY_FIXTURE_DIR"], !path.isEmpty else {
            return try PackagePaths.temporaryDirectory().appendingPathComponent("Preview")
        }
        let directory = URL(fileURLWithPath: path).appendingPathComponent(name)
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }
}

/// The parts of a dumped gallery DOM the browser tests read: `<body>`'s attributes, each
/// entry with its `data-search` and whether it is hidden, and its variants with their themes.
private struct DOM {
    struct Variant {
        var themes: [Int]
        var hidden: Bool
    }

    struct Entry {
        var id: String
        var search: String
        var hidden: Bool
        var variants: [Variant]
    }

    let html: String
    let body: [String: String]
    let entries: [Entry]
    /// The theme switch's options: name → index.
    let themeIndexByName: [String: Int]

    init(_ html: String) {
        self.html = html
        self.body = Self.attributes(of: #/<body[^>]*>/#, in: html).first ?? [:]
        var themes: [String: Int] = [:]
        for option in Self.attributes(of: #/<option [^>]*>/#, in: html) {
            if let value = option["value"], let index = option["data-index"].flatMap(Int.init) { themes[value] = index }
        }
        self.themeIndexByName = themes
        var entries: [Entry] = []
        let starts = html.ranges(of: "<article ")
        for (number, start) in starts.enumerated() {
            let end = number + 1 < starts.count ? starts[number + 1].lowerBound : html.endIndex
            let part = String(html[start.lowerBound..<end])
            guard let tag = Self.attributes(of: #/<article [^>]*>/#, in: part).first else { continue }
            let variants = Self.attributes(of: #/<div class="variant"[^>]*>/#, in: part).map { variant in
                Variant(themes: (variant["data-themes"] ?? "").split(separator: " ").compactMap { Int($0) }, hidden: variant["hidden"] != nil)
            }
            entries.append(Entry(id: tag["id"] ?? "", search: tag["data-search"] ?? "", hidden: tag["hidden"] != nil, variants: variants))
        }
        self.entries = entries
    }

    /// The script's verdict on `<body>`: every image in `<main>` loaded (naturalWidth > 0).
    func expectEveryImageLoaded(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        #expect(body["data-check"] == "done", "the page's check did not finish: \(body)", sourceLocation: sourceLocation)
        #expect(body["data-all-images-loaded"] == "true", "broken images: \(body["data-broken-images"] ?? "?")", sourceLocation: sourceLocation)
        let count = try #require(body["data-image-count"].flatMap(Int.init), sourceLocation: sourceLocation)
        #expect(count > 0, sourceLocation: sourceLocation)
        #expect(count == html.ranges(of: "<img src=\"images/").count, "not every image was checked", sourceLocation: sourceLocation)
    }

    /// Entries shown exactly when they match `query` and have a variant in the theme
    /// chosen by `themeContext`; only that theme's variants shown.
    func expectFiltered(query: String, themeContext: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let theme = try #require(body["data-theme"], sourceLocation: sourceLocation)
        #expect(theme.split(separator: "-").contains(Substring(themeContext)), "theme \(theme)", sourceLocation: sourceLocation)
        let index = try #require(themeIndexByName[theme], "no option for \(theme)", sourceLocation: sourceLocation)
        #expect(body["data-query"] == query, sourceLocation: sourceLocation)
        for entry in entries {
            let inTheme = entry.variants.isEmpty || entry.variants.contains { $0.themes.contains(index) }
            let shouldShow = entry.search.contains(query) && inTheme
            #expect(entry.hidden == !shouldShow, "\(entry.id): hidden \(entry.hidden)", sourceLocation: sourceLocation)
            if shouldShow {
                for variant in entry.variants {
                    #expect(variant.hidden == !variant.themes.contains(index), "\(entry.id): a variant of \(variant.themes)",
                            sourceLocation: sourceLocation)
                }
            }
        }
        let shown = entries.filter { !$0.hidden }.count
        #expect(shown > 0 && shown < entries.count, "the search should keep some entries and hide others", sourceLocation: sourceLocation)
        #expect(body["data-visible-entries"] == String(shown), sourceLocation: sourceLocation)
    }

    private static func attributes(of tag: Regex<Substring>, in html: String) -> [[String: String]] {
        html.matches(of: tag).map { match in
            var attributes: [String: String] = [:]
            for attribute in match.output.matches(of: #/\s([a-zA-Z-]+)(?:="([^"]*)")?/#) {
                attributes[String(attribute.output.1)] = attribute.output.2.map { decode(String($0)) } ?? ""
            }
            return attributes
        }
    }

    private static func decode(_ value: String) -> String {
        value.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }
}
