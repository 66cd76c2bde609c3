/// The words of the warning for fonts that are not installed, which validate, the build's
/// font check and a failed snapshot (Render's `FontUse`) all say of the same fonts.
package enum FontWarningText {
    /// `the font family 'Brand Sans' is not installed; text is drawn with 'Inter'`: what the
    /// warning says of the families, which a failed snapshot says too.
    package static func notInstalled(missing: [String], drawn: String?) -> String {
        let names = missing.map { "'\($0)'" }.joined(separator: ", ")
        let noun = missing.count == 1 ? "font family \(names) is" : "font families \(names) are"
        let drawnText = drawn.map { "'\($0)'" } ?? "a family that could not be determined"
        return "the \(noun) not installed; text is drawn with \(drawnText)"
    }
}
