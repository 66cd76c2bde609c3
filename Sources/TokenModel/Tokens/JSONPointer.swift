import Foundation

/// Document-relative JSON Pointers as DTCG `$ref` writes them: `#/colors/blue/$value`, in
/// the URI fragment form of RFC 6901 (so a space is `%20`, `~1` is `/` and `~0` is `~`).
enum JSONPointer {
    /// Why a pointer is malformed.
    struct SyntaxError: Error {
        let reason: String
    }

    /// The decoded segments of `pointer`.
    static func segments(_ pointer: String) throws(SyntaxError) -> [String] {
        guard pointer.hasPrefix("#/") else {
            throw SyntaxError(reason: "must start with '#/' (a pointer into this document)")
        }
        let body = pointer.dropFirst(2)
        guard !body.isEmpty else { throw SyntaxError(reason: "names no path after '#/'") }
        var segments: [String] = []
        for raw in body.split(separator: "/", omittingEmptySubsequences: false) {
            guard !raw.isEmpty else { throw SyntaxError(reason: "has an empty segment ('//' or a trailing '/')") }
            guard !raw.contains(" ") else { throw SyntaxError(reason: "has a space; write it %20") }
            segments.append(try decode(raw))
        }
        return segments
    }

    /// `name` as one pointer segment: `~` written `~0` and `/` written `~1`.
    static func escaped(_ name: String) -> String {
        guard name.contains(where: { $0 == "~" || $0 == "/" }) else { return name }
        return name.split(separator: "~", omittingEmptySubsequences: false).joined(separator: "~0")
            .split(separator: "/", omittingEmptySubsequences: false).joined(separator: "~1")
    }

    /// An array index segment: digits, no leading zero (but "0" itself).
    static func arrayIndex(_ segment: String) -> Int? {
        guard !segment.isEmpty, segment.allSatisfy({ $0.isASCII && $0.isNumber }),
              segment == "0" || segment.first != "0" else { return nil }
        return Int(segment)
    }

    private static func decode(_ raw: Substring) throws(SyntaxError) -> String {
        var bytes: [UInt8] = []
        var utf8 = Array(raw.utf8)[...]
        while let byte = utf8.popFirst() {
            switch byte {
            case UInt8(ascii: "%"):
                guard utf8.count >= 2, let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) else {
                    throw SyntaxError(reason: "has a '%' that is not followed by two hex digits")
                }
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            case UInt8(ascii: "~"):
                switch utf8.popFirst() {
                case UInt8(ascii: "0"): bytes.append(UInt8(ascii: "~"))
                case UInt8(ascii: "1"): bytes.append(UInt8(ascii: "/"))
                default: throw SyntaxError(reason: "has a '~' that is not '~0' or '~1'")
                }
            default:
                bytes.append(byte)
            }
        }
        guard let text = String(bytes: bytes, encoding: .utf8) else {
            throw SyntaxError(reason: "decodes to invalid UTF-8")
        }
        return text
    }
}
