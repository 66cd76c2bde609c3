import Foundation
import HTMLText
import TokenModel

/// The gallery's `index.html`: a static page with no external resources, so it works from
/// `file://` with no network.
enum GalleryPage {
    // MARK: - Page

    static func html(_ content: GalleryPageContent) -> String {
        var body = ""
        for section in content.sections {
            body += "<section id=\"\(section.id.htmlEscaped)\"><h2>\(section.title.htmlEscaped)</h2>\n"
            for entry in section.entries {
                body += "<article id=\"\(entry.id.htmlEscaped)\"><h3>\(entry.name.htmlEscaped)</h3>"
                if let description = entry.description { body += "<p>\(description.htmlEscaped)</p>" }
                if let source = entry.source { body += "<div class=\"source\">\(source.description.htmlEscaped)</div>" }
                for variant in entry.variants {
                    let themes = variant.themes.map(\.name).joined(separator: ", ")
                    body += "<div class=\"variant\"><div class=\"themes\">\(themes.htmlEscaped)</div>"
                    for fact in variant.facts { body += "<div>\(fact.label.htmlEscaped): \(fact.value.htmlEscaped)</div>" }
                    for picture in variant.pictures {
                        switch content.images[picture.recipe] {
                        case .image(let image)?:
                            body += "<img src=\"\(image.path.urlPathEncoded.htmlEscaped)\" width=\"\(image.pointWidth)\" height=\"\(image.pointHeight)\" alt=\"\(entry.name.htmlEscaped)\">"
                        case .failed(let message)?:
                            body += "<div class=\"failed\">\(message.htmlEscaped)</div>"
                        case nil:
                            break
                        }
                    }
                    body += "</div>"
                }
                body += "</article>\n"
            }
            body += "</section>\n"
        }
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(content.title.htmlEscaped)</title>
            </head>
            <body>
            <h1>\(content.title.htmlEscaped)</h1>
            \(body)</body>
            </html>

            """
    }
}
