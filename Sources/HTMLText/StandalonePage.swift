/// The frame of a page that opens from disk with nothing outside it (the gallery's, the
/// review's and the snapshot report's `index.html`): its CSS and script inline, so it works
/// from `file://` with no network.
package enum StandalonePage {
    /// The whole document: `title` (escaped here), the `generator` that wrote it when
    /// given, the `colorScheme` meta when given (`light dark`), the inline `css`, the
    /// `<body>` tag's `bodyAttributes` (already escaped), its `body` and the inline
    /// `javascript`.
    package static func document(title: String, generator: String? = nil, colorScheme: String? = nil, css: String,
                                bodyAttributes: String = "", body: String, javascript: String) -> String {
        var head = "<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        if let generator { head += "<meta name=\"generator\" content=\"\(generator.htmlEscaped)\">\n" }
        if let colorScheme { head += "<meta name=\"color-scheme\" content=\"\(colorScheme.htmlEscaped)\">\n" }
        return """
            <!doctype html>
            <html lang="en">
            <head>
            \(head)<title>\(title.htmlEscaped)</title>
            <style>
            \(css)
            </style>
            </head>
            <body\(bodyAttributes.isEmpty ? "" : " " + bodyAttributes)>
            \(body)
            <script>
            \(javascript)
            </script>
            </body>
            </html>

            """
    }
}
