import Foundation
import HTMLText
import TokenModel

/// The gallery's `index.html`: a static page with no external resources (its CSS and script
/// are inline, its images relative paths), so it works from `file://` with no network.
///
/// Every text that comes from the design system (names, descriptions, facts, captions,
/// messages, paths) is HTML-escaped, and every path percent-encoded; the script reads the
/// page's `data-` attributes and adds its listeners itself, so no handler is built from data.
/// Without the script the page still shows everything: every theme side by side, images
/// that open as files when clicked.
enum GalleryPage {
    // MARK: - Page

    static func html(_ content: GalleryPageContent) -> String {
        let entries = GalleryPageEntryHTML(content: content)
        var main = ""
        main.reserveCapacity(content.sections.reduce(0) { $0 + $1.entries.count } * 1200)
        for section in content.sections {
            entries.appendSection(section, to: &main)
        }
        if content.sections.isEmpty {
            main += "<p class=\"empty-gallery\">This design system has nothing to show.</p>\n"
        }
        let body = """
            \(header(content, entries: entries))
            <div class="layout">
            \(navigation(content))
            <main id="gallery">
            \(main)<p class="no-match" hidden>No token or style matches the search.</p>
            </main>
            </div>
            \(zoomOverlay)
            """
        return StandalonePage.document(
            title: content.title, generator: "dscompile preview", css: GalleryPageAssets.css,
            bodyAttributes: "data-default-theme=\"\(defaultThemeValue(content).htmlEscaped)\" data-theme=\"all\" data-copy-done=\"copied\"",
            body: body, javascript: GalleryPageAssets.javascript)
    }

    // MARK: - Private

    /// The theme switch's value the page opens with: every theme side by side, so light and
    /// dark are compared without a click (the switch narrows the page to one).
    private static func defaultThemeValue(_ content: GalleryPageContent) -> String {
        "all"
    }

    /// The title, the counts, the search box, the theme switch and the contact sheet's link.
    private static func header(_ content: GalleryPageContent, entries: GalleryPageEntryHTML) -> String {
        var html = "<header class=\"top\"><div class=\"top-inner\">\n<h1>\(content.title.htmlEscaped)</h1>\n"
        html += "<input type=\"search\" id=\"search\" placeholder=\"Search tokens and styles  ( / )\" title=\"Names, groups and keywords; is:failed, is:warning, is:deprecated. Press / to search, Escape to clear.\" aria-label=\"Search tokens and styles\" autocomplete=\"off\" spellcheck=\"false\">\n"
        if content.themes.count > 1 {
            html += themeSwitch(content)
        }
        if !content.themes.isEmpty { html += themeTable(content) }
        if content.themes.count == 1, let theme = content.themes.first {
            html += "<span class=\"theme-single\" title=\"\(theme.description.htmlEscaped)\">\(GalleryThemeLabels(content: content).label(of: theme).htmlEscaped)</span>\n"
        }
        html += "<span class=\"counts\"><span id=\"match-count\">\(entries.entryCount)</span> of \(entries.entryCount) entries · \(entries.imageCount) pictures"
        // Each count a link that searches for what it counts.
        let marks: [(count: Int, mark: GalleryPageEntryHTML.Mark, text: String)] = [
            (entries.failedCount, .failed, "\(entries.failedCount) not drawn"),
            (entries.warningCount, .warning, "\(entries.warningCount) with warnings"),
            (entries.deprecatedCount, .deprecated, "\(entries.deprecatedCount) deprecated"),
        ]
        for (count, mark, text) in marks where count > 0 {
            let kind = mark == .failed ? "mark-filter failed-count" : "mark-filter"
            html += " · <a class=\"\(kind)\" href=\"#q=\(mark.rawValue.urlFragment)\">\(text)</a>"
        }
        html += "</span>\n"
        if let sheet = content.contactSheet {
            html += "<a class=\"sheet\" href=\"\(sheet.urlPathEncoded.htmlEscaped)\">gallery.png</a>\n"
        }
        html += "</div></header>"
        return html
    }

    /// One control per modifier (`theme`, `device`), each offering every context and `all`.
    private static func themeSwitch(_ content: GalleryPageContent) -> String {
        var html = "<span class=\"theme-switch\" role=\"group\" aria-label=\"Theme\">"
        for modifier in content.modifiers {
            let name = modifier.name.htmlEscaped
            html += "<label class=\"modifier-switch\">\(name) <select data-modifier=\"\(name)\" aria-label=\"\(name)\">"
            html += "<option value=\"\">all</option>"
            for context in modifier.contexts {
                html += "<option value=\"\(context.htmlEscaped)\">\(context.htmlEscaped)</option>"
            }
            html += "</select></label>"
        }
        html += "</span>\n"
        return html
    }

    /// The themes' table the script reads: each theme's index (what `data-themes` lists),
    /// its contexts, and its page background with the tone (light or dark) of the text and
    /// cards that go with it.
    private static func themeTable(_ content: GalleryPageContent) -> String {
        let labels = GalleryThemeLabels(content: content)
        var html = "<ul id=\"themes\" hidden>"
        for (index, theme) in content.themes.enumerated() {
            let contexts = theme.contexts.map { "\($0.modifier.urlFragment)=\($0.context.urlFragment)" }.joined(separator: "&")
            html += "<li data-index=\"\(index)\" data-name=\"\(theme.name.htmlEscaped)\" data-contexts=\"\(contexts.htmlEscaped)\""
            if let background = content.pageBackgrounds[theme] {
                // A page that white text reads on better than black is a dark page.
                let tone = background.withAlpha(1).legibleInk(Color(red: 0, green: 0, blue: 0), or: Color(red: 1, green: 1, blue: 1)) == Color(red: 0, green: 0, blue: 0) ? "light" : "dark"
                html += " data-background=\"\(background.withAlpha(1).hexString)\" data-tone=\"\(tone)\""
            }
            html += ">\(labels.label(of: theme).htmlEscaped)</li>"
        }
        html += "</ul>\n"
        return html
    }

    /// The sections, each with its number of entries (updated by the search).
    private static func navigation(_ content: GalleryPageContent) -> String {
        var html = "<nav class=\"sections\" aria-label=\"Sections\"><ul>\n"
        for section in content.sections {
            html += "<li data-section=\"\(section.id.htmlEscaped)\"><a href=\"#\(section.id.urlFragment.htmlEscaped)\">"
            html += "\(section.title.htmlEscaped)</a> <span class=\"nav-count\">\(section.entries.count)</span></li>\n"
        }
        html += "</ul></nav>"
        return html
    }

    /// The 1:1 view a picture opens in; filled by the script.
    private static let zoomOverlay = """
        <div id="zoom" class="zoom-overlay" hidden role="dialog" aria-modal="true" aria-label="Picture at its pixel size">
        <div class="zoom-bar"><span class="zoom-title"></span>
        <span class="zoom-scales"><button type="button" data-zoom="1" aria-pressed="true">1:1 pixels</button><button type="button" data-zoom="2">2×</button><button type="button" data-zoom="4">4×</button></span>
        <a class="zoom-file" href="" target="_blank">open PNG</a><button type="button" class="zoom-close" aria-label="Close">Close ✕</button></div>
        <div class="zoom-stage"><img alt=""></div>
        </div>
        """
}
