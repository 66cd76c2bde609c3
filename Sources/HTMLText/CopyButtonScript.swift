/// The script behind the pages' copy buttons (`<button class="copy" data-copy="…">`), kept as
/// `Resources/copy-buttons.js` and embedded by SwiftPM: put it in the page after the buttons,
/// with the word a button says once copied in `<body data-copy-done="…">`.
package enum CopyButtonScript {
    /// The script, a self-contained function run once.
    package static let javascript = String(decoding: PackageResources.copy_buttons_js, as: UTF8.self)
}
