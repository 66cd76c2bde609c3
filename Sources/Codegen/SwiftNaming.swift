/// The one rule that turns token, group, style, theme and image names into Swift
/// identifiers. Whatever a name, the identifier compiles, and user code reaches it by
/// writing it after a dot as it is printed here (`DesignTokens.Type_.button`,
/// `DesignTokens.Colors.default`).
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
/// - A letter Swift does not allow in an identifier (U+2E2F) separates words as
///   punctuation does (``SwiftIdentifierScalars``).
/// - A name that starts with a digit, or with a mark Swift does not allow first (a
///   combining mark such as U+0345), gets a leading underscore: `50` → `_50`.
/// - A name with no letter or digit is spelled by its code points: `—` → `_2014`.
/// - The identifiers Swift gives a meaning of its own where a member would be named take a
///   trailing underscore (``renameReason(of:)`` says why; `validate` and `build` warn at
///   the name): `self` → `self_` (`X.self` is the type `X`), `init` → `init_` (`X.init` is
///   its initializer), `Type` → `Type_` (`X.Type` is the metatype), `Protocol` →
///   `Protocol_` (a protocol's metatype), `Self` → `Self_` (inside an extension of the
///   namespace, `Self` is the namespace); so a group `type` is `DesignTokens.Type_`. Style
///   names also rename `allCases` → `allCases_` (``caseName(_:)``), which every style enum
///   declares as `CaseIterable`. Backticks would not do: `` X.`Type` `` is still the
///   metatype, and `X.self` without them still compiles, to the type. No other identifier
///   ends with `_`, so a renamed one never takes another name's identifier.
/// - Any other keyword is written in backticks where it is declared, and nowhere else:
///   Swift reads it after a dot as a member's name (`DesignTokens.Colors.default`,
///   `setStyle(.default)`, `DesignTokens.Any.x`), so it keeps its name: `default` →
///   `` `default` ``, with no warning.
/// - Nothing else is renamed: two names that give one identifier are an error.
package enum SwiftNaming {
    // MARK: - Naming

    /// The identifier of a token (and of a theme's context and an image): lower camel case.
    package static func memberName(_ name: String) -> String {
        asciiWordIdentifier(name, upperFirst: false) ?? spelled(prefixUnstartable(camelCase(name, upperFirst: false)))
    }

    /// The identifier of a group's enum (and of a theme's modifier and an image folder):
    /// upper camel case.
    package static func typeName(_ name: String) -> String {
        asciiWordIdentifier(name, upperFirst: true) ?? spelled(prefixUnstartable(camelCase(name, upperFirst: true)))
    }

    /// The identifier of a style's case in its style enum: ``memberName(_:)``, and
    /// `allCases` renamed, which the enum declares as `CaseIterable` (`LabelStyle.allCases`
    /// would be ambiguous).
    package static func caseName(_ name: String) -> String {
        let identifier = memberName(name)
        return caseIterableMembers[identifier] == nil ? identifier : identifier + "_"
    }

    /// Why the rule gave `identifier` (an identifier it returned) a trailing underscore:
    /// what Swift reads its plain spelling as, where user code names a member; `nil` for
    /// an identifier spelled by its words alone.
    package static func renameReason(of identifier: String) -> String? {
        guard identifier.utf8.last == UInt8(ascii: "_") else { return nil }
        let plain = String(identifier.dropLast())
        return implicitMeanings[plain] ?? caseIterableMembers[plain]
    }

    /// Whether `name` can be written as a Swift identifier as it is: ASCII letters, digits
    /// and `_`, not starting with a digit, and neither a keyword nor renamed.
    package static func isPlainIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, !isASCIIDigit(first) else { return false }
        return name.utf8.allSatisfy { isASCIILetterOrDigit($0) || $0 == UInt8(ascii: "_") } && spellings[name] == nil
    }

    /// The text of a Swift string literal holding `text`, quotes included; nothing in
    /// `text` can end the literal early or form an interpolation.
    package static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                || scalar.properties.generalCategory == .lineSeparator || scalar.properties.generalCategory == .paragraphSeparator
                || isBidiControl(scalar):
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `text` as `///` doc comment lines at `indent`; every line break of any kind starts a
    /// new comment line, so nothing escapes the comment, and other control characters
    /// (NUL, which the compiler warns about, among them) are written as `\u{…}`.
    package static func docComment(_ text: String, indent: String) -> String {
        let lines = text.split(omittingEmptySubsequences: false) { $0.isNewline }
        return lines.map { line in
            let trimmed = lineComment(String(line.trimmingTrailingWhitespace()))
            return trimmed.isEmpty ? "\(indent)///\n" : "\(indent)/// \(trimmed)\n"
        }.joined()
    }

    /// `text` on one line for a `//` comment: line breaks and other control characters
    /// are written as `\u{…}`, so nothing ends the comment.
    package static func lineComment(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control || scalar.properties.isWhitespace && scalar != " " || isBidiControl(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The bidi marks, embeddings, overrides and isolates (U+061C, U+200E, U+200F,
    /// U+202A–U+202E, U+2066–U+2069): raw in a literal or a comment they show the generated
    /// code in another order than the compiler reads it ("Trojan Source"), so both write them
    /// as `\u{…}`, as diagnostics do.
    static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    // MARK: - Private

    /// Keywords: `swiftc` refuses each of these declared without backticks (checked one by
    /// one), and reads each after a dot as a member's name. A few more are kept for older
    /// compilers (`borrowing`, `consuming`, `nonisolated`, `open`, `await`).
    private static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "_", "Type", "Protocol",
    ]

    /// The identifiers Swift reads as something other than a member where user code names
    /// one (found by compiling a reference to each keyword declared as a member, a nested
    /// type and a case), and what it reads.
    private static let implicitMeanings: [String: String] = [
        "self": "after a dot, Swift reads self as the type itself",
        "init": "after a dot, Swift reads init as an initializer",
        "Type": "after a dot, Swift reads Type as the metatype, even in backticks",
        "Protocol": "after a dot, Swift reads Protocol as a protocol's metatype, even in backticks",
        "Self": "in an extension of the namespace, Swift reads Self as the namespace",
    ]

    /// The static members a style enum has as `CaseIterable`, which a case of its name would
    /// make ambiguous.
    private static let caseIterableMembers: [String: String] = [
        "allCases": "a style enum is CaseIterable, and a case named allCases would make its allCases ambiguous",
    ]

    /// How each keyword and each identifier Swift gives a meaning of its own is written:
    /// in backticks, or with a trailing `_` (which also covers the keywords among them,
    /// `init`, `self`, `Self`: backticks would not make them reachable). One lookup per name.
    private static let spellings: [String: String] = {
        var spellings: [String: String] = [:]
        for keyword in keywords.subtracting(implicitMeanings.keys) { spellings[keyword] = "`\(keyword)`" }
        for identifier in implicitMeanings.keys { spellings[identifier] = identifier + "_" }
        return spellings
    }()

    private static func camelCase(_ name: String, upperFirst: Bool) -> String {
        let words = name.split { !isWordCharacter($0) }.map(String.init)
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
        return spelled(identifier)
    }

    /// A letter or digit every scalar of which Swift allows in an identifier.
    private static func isWordCharacter(_ character: Character) -> Bool {
        guard character.isLetter || character.isNumber else { return false }
        return character.unicodeScalars.allSatisfy(SwiftIdentifierScalars.canContinue)
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

    /// `identifier` with a leading `_` when it starts with a number or a scalar Swift does
    /// not allow first.
    private static func prefixUnstartable(_ identifier: String) -> String {
        guard let first = identifier.first, let scalar = first.unicodeScalars.first else { return identifier }
        return first.isNumber || !SwiftIdentifierScalars.canStart(scalar) ? "_" + identifier : identifier
    }

    /// `identifier` in backticks when it is a keyword, with a trailing `_` when Swift gives
    /// it a meaning of its own (see the type's rule).
    private static func spelled(_ identifier: String) -> String {
        // No keyword holds a digit, so the names of a scale (`c12`, `link1`) are answered
        // without hashing: the look-up was a tenth of naming 9,000 tokens (issue 35).
        if spellingsHoldNoDigit, identifier.utf8.contains(where: isASCIIDigit) { return identifier }
        return spellings[identifier] ?? identifier
    }

    /// Whether no name of ``spellings`` holds a digit (true today), so that a name with one
    /// needs no look-up there; a keyword with a digit added to the lists turns it off.
    private static let spellingsHoldNoDigit = !spellings.keys.contains { $0.utf8.contains(where: isASCIIDigit) }

    private static func isASCIIDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}

extension Substring {
    fileprivate func trimmingTrailingWhitespace() -> Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)].isWhitespace { end = index(before: end) }
        return self[startIndex..<end]
    }
}
