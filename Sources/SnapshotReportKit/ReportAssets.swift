import HTMLText

/// The report page's stylesheet and script, kept as `Resources/report.css` and
/// `Resources/report.js` (so an editor highlights and checks them) and embedded in the code
/// by SwiftPM, so the report needs no bundle at run time.
enum ReportAssets {
    /// The inline CSS of `index.html`.
    static let css = String(decoding: PackageResources.report_css, as: UTF8.self)

    /// The inline script of `index.html`, then the copy buttons' wiring (shared with the gallery).
    static let javascript = String(decoding: PackageResources.report_js, as: UTF8.self)
        + "(function () {\n  \"use strict\";\n" + CopyButtonScript.wiring(idle: "Copy", done: "Copied") + "\n})();\n"
}
