import Foundation
import OrderedCollections
import TokenModel

/// Reads JSON5 (json5.org), and so plain JSON too, into a ``SourceNode`` tree with the line
/// and column of every value: comments, trailing commas, unquoted keys, single-quoted
/// strings, hexadecimal numbers, `Infinity`/`NaN` (refused: no token value can hold them),
/// leading or trailing decimal points, explicit `+`, and line continuations in strings.
///
/// TokenModel's JSON reader is strict RFC 8259 on purpose; Style Dictionary's sources are
/// often JSON5, so the importer reads them here.
struct JSON5Reader {
    // MARK: - Properties

    /// The deepest nesting of arrays and objects accepted, as TokenModel's reader allows.
    static let maximumDepth = 256

    private let file: String
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0
    private var warnings: [Diagnostic] = []

    // MARK: - Initializers

    private init(file: String, scalars: [Unicode.Scalar]) {
        self.file = file
        self.scalars = scalars
    }

    // MARK: - Reading

    /// Parses `data` read from `file` (the name used in diagnostics).
    /// - Returns: the root value and the warnings found on the way (a repeated member name,
    ///   whose later value wins, as in JSON5's JavaScript semantics and TokenModel's reader).
    /// - Throws: ``Diagnostic`` naming `file:line:column` for the first syntax error.
    static func read(_ data: Data, file: String) throws(Diagnostic) -> (SourceNode, [Diagnostic]) {
        guard let text = String(data: data, encoding: .utf8) else {
            throw .error("the file is not valid UTF-8", at: SourceLocation(file: file, line: 1, column: 1))
        }
        var reader = JSON5Reader(file: file, scalars: Array(text.unicodeScalars))
        if reader.peek == "\u{FEFF}" { reader.index += 1 }
        try reader.skipSpace()
        let root = try reader.value()
        try reader.skipSpace()
        if reader.index < reader.scalars.count {
            throw reader.failure("unexpected '\(reader.scalars[reader.index])' after the document's value")
        }
        return (root, reader.warnings)
    }

    // MARK: - Private: positions

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private var location: SourceLocation {
        SourceLocation(file: file, line: line, column: index - lineStart + 1)
    }

    private func failure(_ message: String) -> Diagnostic {
        .error("JSON5: \(message)", at: location)
    }

    private mutating func advance() {
        let scalar = scalars[index]
        index += 1
        // CR LF is one line end; a lone CR or LF, U+2028 and U+2029 each end a line.
        let endsLine = scalar == "\n" || scalar == "\u{2028}" || scalar == "\u{2029}" || (scalar == "\r" && peek != "\n")
        if endsLine {
            line += 1
            lineStart = index
        }
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{A0}", "\u{FEFF}", "\u{2028}", "\u{2029}": true
        default: scalar.properties.generalCategory == .spaceSeparator
        }
    }

    private mutating func skipSpace() throws(Diagnostic) {
        while let scalar = peek {
            if Self.isSpace(scalar) {
                advance()
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while let next = peek, next != "\n", next != "\r", next != "\u{2028}", next != "\u{2029}" { advance() }
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                let start = location
                advance(); advance()
                while true {
                    guard let next = peek else { throw .error("JSON5: a /* comment is never closed", at: start) }
                    if next == "*", index + 1 < scalars.count, scalars[index + 1] == "/" { advance(); advance(); break }
                    advance()
                }
            } else {
                return
            }
        }
    }

    // MARK: - Private: values

    private mutating func value() throws(Diagnostic) -> SourceNode {
        let start = location
        guard let scalar = peek else { throw failure("the document ends where a value should be") }
        switch scalar {
        case "{": return try object()
        case "[": return try array()
        case "\"", "'": return SourceNode(.string(try string()), at: start)
        default:
            if scalar == "-" || scalar == "+" || scalar == "." || ("0"..."9").contains(scalar) || scalar == "I" || scalar == "N" {
                return SourceNode(.number(try number()), at: start)
            }
            let word = identifier()
            switch word {
            case "true": return SourceNode(.bool(true), at: start)
            case "false": return SourceNode(.bool(false), at: start)
            case "null": return SourceNode(.null, at: start)
            default:
                throw .error("JSON5: unexpected \(word.isEmpty ? "'\(scalar)'" : "'\(word)'"); a value is an object, array, string, number, true, false or null", at: start)
            }
        }
    }

    private mutating func nest() throws(Diagnostic) {
        depth += 1
        if depth > Self.maximumDepth { throw failure("nesting deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func object() throws(Diagnostic) -> SourceNode {
        let start = location
        try nest()
        advance()
        var members = OrderedDictionary<String, SourceNode>()
        try skipSpace()
        while peek != "}" {
            guard let scalar = peek else { throw .error("JSON5: the object is never closed", at: start) }
            let keyLocation = location
            let key: String
            if scalar == "\"" || scalar == "'" {
                key = try string()
            } else {
                key = identifier()
                if key.isEmpty { throw failure("unexpected '\(scalar)' where a member name should be") }
            }
            try skipSpace()
            guard peek == ":" else { throw failure("expected ':' after the member name '\(key)'") }
            advance()
            try skipSpace()
            let member = try value()
            if members[key] != nil {
                warnings.append(.warning("the member '\(key)' appears twice in one object; the later value is used", at: keyLocation))
                members[key] = nil
            }
            members[key] = member
            try skipSpace()
            if peek == "," {
                advance()
                try skipSpace()
            } else if peek != "}" {
                throw failure(peek == nil ? "the object is never closed" : "expected ',' or '}' after a member")
            }
        }
        advance()
        depth -= 1
        return SourceNode(.object(members), at: start)
    }

    private mutating func array() throws(Diagnostic) -> SourceNode {
        let start = location
        try nest()
        advance()
        var elements: [SourceNode] = []
        try skipSpace()
        while peek != "]" {
            guard peek != nil else { throw .error("JSON5: the array is never closed", at: start) }
            elements.append(try value())
            try skipSpace()
            if peek == "," {
                advance()
                try skipSpace()
            } else if peek != "]" {
                throw failure(peek == nil ? "the array is never closed" : "expected ',' or ']' after an element")
            }
        }
        advance()
        depth -= 1
        return SourceNode(.array(elements), at: start)
    }

    /// An unquoted member name or keyword: ECMAScript identifier characters.
    private mutating func identifier() -> String {
        var name = ""
        while let scalar = peek, scalar == "$" || scalar == "_" || scalar.properties.isAlphabetic || (!name.isEmpty && scalar.properties.numericType != nil) {
            name.unicodeScalars.append(scalar)
            advance()
        }
        return name
    }

    private mutating func string() throws(Diagnostic) -> String {
        let start = location
        let quote = scalars[index]
        advance()
        var text = ""
        while true {
            guard let scalar = peek else { throw .error("JSON5: the string is never closed", at: start) }
            if scalar == quote { advance(); return text }
            if scalar == "\n" || scalar == "\r" { throw failure("a line break inside a string must be escaped") }
            advance()
            guard scalar == "\\" else { text.unicodeScalars.append(scalar); continue }
            guard let escaped = peek else { throw .error("JSON5: the string is never closed", at: start) }
            advance()
            switch escaped {
            case "b": text += "\u{08}"
            case "f": text += "\u{0C}"
            case "n": text += "\n"
            case "r": text += "\r"
            case "t": text += "\t"
            case "v": text += "\u{0B}"
            case "0" where !(peek.map { ("0"..."9").contains($0) } ?? false): text += "\0"
            case "x": text.unicodeScalars.append(Unicode.Scalar(try hexValue(digits: 2)) ?? "\u{FFFD}")
            case "u":
                var value = try hexValue(digits: 4)
                if (0xD800...0xDBFF).contains(value), peek == "\\", index + 1 < scalars.count, scalars[index + 1] == "u" {
                    advance(); advance()
                    let low = try hexValue(digits: 4)
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let combined = Unicode.Scalar(value) else { throw failure("the escape \\u\(String(value, radix: 16)) is not a character") }
                text.unicodeScalars.append(combined)
            case "\n", "\u{2028}", "\u{2029}": break
            case "\r": if peek == "\n" { advance() }
            default:
                if ("1"..."9").contains(escaped) { throw failure("the escape '\\\(escaped)' is not allowed in JSON5") }
                text.unicodeScalars.append(escaped)
            }
        }
    }

    private mutating func hexValue(digits: Int) throws(Diagnostic) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<digits {
            guard let scalar = peek, let digit = Character(scalar).hexDigitValue else { throw failure("expected \(digits) hexadecimal digits in an escape") }
            value = value * 16 + UInt32(digit)
            advance()
        }
        return value
    }

    private mutating func number() throws(Diagnostic) -> Double {
        let start = location
        var sign = 1.0
        if peek == "+" || peek == "-" {
            if peek == "-" { sign = -1 }
            advance()
        }
        if peek == "I" || peek == "N" {
            let word = identifier()
            guard word == "Infinity" || word == "NaN" else { throw .error("JSON5: unexpected '\(word)'", at: start) }
            throw .error("JSON5: \(word) is a JSON5 number but no token value can hold it", at: start)
        }
        if peek == "0", index + 1 < scalars.count, scalars[index + 1] == "x" || scalars[index + 1] == "X" {
            advance(); advance()
            var digits = ""
            while let scalar = peek, Character(scalar).isASCIIHexDigit { digits.unicodeScalars.append(scalar); advance() }
            guard !digits.isEmpty, let value = UInt64(digits, radix: 16) else { throw .error("JSON5: a hexadecimal number needs digits after 0x", at: start) }
            return sign * Double(value)
        }
        var text = ""
        while let scalar = peek, ("0"..."9").contains(scalar) || scalar == "." || scalar == "e" || scalar == "E" || ((scalar == "+" || scalar == "-") && (text.last == "e" || text.last == "E")) {
            text.unicodeScalars.append(scalar)
            advance()
        }
        if text.hasPrefix(".") { text = "0" + text }
        if text.hasSuffix(".") { text += "0" }
        text = text.replacingOccurrences(of: ".e", with: ".0e").replacingOccurrences(of: ".E", with: ".0E")
        guard let value = Double(text), value.isFinite else { throw .error("JSON5: '\(text)' is not a number", at: start) }
        return sign * value
    }
}
