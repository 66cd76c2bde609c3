import Foundation
import HTMLText
import TokenModel

/// The review page of `dscompile preview --compare`: only what changed, tokens first (each
/// with its values, sources and pictures before and now), then every other picture whose
/// pixels changed, before | diff | after. Like the gallery it has no external resource (inline
/// style and script, relative image paths), so it works from `file://` with no network, and
/// every text from a design system is HTML-escaped and every path percent-encoded.
enum ComparisonPage {
    // MARK: - Nested types

    /// What the page shows.
    struct Content {
        var title: String
        /// The old side in words (`HEAD`, `../old/Tokens`) and the new one.
        var beforeLabel: String
        var afterLabel: String
        var tokenChanges: [TokenChange]
        /// The picture changes of each changed token's own gallery entry, by token path.
        var picturesByToken: [TokenPath: [PictureChange]]
        /// Every other picture that changed (styles, components, and tokens that did not change).
        var pictures: [PictureChange]
        /// How themes are named, as the gallery names them (`theme: dark · device: phone,
        /// tablet`; `every theme` for all the themes shown now).
        var themeLabels: GalleryThemeLabels
        /// How each side names its source files: relative to its token folder.
        var beforeSources: GallerySourcePaths
        var afterSources: GallerySourcePaths
    }

    /// The header's counts, each a link to its part of the page: the id, the words.
    static let parts: [(id: String, words: String)] = [
        ("tokens-changed", "changed tokens"), ("tokens-added", "added tokens"), ("tokens-removed", "removed tokens"),
        ("pictures", "changed pictures"),
    ]

    static let emptyText = "No visual or token changes"

    // MARK: - Page

    static func html(_ content: Content) -> String {
        let tokens = { (kind: TokenChange.Kind) in content.tokenChanges.filter { $0.kind == kind } }
        let counts = [tokens(.changed).count, tokens(.added).count, tokens(.removed).count, content.pictures.count]
        var main = ""
        if counts.allSatisfy({ $0 == 0 }) {
            main += "<p class=\"no-changes\">\(emptyText.htmlEscaped): the two versions draw the same pictures and define the same tokens.</p>\n"
        }
        for (index, kind) in [TokenChange.Kind.changed, .added, .removed].enumerated() where counts[index] > 0 {
            main += "<section id=\"\(parts[index].id)\"><h2>\(parts[index].words.capitalizedFirst) <span class=\"count\">\(counts[index])</span></h2>\n"
            for change in tokens(kind) { appendToken(change, content: content, to: &main) }
            main += "</section>\n"
        }
        if !content.pictures.isEmpty {
            main += "<section id=\"pictures\"><h2>Changed pictures <span class=\"count\">\(content.pictures.count)</span></h2>\n"
            for (index, change) in content.pictures.enumerated() {
                main += "<article class=\"picture-change \(change.kind.rawValue)\" id=\"picture-\(index + 1)\">\n"
                let caption = change.key.caption.map { " <span class=\"caption\">" + $0.htmlEscaped + "</span>" } ?? ""
                main += "<h3>\(change.entryName.htmlEscaped)\(caption)</h3>\n"
                if let source = change.afterSource ?? change.beforeSource {
                    let paths = change.afterSource == nil ? content.beforeSources : content.afterSources
                    main += sourceHTML(source, paths: paths)
                }
                appendPictures([change], content: content, to: &main)
                main += "</article>\n"
            }
            main += "</section>\n"
        }
        var header = "<header><h1>\(content.title.htmlEscaped)</h1>\n"
        header += "<p class=\"sides\">Before: <strong>\(content.beforeLabel.htmlEscaped)</strong> · Now: <strong>\(content.afterLabel.htmlEscaped)</strong></p>\n"
        header += "<nav class=\"counts\" aria-label=\"Changes\">"
        header += zip(parts, counts).map { part, count in
            let text = "<span class=\"n\">\(count)</span> \(part.words)"
            return count > 0 ? "<a class=\"count-link\" data-part=\"\(part.id)\" href=\"#\(part.id)\">\(text)</a>"
                : "<span class=\"count-link none\" data-part=\"\(part.id)\">\(text)</span>"
        }.joined(separator: " · ")
        header += "</nav></header>"
        return StandalonePage.document(
            title: content.title, generator: "dscompile preview --compare", css: style,
            body: "\(header)\n<main>\n\(main)</main>", javascript: script)
    }

    // MARK: - Private

    private static func appendToken(_ change: TokenChange, content: Content, to html: inout String) {
        html += "<article class=\"token-change \(change.kind.rawValue)\" id=\"token-\(change.path.description.htmlEscaped)\">\n"
        html += "<h3><code>\(change.path.description.htmlEscaped)</code> <span class=\"badge\">\(change.kind.rawValue)</span></h3>\n"
        html += "<table class=\"values\"><thead><tr><th></th><th>Before</th><th>Now</th></tr></thead><tbody>\n"
        html += "<tr><th>value</th><td>\(valuesHTML(change.before, content: content))</td><td>\(valuesHTML(change.after, content: content))</td></tr>\n"
        html += "<tr><th>source</th><td>\(change.beforeSource.map { sourceHTML($0, paths: content.beforeSources) } ?? "—")</td>"
        html += "<td>\(change.afterSource.map { sourceHTML($0, paths: content.afterSources) } ?? "—")</td></tr>\n"
        html += "</tbody></table>\n"
        let pictures = content.picturesByToken[change.path] ?? []
        if pictures.isEmpty {
            html += "<p class=\"note\">Its pictures look the same (or it has none).</p>\n"
        } else {
            appendPictures(pictures, content: content, to: &html)
        }
        html += "</article>\n"
    }

    /// Each change's pictures in a row: before | diff | after, with its themes and summary.
    private static func appendPictures(_ changes: [PictureChange], content: Content, to html: inout String) {
        for change in changes {
            html += "<div class=\"picture-row\">"
            let themes = content.themeLabels.label(of: change.themes)
            var label = themes
            if let caption = change.key.caption { label = "\(caption) — \(themes)" }
            html += "<p class=\"row-label\">\(label.htmlEscaped) <span class=\"summary\">\(change.summary.htmlEscaped)</span></p><div class=\"figures\">"
            html += figure(change.before, caption: "before", missing: "not in the old version")
            if change.kind == .changed {
                html += figure(change.diff.map { .image($0) }, caption: "diff", missing: "no diff (the sizes differ or a side was not drawn)")
            }
            html += figure(change.after, caption: "now", missing: "not in the new version")
            html += "</div></div>\n"
        }
    }

    private static func figure(_ image: GalleryImageResult?, caption: String, missing: String) -> String {
        switch image {
        case .image(let image)?:
            let path = image.path.urlPathEncoded.htmlEscaped
            return "<figure class=\"\(caption)\"><a href=\"\(path)\"><img src=\"\(path)\" width=\"\(image.pointWidth)\" height=\"\(image.pointHeight)\" alt=\"\(caption)\"></a><figcaption>\(caption)</figcaption></figure>"
        case .failed(let message)?:
            return "<figure class=\"\(caption) failed\"><pre>\(message.htmlEscaped)</pre><figcaption>\(caption): not drawn</figcaption></figure>"
        case nil:
            return "<figure class=\"\(caption) missing\"><div class=\"missing-box\">\(missing.htmlEscaped)</div><figcaption>\(caption)</figcaption></figure>"
        }
    }

    private static func valuesHTML(_ values: [TokenChange.ThemedText], content: Content) -> String {
        guard !values.isEmpty else { return "—" }
        return values.map { value in
            let themes = values.count == 1 ? "" : "<span class=\"themes\">\(content.themeLabels.label(of: value.themes).htmlEscaped)</span> "
            return "<div class=\"value\">\(themes)<code>\(value.text.htmlEscaped)</code></div>"
        }.joined()
    }

    /// `file:line`, named relative to its side's token folder (a file read by a relative
    /// name too: the other side's may be absolute); the column in the tooltip.
    private static func sourceHTML(_ source: SourceLocation, paths: GallerySourcePaths) -> String {
        let file = paths.name(of: URL(fileURLWithPath: source.file).standardizedFileURL.path)
        return "<span class=\"source\" title=\"\("\(file):\(source.line):\(source.column)".htmlEscaped)\">\("\(file):\(source.line)".htmlEscaped)</span>"
    }

    private static let style = """
        :root { color-scheme: light dark; --line: #d0d7de; --muted: #57606a; --red: #cf222e; --green: #1a7f37; --amber: #9a6700; }
        body { font: 14px/1.45 -apple-system, system-ui, "Segoe UI", sans-serif; margin: 0; }
        header { position: sticky; top: 0; background: Canvas; border-bottom: 1px solid var(--line); padding: 12px 24px; z-index: 1; }
        h1 { font-size: 20px; margin: 0 0 4px; }
        .sides, .counts { margin: 2px 0; color: var(--muted); }
        .count-link .n { font-weight: 600; color: CanvasText; }
        .count-link.none { opacity: .6; }
        main { padding: 8px 24px 48px; }
        h2 { font-size: 17px; margin: 24px 0 8px; }
        h2 .count { color: var(--muted); font-weight: normal; }
        article { border: 1px solid var(--line); border-radius: 8px; padding: 12px 16px; margin: 12px 0; }
        h3 { font-size: 15px; margin: 0 0 8px; overflow-wrap: anywhere; }
        .badge { font-size: 12px; border-radius: 10px; padding: 1px 8px; border: 1px solid currentColor; }
        .added .badge { color: var(--green); } .removed .badge { color: var(--red); } .changed .badge { color: var(--amber); }
        .caption { color: var(--muted); font-weight: normal; }
        table.values { border-collapse: collapse; margin: 4px 0 8px; }
        table.values th, table.values td { text-align: left; vertical-align: top; padding: 3px 12px 3px 0; }
        table.values td { overflow-wrap: anywhere; max-width: 40em; }
        .themes, .source, .summary, .note { color: var(--muted); font-size: 12px; }
        .picture-row { margin: 8px 0; }
        .row-label { margin: 0 0 4px; }
        .figures { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
        figure { margin: 0; } figure img { display: block; max-width: 100%; height: auto; border: 1px solid var(--line); }
        figcaption { font-size: 12px; color: var(--muted); text-align: center; }
        .missing-box, figure.failed pre { border: 1px dashed var(--line); padding: 16px; color: var(--muted); white-space: pre-wrap; max-width: 24em; }
        img.broken { outline: 2px solid var(--red); }
        .no-changes { font-size: 17px; margin: 32px 0; }
        """

    /// Marks images that did not load, and says on `<body>` what it checked (the browser
    /// tests read it).
    private static let script = """
        window.addEventListener('load', function () {
          var broken = [];
          Array.prototype.forEach.call(document.images, function (image) {
            if (!image.complete || image.naturalWidth === 0) { image.classList.add('broken'); broken.push(image.getAttribute('src')); }
          });
          document.body.setAttribute('data-image-count', String(document.images.length));
          document.body.setAttribute('data-all-images-loaded', broken.length === 0 ? 'true' : 'false');
          document.body.setAttribute('data-broken-images', broken.join(' '));
          document.body.setAttribute('data-check', 'done');
        });
        """
}

private extension String {
    /// The text with its first letter upper-case (`Changed tokens`).
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
