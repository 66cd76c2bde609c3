extension String {
    /// The text with every control, format or line-separating character written as an
    /// escape (`\n`, `\t`, `\r`, `\u0000`, `\u202E`), as JSON writes it: a message quoting a
    /// file's content (a key, a character the reader did not expect) then never prints a raw
    /// NUL, a terminal escape sequence, or a bidi override that shows the message's text in
    /// another order than it has.
    var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: Self.isEscaped) else { return self }
        var escaped = ""
        escaped.reserveCapacity(utf8.count + 8)
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where Self.isEscaped(scalar):
                let hex = String(scalar.value, radix: 16, uppercase: true)
                escaped += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// C0 controls, DEL and C1 controls (category Cc); format characters (Cf: the bidi
    /// embeddings, overrides, isolates and marks, zero-width characters, the byte order
    /// mark); the line and paragraph separators (Zl, Zp), which end a line in some terminals
    /// and editors.
    private static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { return true }
        // Only scalars past Latin-1 (and the soft hyphen) can be format characters or separators.
        guard scalar.value >= 0xAD else { return false }
        switch scalar.properties.generalCategory {
        case .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }
}
