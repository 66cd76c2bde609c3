// MARK: - Escaping text for HTML pages (the review report and the preview gallery)

extension String {
    /// The text with `&`, `<`, `>`, `"` and `'` as character references: safe in an element's
    /// content and in a quoted attribute value.
    public var htmlEscaped: String {
        var escaped = ""
        escaped.reserveCapacity(utf8.count)
        for character in self {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
