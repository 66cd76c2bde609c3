/// The `$ref` texts convert writes into a resolver: `#/sets/NAME` and `#/modifiers/NAME`,
/// JSON Pointers in the URI fragment form the DTCG resolver spec names (RFC 6901 §6).
enum ResolverPointer {
    // MARK: - Writing

    /// `#/kind/name`, the name written as one pointer segment.
    static func reference(_ kind: String, _ name: String) -> String {
        "#/\(kind)/\(segment(name))"
    }

    /// `name` as one segment of a pointer in a URI fragment: `~` is `~0` and `/` is `~1`
    /// (RFC 6901 §4), then every byte of its UTF-8 that a fragment cannot hold as it is
    /// (RFC 3986 §3.5: unreserved, sub-delims, `:` and `@`) is `%XX` (§6), `%` itself
    /// included, so that `color scheme` is `color%20scheme`.
    static func segment(_ name: String) -> String {
        var text = ""
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "~"): text += "~0"
            case UInt8(ascii: "/"): text += "~1"
            case _ where isFragmentCharacter(byte): text.unicodeScalars.append(Unicode.Scalar(byte))
            default: text += "%" + hexDigits(byte)
            }
        }
        return text
    }

    // MARK: - Private

    /// RFC 3986's `pchar` less `%`: ALPHA, DIGIT, `-._~`, `!$&'()*+,;=`, `:` and `@`.
    private static func isFragmentCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        default: "-._!$&'()*+,;=:@".utf8.contains(byte)
        }
    }

    private static func hexDigits(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
