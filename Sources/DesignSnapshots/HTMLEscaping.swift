import Foundation

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

    /// A `/`-separated relative path as a URL path: every byte but unreserved ASCII
    /// percent-encoded in each segment, so that `#`, `?`, `%` and spaces in names still load
    /// from `file://`.
    var urlPathEncoded: String {
        split(separator: "/", omittingEmptySubsequences: false).map { segment in
            segment.addingPercentEncoding(withAllowedCharacters: .reportURLUnreserved) ?? String(segment)
        }.joined(separator: "/")
    }
}

extension CharacterSet {
    /// RFC 3986's unreserved characters and `@` (in `name@2x.png`), ASCII only.
    static let reportURLUnreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~@")
}
