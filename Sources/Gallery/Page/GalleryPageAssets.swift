import HTMLText

/// The gallery page's stylesheet and script, kept as `Resources/gallery.css` and
/// `Resources/gallery.js` (so an editor highlights and checks them) and embedded in the code
/// by SwiftPM, so the gallery needs no bundle at run time.
enum GalleryPageAssets {
    /// The inline CSS of `index.html`.
    static let css = String(decoding: PackageResources.gallery_css, as: UTF8.self)

    /// The inline script of `index.html`: the page's own, then the copy buttons' (HTMLText's).
    static let javascript = String(decoding: PackageResources.gallery_js, as: UTF8.self) + CopyButtonScript.javascript
}
