import TokenModel

/// The rules that keep whatever a token file holds inside the CSS it is written into.
///
/// - A custom property's name is `--` and the token's path joined by `-`. In each name,
///   ASCII letters, digits, `-` and `_` stay, and so do non-ASCII letters, marks, numbers
///   and symbols (CSS identifiers take any of them); every run of other characters
///   (spaces, punctuation, quotes, `<`, `/`, control and format characters, Unicode
///   spaces) becomes one `-`. Two tokens that get one name are an error (see ``CSSEmitter``).
/// - Text in a value (font families, `string` tokens, theme names) is a double-quoted CSS
///   string in which everything but plain letters, digits, spaces and harmless punctuation
///   is a hex escape (`\3c `), so no quote, `}`, `*/`, line break or `</style>` survives.
/// - Comment text has `*/` broken, `<` replaced and line breaks turned into spaces.
package enum CSSText {
    // MARK: - Names

    /// The custom property of a token: `--color-text-error`.
    package static func propertyName(_ components: [String]) -> String {
        "--" + components.map(identifierPart).joined(separator: "-")
    }

    /// The custom property of the token at `path`: ``propertyName(_:)`` of its components,
    /// but taken straight from the dotted form when every character of it stays (ASCII
    /// letters, digits, `-`, `_`): the emitter makes each name twice, to check them all
    /// before writing any, rather than hold a table of them.
    static func propertyName(of path: TokenPath) -> String {
        let dotted = path.description
        let dot = UInt8(ascii: "."), dash = UInt8(ascii: "-")
        let isPlain = dotted.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 dash, UInt8(ascii: "_"), dot: true
            default: false
            }
        }
        guard isPlain else { return propertyName(path.components) }
        return String(unsafeUninitializedCapacity: dotted.utf8.count + 2) { buffer in
            buffer[0] = dash
            buffer[1] = dash
            for (offset, byte) in dotted.utf8.enumerated() {
                buffer[offset + 2] = byte == dot ? dash : byte
            }
            return dotted.utf8.count + 2
        }
    }

    /// One name of a path, made safe for a CSS identifier by the rule above.
    package static func identifierPart(_ name: String) -> String {
        var result = ""
        var replacing = false
        for scalar in name.unicodeScalars {
            if keepsInIdentifier(scalar) {
                result.unicodeScalars.append(scalar)
                replacing = false
            } else if !replacing {
                result += "-"
                replacing = true
            }
        }
        return result
    }

    // MARK: - Strings and comments

    /// `text` as a double-quoted CSS string.
    package static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            if isPlainInString(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                // The trailing space ends the escape, so a following hex digit is not read into it.
                result += "\\\(String(scalar.value, radix: 16)) "
            }
        }
        return result + "\""
    }

    /// `text` for the inside of a `/* … */` comment, on one line.
    package static func comment(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let category = scalar.properties.generalCategory
            if category == .control || category == .format || category == .lineSeparator || category == .paragraphSeparator {
                result += " "
            } else if scalar == "<" {
                result += "‹"
            } else if scalar == "/", result.unicodeScalars.last == "*" {
                // A comment has no escapes; a space keeps `*/` from ending it.
                result += " /"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    // MARK: - Private

    private static func keepsInIdentifier(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark,
             .decimalNumber, .letterNumber, .otherNumber,
             .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }

    private static func isPlainInString(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || " -_.,:!?#%()+=@^~[]|$".unicodeScalars.contains(scalar)
        }
        // Letters and symbols are safe anywhere; separators and format characters are escaped
        // so the file reads the same in every editor.
        return keepsInIdentifier(scalar)
    }
}
