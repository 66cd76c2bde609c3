import Foundation

// MARK: - Anchors in the gallery page

extension String {
    /// The text as a URL fragment (after `#`): percent-encoded, so that an anchor never
    /// closes its attribute or starts a scheme. Browsers match it to the decoded `id`.
    var urlFragment: String {
        addingPercentEncoding(withAllowedCharacters: .urlFragmentSafe) ?? ""
    }
}

extension CharacterSet {
    /// RFC 3986's unreserved ASCII; everything else is encoded.
    static let urlFragmentSafe = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
