import HTMLText

/// The frame of a page that opens from disk with nothing outside it (the gallery's and the
/// review's `index.html`): its CSS and script inline, so it works from `file://` with no
/// network.
enum StandalonePage {
    /// The whole document: `title` (escaped here), the `generator` that wrote it, the inline
    /// `css`, the `<body>` tag's `bodyAttributes` (already escaped), its `body` and the
    /// inline `javascript`.
    static func document(title: String, generator: String, css: String, bodyAttributes: String = "",
                         body: String, javascript: String) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="\(generator.htmlEscaped)">
        <title>\(title.htmlEscaped)</title>
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
