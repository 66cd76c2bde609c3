import HTMLText

/// The report page's stylesheet and script, kept as `Resources/report.css` and
/// `Resources/report.js` (so an editor highlights and checks them) and embedded in the code
/// by SwiftPM, so the report needs no bundle at run time.
enum ReportAssets {
    /// The inline CSS of `index.html`.
    static let css = String(decoding: PackageResources.report_css, as: UTF8.self)

    /// The inline script of `index.html`: the report's own, then the copy buttons' (HTMLText's).
    static let javascript = String(decoding: PackageResources.report_js, as: UTF8.self) + CopyButtonScript.javascript
}
