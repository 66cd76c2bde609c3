import DesignChecks
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
        try filtered.expectFiltered(query: "error", themeContext: "theme=dark")
    }

    /// The theme switch is a control per modifier; a dark theme turns the page dark in the
    /// design system's own page background; sweep strips say the moment of each frame.
    @Test func theGalleryOfTokensIsReadByModifierInThePagesOwnColors() throws {
        let directory = try fixtureDirectory("tokens-designer")
        let system = try DesignSystemLoader.load(paths: [PackagePaths.tokens.path])
        try GalleryWriter().write(system, to: directory, title: "dscompile Tokens/")
        let index = directory.appendingPathComponent(GalleryWriter.pageFileName)
        let dark = try #require(system.themes.first { $0["theme"] == "dark" && $0["device"] == "phone" })
        let light = try #require(system.themes.first { $0["theme"] == "light" && $0["device"] == "phone" })
        let darkPage = TextContrastCheck.pageBackground(in: dark, of: system).withAlpha(1).hexString

        // Opened: every theme side by side; one control per modifier.
        let opened = try DOM(HeadlessChromium.dumpDOM(of: page(index, "check"), screenshot: directory.appendingPathComponent("screenshot-all.png")))
        #expect(opened.modifierControls == ["theme", "device"])
        #expect(opened.body["data-theme"] == "all")
        #expect(opened.body["data-shown-count"] == String(system.themes.count))

        // Light chosen: the page in its background.
        let lightened = try DOM(HeadlessChromium.dumpDOM(of: page(index, "theme=\(light.name)"), screenshot: directory.appendingPathComponent("screenshot-light.png")))
        #expect(lightened.body["data-theme"] == light.name)
        #expect(lightened.body["data-page-tone"] == "light")

        // Dark chosen alone (every device): the dark page, its background from the tokens.
        let darkened = try DOM(HeadlessChromium.dumpDOM(of: page(index, "theme=dark&check"),
                                                        screenshot: directory.appendingPathComponent("screenshot-dark.png")))
        try darkened.expectEveryImageLoaded()
        #expect(darkened.body["data-theme"] == "dark")
        #expect(darkened.body["data-shown-themes"].map { Set($0.split(separator: " ").compactMap { Int($0) }) } == darkened.themes(choosing: "theme=dark"))
        #expect(darkened.body["data-page-tone"] == "dark")
        #expect(darkened.body["data-page-background"] == darkPage)
        #expect(darkened.body["style"]?.lowercased().contains(darkPage.lowercased()) == true, "\(darkened.body["style"] ?? "no style")")

        // Both contexts joined: one theme; every theme: no page color of its own.
        let tablet = try DOM(HeadlessChromium.dumpDOM(of: page(index, "theme=dark+device%3Dtablet"), screenshot: nil))
        #expect(tablet.body["data-theme"] == "tablet-dark" && tablet.body["data-shown-count"] == "1")
        let all = try DOM(HeadlessChromium.dumpDOM(of: page(index, "theme=all"), screenshot: nil))
        #expect(all.body["data-page-tone"] == nil)

        // Sweep strips say each frame's moment.
        // (A component's states are a matrix: the head names the state, the strip its frames.)
        #expect(opened.html.contains("<span class=\"matrix-state\">sweep frames</span>"))
        #expect(opened.html.contains("<span class=\"matrix-state\">turning on</span>"))
        #expect(opened.html.contains("<figcaption><span class=\"frame-labels\">0 ms · "))
        // Components by their origins' names.
        #expect(opened.html.contains(">MapTextPinDrawer · default</a>"))
    }

    /// The page as a designer reads it, measured in Chromium's layout (the page's `check`
    /// writes what it measured on `<body>`): no name wraps inside a part (only at its dots),
    /// light and dark variants start their facts and pictures level, a component's states
    /// line up in columns, and the cards fill the width row by row; every picture is seen
    /// whole without a sideways scroll (no entry's content is wider than its card: a state
    /// matrix that cannot fit at 1:1 is stacked, a picture wider than its card scaled down
    /// to it) and at 1:1 wherever its card has room for it; in a wide window and a narrow
    /// one. (Measured when written: the content column 82 % of 1,400 px and 72 % of 900 px,
    /// beside the 220 px section list; every rated row 100 % full; 5 of 32 matrices stacked
    /// at 1,400 px, 23 at 900 px; no picture scaled at 1,400 px, 12 at 900 px: the sweep
    /// strips, 680 pt, and the tablets' screens.)
    @Test func theGalleryOfTokensIsLaidOutForDesigners() throws {
        let index = try tokensGallery(in: fixtureDirectory("tokens-layout"))
        var stackedByWidth: [Int: Int] = [:]
        for (width, name, column) in [(1400, "wide", 80), (900, "narrow", 70)] {
            let laidOut = try DOM(HeadlessChromium.dumpDOM(of: page(index, "check"), screenshot: index.deletingLastPathComponent().appendingPathComponent("screenshot-\(name).png"),
                                                           width: width, height: 2000, timeBudget: 8000))
            try laidOut.expectEveryImageLoaded()
            #expect(laidOut.body["data-theme"] == "all")
            #expect(laidOut.body["data-broken-names"] == "", "\(name): names cut inside a part: \(laidOut.body["data-broken-names"] ?? "?")")
            #expect((laidOut.body["data-checked-names"].flatMap(Int.init) ?? 0) > 500, "\(name): \(laidOut.body["data-checked-names"] ?? "no") names measured")
            #expect(laidOut.body["data-misaligned"] == "", "\(name): variants out of line in \(laidOut.body["data-misaligned"] ?? "?")")
            #expect((laidOut.body["data-aligned-rows"].flatMap(Int.init) ?? 0) > 20, "\(name): \(laidOut.body["data-aligned-rows"] ?? "no") rows compared")
            try laidOut.expectWidthFilled(column: column, rows: Self.filledRow, in: name)
            // Components as state matrices.
            #expect(laidOut.html.contains("<div class=\"variants matrix\" style=\"flex-basis: "))
            // Every picture whole, at 1:1 where it fits.
            #expect(laidOut.body["data-overflowing"] == "", "\(name): content wider than its card in \(laidOut.body["data-overflowing"] ?? "?")")
            #expect(laidOut.body["data-overflow-checked"] == laidOut.body["data-visible-entries"], "\(name): \(laidOut.body["data-overflow-checked"] ?? "no") entries measured")
            #expect(laidOut.body["data-needlessly-scaled"] == "", "\(name): pictures shown smaller though their card has room in \(laidOut.body["data-needlessly-scaled"] ?? "?")")
            stackedByWidth[width] = laidOut.body["data-stacked-matrices"].map { $0.split(separator: " ").count }
        }
        // The matrix stays a matrix where it fits, and stacks where it does not.
        let wide = try #require(stackedByWidth[1400]), narrow = try #require(stackedByWidth[900])
        #expect(wide < narrow && narrow > 0, "matrices stacked: \(wide) at 1,400 px, \(narrow) at 900 px")
    }

    /// Between and beyond the two widths above, at the windows designers have (a laptop's
    /// 1,100 and 1,280 px, a desktop's 1,920), no card's content is wider than the card.
    @Test func noCardOverflowsAtTheWindowsDesignersHave() throws {
        let index = try tokensGallery(in: fixtureDirectory("tokens-widths"))
        for width in [1100, 1280, 1920] {
            let laidOut = try DOM(HeadlessChromium.dumpDOM(of: page(index, "check"), screenshot: nil, width: width, height: 2000, timeBudget: 8000))
            #expect(laidOut.body["data-overflowing"] == "", "\(width) px: content wider than its card in \(laidOut.body["data-overflowing"] ?? "?")")
            #expect(laidOut.body["data-overflow-checked"] == laidOut.body["data-visible-entries"], "\(width) px: \(laidOut.body["data-overflow-checked"] ?? "no") entries measured")
            #expect(laidOut.body["data-needlessly-scaled"] == "", "\(width) px: \(laidOut.body["data-needlessly-scaled"] ?? "?")")
        }
    }

    /// The width check fails what a designer would call unused width: cards capped at
    /// 480 px leave every row of the wide window about a sixth empty, and a main column
    /// capped at 760 px leaves half the window to the page's background, though its rows
    /// are full.
    @Test func theWidthCheckSeesCappedCardsAndANarrowColumn() throws {
        let index = try tokensGallery(in: fixtureDirectory("tokens-capped"))
        let capped = try DOM(HeadlessChromium.dumpDOM(of: page(restyled(index, ".entry, #colors .entry { max-width: 480px; }", as: "capped-cards"), "check"),
                                                      screenshot: nil, width: 1400, height: 2000, timeBudget: 8000))
        #expect(try capped.percent("data-row-fill-median") < Self.filledRow, "capped cards fill the median row: \(capped.widthFigures)")
        #expect(try capped.percent("data-row-fill-lowest") < Self.filledRow, "\(capped.widthFigures)")
        #expect(try capped.percent("data-content-width") >= 80, "\(capped.widthFigures)")
        let narrow = try DOM(HeadlessChromium.dumpDOM(of: page(restyled(index, "main { max-width: 760px; }", as: "narrow-column"), "check"),
                                                      screenshot: nil, width: 1400, height: 2000, timeBudget: 8000))
        #expect(try narrow.percent("data-content-width") < 60, "\(narrow.widthFigures)")
        #expect(try narrow.percent("data-used-width") < 60, "\(narrow.widthFigures)")
        #expect(try narrow.percent("data-row-fill-lowest") >= Self.filledRow, "the narrow column's rows are full: \(narrow.widthFigures)")
    }

    @Test func aHandBuiltGalleryShowsFailuresAndRunsNoHostileText() throws {
        let directory = try fixtureDirectory("fixture")
        let catalog = GalleryPageFixture.catalog()
        let report = try GalleryWriter().write(catalog, themes: GalleryPageFixture.themes, defaultTheme: GalleryPageFixture.light,
                                               to: directory, title: GalleryPageFixture.hostile)
        #expect(report.failures.count == 2)
        let index = directory.appendingPathComponent(GalleryWriter.pageFileName)

        // The page opens on every theme; nothing of the hostile text ran.
        let opened = try DOM(HeadlessChromium.dumpDOM(of: page(index, "check"),
                                                      screenshot: directory.appendingPathComponent("screenshot-opened.png")))
        try opened.expectEveryImageLoaded()
        #expect(opened.body["data-theme"] == "all")
        #expect(opened.body["data-page-tone"] == nil, "a hand-built catalog has no page backgrounds")
        #expect(opened.body["data-pwned"] == nil, "text from the design system ran as script")
        #expect(opened.html.contains("&lt;script&gt;document.body.dataset.pwned="))
        #expect(opened.html.contains("cannot draw: size is NaN"))
        #expect(opened.entries.first { $0.id == "color-brand.night" }?.hidden == false, "a dark-only entry is hidden with every theme shown")

        // Light alone.
        let light = try DOM(HeadlessChromium.dumpDOM(of: page(index, "theme=light"), screenshot: directory.appendingPathComponent("screenshot-light.png")))
        #expect(light.body["data-theme"] == "light")
        #expect(light.entries.first { $0.id == "color-brand.night" }?.hidden == true, "a dark-only entry shows in light")
        #expect(light.entries.first { $0.id == "other-motion.fast" }?.hidden == false, "an entry without pictures is hidden")

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

    /// The least share of its group's width a rated row of cards fills, in percent.
    private static let filledRow = 90

    /// The gallery of this repository's `Tokens/` written in `directory`: its `index.html`.
    private func tokensGallery(in directory: URL) throws -> URL {
        let system = try DesignSystemLoader.load(paths: [PackagePaths.tokens.path])
        try GalleryWriter().write(system, to: directory, title: "dscompile Tokens/")
        return directory.appendingPathComponent(GalleryWriter.pageFileName)
    }

    /// A copy of the page `index` beside it, `name`.html, with `css` after its stylesheet.
    private func restyled(_ index: URL, _ css: String, as name: String) throws -> URL {
        let html = try String(contentsOf: index, encoding: .utf8)
        let head = try #require(html.range(of: "</head>"), "the page has no </head>")
        let copy = index.deletingLastPathComponent().appendingPathComponent("\(name).html")
        try Data(html.replacingCharacters(in: head, with: "<style>\(css)</style></head>").utf8).write(to: copy)
        return copy
    }

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
    /// The themes' table: name → index, and each index's contexts (`theme=dark`).
    let themeIndexByName: [String: Int]
    let contextsByIndex: [Int: [String]]
    /// The theme switch: one control per modifier, in order.
    let modifierControls: [String]

    init(_ html: String) {
        self.html = html
        self.body = Self.attributes(of: #/<body[^>]*>/#, in: html).first ?? [:]
        var themes: [String: Int] = [:]
        var contexts: [Int: [String]] = [:]
        for item in Self.attributes(of: #/<li data-index[^>]*>/#, in: html) {
            guard let name = item["data-name"], let index = item["data-index"].flatMap(Int.init) else { continue }
            themes[name] = index
            contexts[index] = (item["data-contexts"] ?? "").split(separator: "&").map { $0.removingPercentEncoding ?? String($0) }
        }
        self.themeIndexByName = themes
        self.contextsByIndex = contexts
        self.modifierControls = Self.attributes(of: #/<select data-modifier[^>]*>/#, in: html).compactMap { $0["data-modifier"] }
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

    /// A width figure the page's check wrote on `<body>`, in percent.
    func percent(_ attribute: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Int {
        try #require(body[attribute].flatMap(Int.init), "no \(attribute) on <body>", sourceLocation: sourceLocation)
    }

    /// The width figures, to say what was measured.
    var widthFigures: String {
        ["content-width", "row-fill-median", "row-fill-lowest", "used-width", "rated-rows", "unrated-rows", "lowest-row"]
            .map { "\($0) \(body["data-" + $0] ?? "?")" }.joined(separator: ", ")
    }

    /// The cards fill the width of the `window` (`wide`): the content column takes at least
    /// `column` % of the window, and the median and the lowest rated row at least `rows` %
    /// of the column, of more than 20 rows rated.
    func expectWidthFilled(column: Int, rows: Int, in window: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let figures = "\(window): \(widthFigures)"
        #expect(try percent("data-content-width", sourceLocation: sourceLocation) >= column, "\(figures)", sourceLocation: sourceLocation)
        #expect(try percent("data-row-fill-median", sourceLocation: sourceLocation) >= rows, "\(figures)", sourceLocation: sourceLocation)
        #expect(try percent("data-row-fill-lowest", sourceLocation: sourceLocation) >= rows, "\(figures)", sourceLocation: sourceLocation)
        #expect(try percent("data-used-width", sourceLocation: sourceLocation) >= column * rows / 100, "\(figures)", sourceLocation: sourceLocation)
        #expect(try percent("data-rated-rows", sourceLocation: sourceLocation) > 20, "\(figures)", sourceLocation: sourceLocation)
    }

    /// The indices of the themes that choose `context` (`theme=dark`).
    func themes(choosing context: String) -> Set<Int> {
        Set(contextsByIndex.filter { $0.value.contains(context) }.keys)
    }

    /// Entries shown exactly when they match `query` and have a variant in a theme that
    /// chooses `themeContext` (`theme=dark`); only those themes' variants shown.
    func expectFiltered(query: String, themeContext: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let chosen = themes(choosing: themeContext)
        #expect(!chosen.isEmpty, "no theme chooses \(themeContext)", sourceLocation: sourceLocation)
        let shown = Set((body["data-shown-themes"] ?? "").split(separator: " ").compactMap { Int($0) })
        #expect(shown == chosen, "shown themes \(shown)", sourceLocation: sourceLocation)
        #expect(body["data-query"] == query, sourceLocation: sourceLocation)
        for entry in entries {
            let inTheme = entry.variants.isEmpty || entry.variants.contains { !chosen.isDisjoint(with: $0.themes) }
            let shouldShow = entry.search.contains(query) && inTheme
            #expect(entry.hidden == !shouldShow, "\(entry.id): hidden \(entry.hidden)", sourceLocation: sourceLocation)
            if shouldShow {
                for variant in entry.variants {
                    #expect(variant.hidden == chosen.isDisjoint(with: variant.themes), "\(entry.id): a variant of \(variant.themes)",
                            sourceLocation: sourceLocation)
                }
            }
        }
        let shownEntries = entries.filter { !$0.hidden }.count
        #expect(shownEntries > 0 && shownEntries < entries.count, "the search should keep some entries and hide others", sourceLocation: sourceLocation)
        #expect(body["data-visible-entries"] == String(shownEntries), sourceLocation: sourceLocation)
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
