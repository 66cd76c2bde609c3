import Foundation
import OrderedCollections

/// Reads JSON (RFC 8259) into a ``SourceNode`` tree that keeps member order and the line
/// and column of every value. Foundation's reader keeps neither.
///
/// Limits are errors, never crashes: nesting deeper than ``maximumDepth``, invalid UTF-8,
/// numbers that do not fit a finite `Double`. A key repeated in one object is a warning and
/// the later value wins, as in most JSON readers.
public struct JSONReader {
    // MARK: - Properties

    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 256

    let file: String
    private let fileName: SourceFileName
    let bytes: [UInt8]
    var index = 0
    private var line = 1
    private var lineStart = 0
    var depth = 0
    var warnings: [Diagnostic] = []
    /// A list the token stream reads an object's members into, kept between objects so
    /// that reading a token allocates no list of its own.
    var memberScratch: [(key: String, value: SourceNode)] = []
    /// How many strings read so far could belong to a reference: those that start with `{`
    /// (an alias) or `$` (a `$ref` key), and those with an escape, which may spell either.
    /// The token stream compares it before and after a value instead of scanning its text.
    private(set) var referenceMarks = 0
    /// The column at `columnIndex`, the last place a location was taken.
    private var column = 1
    private var columnIndex = 0

    // MARK: - Initializers

    init(file: String, bytes: [UInt8]) {
        self.file = file
        self.fileName = SourceFileName(file)
        self.bytes = bytes
    }

    // MARK: - Reading

    /// Parses `data` read from `file` (the name used in diagnostics).
    /// - Returns: the root value and the warnings found on the way.
    /// - Throws: ``Diagnostic`` for the first syntax error.
    public static func read(_ data: Data, file: String) throws(Diagnostic) -> (SourceNode, [Diagnostic]) {
        try read(bytes: [UInt8](data), file: file)
    }

    /// Parses the file `bytes`, as ``read(_:file:)`` parses a `Data`.
    static func read(bytes: [UInt8], file: String) throws(Diagnostic) -> (SourceNode, [Diagnostic]) {
        var reader = try JSONReader(start: bytes, file: file)
        let root = try reader.readValue()
        try reader.finish()
        return (root, reader.warnings)
    }

    /// A reader at the first value of the file `bytes`, past a byte order mark and white
    /// space.
    /// - Throws: when `bytes` are neither UTF-8 nor UTF-16/32 with a byte order mark
    ///   (``SourceText``).
    init(start bytes: [UInt8], file: String) throws(Diagnostic) {
        self.init(file: file, bytes: try SourceText.utf8(bytes, file: file))
        skipWhitespace()
    }

    /// Checks that nothing but white space follows the value just read.
    mutating func finish() throws(Diagnostic) {
        skipWhitespace()
        if index < bytes.count {
            throw error("unexpected text after the JSON value")
        }
    }

    // MARK: - Private

    /// Where the reader is. Columns count Unicode scalars (UTF-8 continuation bytes are
    /// skipped), counted on from the last place asked about on the same line, so a
    /// minified one-line file is still read in linear time.
    var location: SourceLocation {
        mutating get {
            if columnIndex < lineStart || columnIndex > index {
                columnIndex = lineStart
                column = 1
            }
            column += bytes.withUnsafeBufferPointer { buffer in
                var scalars = 0
                for byte in UnsafeBufferPointer(rebasing: buffer[columnIndex..<index]) where byte & 0xC0 != 0x80 { scalars += 1 }
                return scalars
            }
            columnIndex = index
            return SourceLocation(fileName: fileName, line: line, column: column)
        }
    }

    mutating func error(_ message: String) -> Diagnostic {
        .error(message, at: location)
    }

    /// Skips white space; a line ends at LF, CR LF or a lone CR (``SourceText``).
    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                index += 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index += SourceText.lineBreakLength(at: index, in: bytes)
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    /// The character at `offset`, decoded from its UTF-8 (which ``SourceText`` checked).
    private func character(at offset: Int) -> Character {
        var iterator = bytes[offset...].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return Character(scalar) }
        return "\u{FFFD}"
    }

    mutating func readValue() throws(Diagnostic) -> SourceNode {
        guard index < bytes.count else { throw error("unexpected end of file, expected a value") }
        let start = location
        switch bytes[index] {
        case UInt8(ascii: "{"):
            return SourceNode(.object(try readObject()), at: start)
        case UInt8(ascii: "["):
            return SourceNode(.array(try readArray()), at: start)
        case UInt8(ascii: "\""):
            return SourceNode(.string(try readString()), at: start)
        case UInt8(ascii: "t"):
            try readLiteral("true")
            return SourceNode(.bool(true), at: start)
        case UInt8(ascii: "f"):
            try readLiteral("false")
            return SourceNode(.bool(false), at: start)
        case UInt8(ascii: "n"):
            try readLiteral("null")
            return SourceNode(.null, at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return SourceNode(.number(try readNumber()), at: start)
        default:
            throw error("unexpected character '\(character(at: index))', expected a value")
        }
    }

    mutating func enterContainer() throws(Diagnostic) {
        depth += 1
        if depth > Self.maximumDepth {
            throw error("nesting deeper than \(Self.maximumDepth) levels")
        }
    }

    private mutating func readObject() throws(Diagnostic) -> OrderedDictionary<String, SourceNode> {
        try enterContainer()
        defer { depth -= 1 }
        index += 1
        var members = OrderedDictionary<String, SourceNode>()
        var first = true
        while let (key, keyLocation) = try nextMember(first: &first) {
            insert(key, try readValue(), at: keyLocation, into: &members)
        }
        return members
    }

    /// Moves to the next member of an object, from just after its `{` (`first`) or just
    /// after a member's value, and reads the member's name and the `:` after it.
    /// - Returns: the name and where it stands, or `nil` at the object's `}` (consumed).
    mutating func nextMember(first: inout Bool) throws(Diagnostic) -> (String, SourceLocation)? {
        skipWhitespace()
        if first {
            first = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return nil
            }
        } else {
            guard index < bytes.count else { throw error("unexpected end of file inside an object") }
            switch bytes[index] {
            case UInt8(ascii: ","):
                index += 1
                skipWhitespace()
            case UInt8(ascii: "}"):
                index += 1
                return nil
            default:
                throw error("expected ',' or '}' in an object")
            }
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            throw error("expected a member name in double quotes")
        }
        let keyLocation = location
        let key = try readString()
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
            throw error("expected ':' after the member name \"\(key)\"")
        }
        index += 1
        skipWhitespace()
        return (key, keyLocation)
    }

    /// Adds a member read at `keyLocation`; a repeated name is a warning and the later
    /// value wins, in the earlier one's place.
    mutating func insert(_ key: String, _ value: SourceNode, at keyLocation: SourceLocation, into members: inout OrderedDictionary<String, SourceNode>) {
        if members.updateValue(value, forKey: key) != nil {
            warnings.append(.warning("the key \"\(key)\" appears twice in one object; the later value wins", at: keyLocation))
        }
    }

    private mutating func readArray() throws(Diagnostic) -> [SourceNode] {
        try enterContainer()
        defer { depth -= 1 }
        index += 1
        var elements: [SourceNode] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return elements
        }
        while true {
            skipWhitespace()
            elements.append(try readValue())
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file inside an array") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return elements
            }
            throw error("expected ',' or ']' in an array")
        }
    }

    private mutating func readLiteral(_ word: String) throws(Diagnostic) {
        let utf8 = Array(word.utf8)
        guard bytes.count - index >= utf8.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
            throw error("unexpected text, expected a value")
        }
        index += utf8.count
    }

    private mutating func readNumber() throws(Diagnostic) -> Double {
        let start = index
        func digits() -> Int {
            let first = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - first
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = digits()
        if integerDigits == 0 { throw error("a number needs digits") }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") { throw error("a number must not start with 0") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            if digits() == 0 { throw error("a number needs digits after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            if digits() == 0 { throw error("a number needs digits in its exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let number = Double(text), number.isFinite else {
            throw error("the number \(text) does not fit a finite 64-bit float")
        }
        return number
    }

    private mutating func readString() throws(Diagnostic) -> String {
        index += 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "$") { referenceMarks += 1 }
        // Most strings have no escape: decode their bytes in one go.
        var decoded: [UInt8]?
        var runStart = index
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                let text: String
                if var buffer = decoded {
                    buffer.append(contentsOf: bytes[runStart..<index])
                    text = String(decoding: buffer, as: UTF8.self)
                } else {
                    text = String(decoding: bytes[runStart..<index], as: UTF8.self)
                }
                index += 1
                return text
            case UInt8(ascii: "\\"):
                referenceMarks += 1
                // Taken out of `decoded`, so appending does not copy what is decoded so far:
                // a string of escapes is read in linear time.
                var buffer = decoded.take() ?? []
                buffer.append(contentsOf: bytes[runStart..<index])
                index += 1
                buffer.append(contentsOf: String(Character(try readEscape())).utf8)
                decoded = buffer
                runStart = index
            case 0..<0x20:
                throw error("a control character must be escaped inside a string")
            default:
                index = endOfPlainRun(from: index + 1)
            }
        }
        throw error("unexpected end of file inside a string")
    }

    /// The index of the first byte from `start` that ends a string's plain run (a quote, a
    /// backslash or a control character), or the end of the file: one pass over the bytes'
    /// memory, so a string of 50 MB costs no more per byte than the file's UTF-8 check.
    private func endOfPlainRun(from start: Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var end = start
            while end < buffer.count {
                let byte = buffer[end]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                end += 1
            }
            return end
        }
    }

    private mutating func readEscape() throws(Diagnostic) -> Unicode.Scalar {
        guard index < bytes.count else { throw error("unexpected end of file inside a string") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try readHex4()
            if (0xD800..<0xDC00).contains(high) {
                guard bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("a high surrogate \\u escape must be followed by a low one")
                }
                index += 2
                let low = try readHex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error("invalid low surrogate in a \\u escape") }
                let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                return Unicode.Scalar(value)!
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("a lone low surrogate in a \\u escape") }
            return scalar
        default:
            throw error("invalid escape '\\\(character(at: index - 1))' in a string")
        }
    }

    private mutating func readHex4() throws(Diagnostic) -> UInt32 {
        guard bytes.count - index >= 4 else { throw error("a \\u escape needs four hex digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = Character(Unicode.Scalar(bytes[index])).hexDigitValue else {
                throw error("a \\u escape needs four hex digits")
            }
            value = value * 16 + UInt32(digit)
            index += 1
        }
        return value
    }
}
