import Foundation

// MARK: - Relative paths as URLs (the review report and the preview gallery)

extension String {
    /// A `/`-separated relative path as a URL path: every byte but unreserved ASCII
    /// percent-encoded in each segment, so that `#`, `?`, `%` and spaces in names still load
    /// from `file://`.
    public var urlPathEncoded: String {
        split(separator: "/", omittingEmptySubsequences: false).map { segment in
            segment.addingPercentEncoding(withAllowedCharacters: .urlPathUnreserved) ?? String(segment)
        }.joined(separator: "/")
    }
}

extension CharacterSet {
    /// RFC 3986's unreserved characters and `@` (in `name@2x.png`), ASCII only.
    static let urlPathUnreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~@")
}
