// MARK: - Escaping text for HTML pages (the review report and the preview gallery)

extension String {
    /// The text with `&`, `<`, `>`, `"` and `'` as character references: safe in an element's
    /// content and in a quoted attribute value.
    ///
    /// Works on UTF-8 bytes, not characters: a quote followed by a combining mark is one
    /// `Character` that is not `"`, yet the browser still reads the quote. The five are ASCII,
    /// and no byte of a multi-byte UTF-8 sequence is ASCII, so the bytes are enough. Text
    /// with none of them (most names) is returned as it is.
    package var htmlEscaped: String {
        let bytes = utf8
        guard bytes.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
                                      || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") }) else { return self }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(bytes.count + 16)
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "&"): escaped.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): escaped.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): escaped.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): escaped.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'"): escaped.append(contentsOf: "&#39;".utf8)
            default: escaped.append(byte)
            }
        }
        return String(decoding: escaped, as: UTF8.self)
    }
}
