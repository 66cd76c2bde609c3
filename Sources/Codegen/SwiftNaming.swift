/// The one rule that turns token and group names into Swift identifiers.
///
/// - Words are split at `-`, `_`, spaces and other punctuation, then joined in camel case:
///   `text-error` → `textError`; groups take upper camel case: `text` → `Text`.
/// - A token's name that starts with an acronym starts with it in lowercase, as Swift's
///   API guidelines write it: the leading run of two or more capitals is lowercased, all
///   but its last letter when a lowercase letter follows (that capital starts the next
///   word): `URLBar` → `urlBar`, `HTTPStatus` → `httpStatus`, `ID` → `id`, `UI2` → `ui2`.
///   A name that starts in lowercase keeps its capitals: `iOSColor` → `iOSColor`. Group
///   names only get their first letter capitalised: `URLBar` → `URLBar`, `iOSColor` →
///   `IOSColor`.
/// - A name that starts with a digit gets a leading underscore: `50` → `_50`.
/// - A name with no letter or digit is spelled by its code points: `—` → `_2014`.
/// - A Swift keyword is written in backticks: `default` → `` `default` ``.
/// - Nothing is renamed silently: two names that give one identifier are an error.
public enum SwiftNaming {
    // MARK: - Naming

    /// The identifier of a token: lower camel case.
    public static func memberName(_ name: String) -> String {
        asciiWordIdentifier(name, upperFirst: false) ?? escapeKeyword(prefixDigit(camelCase(name, upperFirst: false)))
    }

    /// The identifier of a group's enum: upper camel case.
    public static func typeName(_ name: String) -> String {
        asciiWordIdentifier(name, upperFirst: true) ?? escapeKeyword(prefixDigit(camelCase(name, upperFirst: true)))
    }

    /// Whether `name` can be written as a Swift identifier as it is: ASCII letters, digits
    /// and `_`, not starting with a digit, and not a keyword.
    public static func isPlainIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
        return name.utf8.allSatisfy { isASCIILetterOrDigit($0) || $0 == UInt8(ascii: "_") } && escapeKeyword(name) == name
    }

    /// The text of a Swift string literal holding `text`, quotes included; nothing in
    /// `text` can end the literal early or form an interpolation.
    public static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                || scalar.properties.generalCategory == .lineSeparator || scalar.properties.generalCategory == .paragraphSeparator:
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `text` as `///` doc comment lines at `indent`; every line break of any kind starts a
    /// new comment line, so nothing escapes the comment, and other control characters
    /// (NUL, which the compiler warns about, among them) are written as `\u{…}`.
    public static func docComment(_ text: String, indent: String) -> String {
        let lines = text.split(omittingEmptySubsequences: false) { $0.isNewline }
        return lines.map { line in
            let trimmed = lineComment(String(line.trimmingTrailingWhitespace()))
            return trimmed.isEmpty ? "\(indent)///\n" : "\(indent)/// \(trimmed)\n"
        }.joined()
    }

    /// `text` on one line for a `//` comment: line breaks and other control characters
    /// are written as `\u{…}`, so nothing ends the comment.
    public static func lineComment(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control || scalar.properties.isWhitespace && scalar != " " {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    // MARK: - Private

    private static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "_", "Type", "Protocol",
    ]

    private static func camelCase(_ name: String, upperFirst: Bool) -> String {
        let words = name.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        guard !words.isEmpty else {
            return "_" + name.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: "_")
        }
        return words.enumerated().map { index, word in
            if index == 0 && !upperFirst {
                return lowercasingLeadingCapitals(word)
            }
            return word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
    }

    /// The identifier of a name of ASCII letters and digits only, the common case, without
    /// splitting it into words: what the general rule gives, computed on its bytes. `nil`
    /// for any other name.
    private static func asciiWordIdentifier(_ name: String, upperFirst: Bool) -> String? {
        var isWord = !name.isEmpty
        for byte in name.utf8 where !isASCIILetterOrDigit(byte) {
            isWord = false
            break
        }
        guard isWord, let first = name.utf8.first else { return nil }
        let identifier: String
        switch first {
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            identifier = "_" + name
        case UInt8(ascii: "a")...UInt8(ascii: "z") where upperFirst:
            // The first letter's case flipped: ASCII cases differ in one bit.
            var bytes = Array(name.utf8)
            bytes[0] ^= 0x20
            identifier = String(decoding: bytes, as: UTF8.self)
        case UInt8(ascii: "A")...UInt8(ascii: "Z") where !upperFirst:
            var bytes = Array(name.utf8)
            let isUpper = { (byte: UInt8) in (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
            var run = 0
            while run < bytes.count, isUpper(bytes[run]) { run += 1 }
            // A capital followed by a lowercase letter starts the next word.
            if run > 1, run < bytes.count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[run]) { run -= 1 }
            for index in 0..<run { bytes[index] |= 0x20 }
            identifier = String(decoding: bytes, as: UTF8.self)
        default:
            identifier = name
        }
        return escapeKeyword(identifier)
    }

    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        default: false
        }
    }

    /// `word` with its first letter lowercased, or its leading acronym (see the type's rule).
    private static func lowercasingLeadingCapitals(_ word: String) -> String {
        let characters = Array(word)
        var run = 0
        while run < characters.count, characters[run].isUppercase { run += 1 }
        if run > 1, run < characters.count, characters[run].isLowercase { run -= 1 }
        guard run > 1 else { return word.prefix(1).lowercased() + word.dropFirst() }
        return characters[..<run].map { $0.lowercased() }.joined() + String(characters[run...])
    }

    private static func prefixDigit(_ identifier: String) -> String {
        identifier.first?.isNumber == true ? "_" + identifier : identifier
    }

    private static func escapeKeyword(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }
}

extension Substring {
    fileprivate func trimmingTrailingWhitespace() -> Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)].isWhitespace { end = index(before: end) }
        return self[startIndex..<end]
    }
}
