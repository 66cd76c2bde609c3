import Foundation

/// A source file's bytes made UTF-8, the one encoding the readers parse.
///
/// JSON (RFC 8259) must be UTF-8; YAML may also be UTF-16 or UTF-32. Editors on Windows
/// still save UTF-16, so a file whose byte order mark names UTF-16 or UTF-32 is decoded to
/// UTF-8 (columns count Unicode scalars, so every line and column stays that of the file
/// as an editor shows it). Without a mark the encoding would be a guess, so such a file is
/// refused by name, never parsed as UTF-8 full of NUL bytes. A UTF-8 byte order mark is
/// dropped. Invalid UTF-8 is refused, naming the byte and where it stands.
package enum SourceText {
    // MARK: - Nested types

    /// An encoding other than UTF-8 that a file's first bytes reveal.
    enum Encoding: Equatable {
        case utf16LittleEndian, utf16BigEndian, utf32LittleEndian, utf32BigEndian

        /// The name a user knows from an editor's "save as" menu.
        var name: String {
            switch self {
            case .utf16LittleEndian: "UTF-16 LE"
            case .utf16BigEndian: "UTF-16 BE"
            case .utf32LittleEndian: "UTF-32 LE"
            case .utf32BigEndian: "UTF-32 BE"
            }
        }

        /// Bytes per code unit.
        var unitSize: Int {
            switch self {
            case .utf16LittleEndian, .utf16BigEndian: 2
            case .utf32LittleEndian, .utf32BigEndian: 4
            }
        }

        var isLittleEndian: Bool {
            self == .utf16LittleEndian || self == .utf32LittleEndian
        }
    }

    // MARK: - Properties

    private static let utf8ByteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    // MARK: - Decoding

    /// The UTF-8 text of the file `bytes`, without a byte order mark.
    /// - Throws: a ``Diagnostic`` naming the encoding of a UTF-16 or UTF-32 file without a
    ///   byte order mark, or the first byte that is not valid UTF-8 (or UTF-16/32).
    package static func utf8(_ bytes: [UInt8], file: String) throws(Diagnostic) -> [UInt8] {
        if let (encoding, hasByteOrderMark) = detectedEncoding(bytes) {
            guard hasByteOrderMark else {
                throw .error("the file is \(encoding.name) without a byte order mark; save it as UTF-8", at: start(of: file))
            }
            return try transcode(bytes, from: encoding, file: file)
        }
        if let offset = firstInvalidUTF8(bytes) {
            let byte = String(bytes[offset], radix: 16, uppercase: true)
            throw .error("the file is not valid UTF-8 (the byte 0x\(byte.count == 1 ? "0" : "")\(byte) at offset \(offset)); save it as UTF-8",
                         at: location(ofByte: offset, in: bytes, file: file))
        }
        if bytes.starts(with: utf8ByteOrderMark) { return Array(bytes.dropFirst(3)) }
        return bytes
    }

    /// Where the byte at `offset` of the UTF-8 `bytes` stands: lines end at LF, CR LF or a
    /// lone CR, as ``lineBreakLength(at:in:)`` says; columns count Unicode scalars.
    static func location(ofByte offset: Int, in bytes: [UInt8], file: String) -> SourceLocation {
        var line = 1
        var lineStart = bytes.starts(with: utf8ByteOrderMark) ? 3 : 0
        var index = lineStart
        while index < offset {
            let length = lineBreakLength(at: index, in: bytes)
            if length > 0 {
                index += length
                line += 1
                lineStart = index
            } else {
                index += 1
            }
        }
        let column = 1 + bytes[lineStart..<min(offset, bytes.count)].count { $0 & 0xC0 != 0x80 }
        return SourceLocation(file: file, line: line, column: column)
    }

    /// How many bytes the line break at `index` takes: 2 for CR LF, 1 for a lone LF or CR
    /// (the line end of classic Mac OS), 0 when none starts there.
    @inline(__always)
    static func lineBreakLength(at index: Int, in bytes: [UInt8]) -> Int {
        switch bytes[index] {
        case UInt8(ascii: "\n"): 1
        case UInt8(ascii: "\r"): index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n") ? 2 : 1
        default: 0
        }
    }

    // MARK: - Private

    private static func start(of file: String) -> SourceLocation {
        SourceLocation(file: file, line: 1, column: 1)
    }

    /// The UTF-16 or UTF-32 encoding the first bytes show, and whether by a byte order
    /// mark; `nil` for UTF-8. Without a mark, a file of text starts with an ASCII
    /// character, so its zero bytes give the encoding away (the pattern RFC 4627 gives).
    static func detectedEncoding(_ bytes: [UInt8]) -> (Encoding, hasByteOrderMark: Bool)? {
        let first = Array(bytes.prefix(4)) + Array(repeating: 0xAA, count: max(0, 4 - bytes.count))
        switch (first[0], first[1], first[2], first[3]) {
        case (0x00, 0x00, 0xFE, 0xFF): return (.utf32BigEndian, true)
        case (0xFF, 0xFE, 0x00, 0x00): return (.utf32LittleEndian, true)
        case (0xFE, 0xFF, _, _): return (.utf16BigEndian, true)
        case (0xFF, 0xFE, _, _): return (.utf16LittleEndian, true)
        case (0x00, 0x00, 0x00, let c) where c != 0 && bytes.count >= 4: return (.utf32BigEndian, false)
        case (let c, 0x00, 0x00, 0x00) where c != 0 && bytes.count >= 4: return (.utf32LittleEndian, false)
        case (0x00, let c, _, _) where c != 0 && bytes.count >= 2: return (.utf16BigEndian, false)
        case (let c, 0x00, _, _) where c != 0 && bytes.count >= 2: return (.utf16LittleEndian, false)
        default: return nil
        }
    }

    /// `bytes` (a byte order mark, then code units of `encoding`) as UTF-8.
    private static func transcode(_ bytes: [UInt8], from encoding: Encoding, file: String) throws(Diagnostic) -> [UInt8] {
        let size = encoding.unitSize
        guard bytes.count % size == 0 else {
            throw .error("the file is \(encoding.name) but its length, \(bytes.count) bytes, is not a whole number of \(size)-byte units; save it as UTF-8", at: start(of: file))
        }
        func unit(at offset: Int) -> UInt32 {
            var value: UInt32 = 0
            for index in 0..<size {
                let byte = UInt32(bytes[offset + (encoding.isLittleEndian ? size - 1 - index : index)])
                value = value << 8 | byte
            }
            return value
        }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count / size + bytes.count / 8)
        var offset = size
        // Where the text decoded so far stands, for an error's location.
        var line = 1
        var column = 1
        var previousWasCarriageReturn = false
        while offset < bytes.count {
            var scalarValue = unit(at: offset)
            let scalarOffset = offset
            offset += size
            if size == 2, (0xD800..<0xDC00).contains(scalarValue), offset < bytes.count,
               case let low = unit(at: offset), (0xDC00..<0xE000).contains(low) {
                scalarValue = 0x10000 + ((scalarValue - 0xD800) << 10) + (low - 0xDC00)
                offset += size
            }
            guard let scalar = Unicode.Scalar(scalarValue) else {
                throw .error("the file is \(encoding.name) but holds no character at offset \(scalarOffset) (the code unit 0x\(String(scalarValue, radix: 16, uppercase: true))); save it as UTF-8",
                             at: SourceLocation(file: file, line: line, column: column))
            }
            output.append(contentsOf: UTF8.encode(scalar)!)
            switch scalar {
            case "\n" where previousWasCarriageReturn:
                break
            case "\n", "\r":
                line += 1
                column = 1
            default:
                column += 1
            }
            previousWasCarriageReturn = scalar == "\r"
        }
        return output
    }

    /// The offset of the first byte that does not belong to a valid UTF-8 character (no
    /// overlong forms, no surrogates, nothing past U+10FFFF), or `nil`.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            var index = 0
            let count = buffer.count
            while index < count {
                let lead = buffer[index]
                if lead < 0x80 {
                    index += 1
                    continue
                }
                let length: Int
                var low: UInt8 = 0x80
                var high: UInt8 = 0xBF
                switch lead {
                case 0xC2...0xDF: length = 2
                case 0xE0: length = 3; low = 0xA0
                case 0xE1...0xEC, 0xEE...0xEF: length = 3
                case 0xED: length = 3; high = 0x9F
                case 0xF0: length = 4; low = 0x90
                case 0xF1...0xF3: length = 4
                case 0xF4: length = 4; high = 0x8F
                default: return index
                }
                guard index + length <= count else { return index }
                guard (low...high).contains(buffer[index + 1]) else { return index }
                for next in index + 2 ..< index + length where buffer[next] & 0xC0 != 0x80 { return index }
                index += length
            }
            return nil
        }
    }
}
