import Foundation
import HTMLText
import TokenModel

/// The gallery's `index.html`: a static page with no external resources, so it works from
/// `file://` with no network.
enum GalleryPage {
    // MARK: - Page

    static func html(items: [GalleryItem], themes: [Theme], title: String) -> String {
        var rows = ""
        var seen: [String] = []
        for item in items where !seen.contains("\(item.kind).\(item.name)") {
            seen.append("\(item.kind).\(item.name)")
            let cells = themes.map { theme -> String in
                guard let cell = items.first(where: { $0.kind == item.kind && $0.name == item.name && $0.theme == theme }) else {
                    return "<td></td>"
                }
                let fonts = cell.usedFonts.joined(separator: ", ")
                return "<td><img src=\"\(cell.imagePath.urlPathEncoded.htmlEscaped)\" width=\"\(cell.width)\" height=\"\(cell.height)\" "
                    + "alt=\"\("\(cell.kind).\(cell.name) in \(theme)".htmlEscaped)\" title=\"drawn with \(fonts.htmlEscaped)\"></td>"
            }.joined()
            let tokens = item.tokens.map { "<li><code>\($0.property.htmlEscaped)</code>: <code>{\($0.path.htmlEscaped)}</code></li>" }.joined()
            rows += """
                <tr id="\("\(item.kind)-\(item.name)".htmlEscaped)">
                  <th><code>.\(item.name.htmlEscaped)</code><div class="source">\(item.source.description.htmlEscaped)</div><ul>\(tokens)</ul></th>
                  \(cells)
                </tr>

                """
        }
        let headers = themes.map { "<th>\($0.name.htmlEscaped)</th>" }.joined()
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title.htmlEscaped)</title>
            <style>
              body { font-family: Inter, system-ui, sans-serif; margin: 2rem; color: #15181E; background: #F7F8FA; }
              h1 { font-size: 1.5rem; } h2 { font-size: 1.1rem; margin-top: 2rem; }
              table { border-collapse: collapse; background: #FFFFFF; }
              th, td { border: 1px solid #DDE1E8; padding: 12px; vertical-align: top; text-align: left; }
              thead th { background: #EEF0F4; }
              .source { color: #6F7989; font-size: 0.75rem; font-weight: normal; margin-top: 4px; }
              ul { margin: 6px 0 0; padding-left: 1rem; font-size: 0.75rem; font-weight: normal; }
              img { display: block; }
            </style>
            </head>
            <body>
            <h1>\(title.htmlEscaped)</h1>
            <h2>Label styles</h2>
            <table>
            <thead><tr><th>style</th>\(headers)</tr></thead>
            <tbody>
            \(rows)</tbody>
            </table>
            </body>
            </html>

            """
    }
}
