// MARK: - Relative paths as URLs (the review report and the preview gallery)

extension String {
    /// A `/`-separated relative path as a URL path: every UTF-8 byte but RFC 3986's
    /// unreserved ASCII and `@` (in `name@2x.png`) percent-encoded in each segment, so that
    /// `#`, `?`, `%` and spaces in names still load from `file://`. A path with nothing to
    /// encode (the gallery's `images/<hash>.png`) is returned as it is.
    package var urlPathEncoded: String {
        let bytes = utf8
        guard !bytes.allSatisfy({ Self.isKeptInURLPath($0) }) else { return self }
        let hexDigits = Array("0123456789ABCDEF".utf8)
        var encoded: [UInt8] = []
        encoded.reserveCapacity(bytes.count * 3)
        for byte in bytes {
            if Self.isKeptInURLPath(byte) {
                encoded.append(byte)
            } else {
                encoded.append(contentsOf: [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]])
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }

    /// Unreserved ASCII, `@`, and the `/` between segments.
    private static func isKeptInURLPath(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "@"), UInt8(ascii: "/"): true
        default: false
        }
    }
}
