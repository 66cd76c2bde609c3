import Foundation

/// The UTF-8 bytes Pango lays out for a text, and how their offsets map to the text's own.
///
/// Pango stops reading at a NUL byte, so each U+0000 is laid out as U+FFFD (three bytes).
/// Under head or middle truncation ``PangoLayoutState`` also joins the paragraphs it hides
/// into the last shown line (see ``init(_:joiningLinesFrom:)``). Every offset Pango reports
/// is mapped back with ``original(_:)``, so ``TextLine/range`` indexes the text as given.
struct LaidOutText: Equatable {
    // MARK: - Nested types

    /// Bytes of the text laid out as other bytes.
    struct Edit: Equatable {
        var original: Range<Int>
        var laidOut: Range<Int>
    }

    // MARK: - Properties

    /// The bytes given to Pango.
    private(set) var bytes: [UInt8]
    /// The replaced ranges, in order.
    private(set) var edits: [Edit]

    private static let replacementCharacter: [UInt8] = [0xEF, 0xBF, 0xBD]
    private static let lineSeparator: [UInt8] = [0xE2, 0x80, 0xA8]

    // MARK: - Initializers

    /// `text` with each NUL as U+FFFD. With `join`, the text is made one Pango paragraph:
    /// paragraph ends (`\n`, `\r`, `\r\n`, U+2029) before byte `join` become line separators
    /// (U+2028, a forced break inside a paragraph), and every line or paragraph end from
    /// `join` on becomes a space, so the lines from `join` on are one line.
    init(_ text: String, joiningLinesFrom join: Int? = nil) {
        let source = Array(text.utf8)
        guard join != nil || source.contains(0) else {
            bytes = source
            edits = []
            return
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(source.count)
        var edits: [Edit] = []
        var index = 0
        while index < source.count {
            var length = 1
            var replacement: [UInt8]?
            if source[index] == 0 {
                replacement = Self.replacementCharacter
            } else if let join, let separator = Self.separator(in: source, at: index) {
                length = separator.length
                if index >= join {
                    replacement = [0x20]
                } else if separator.endsParagraph {
                    replacement = Self.lineSeparator
                }
            }
            if let replacement {
                edits.append(Edit(original: index..<(index + length), laidOut: bytes.count..<(bytes.count + replacement.count)))
                bytes += replacement
            } else {
                bytes += source[index..<(index + length)]
            }
            index += length
        }
        self.bytes = bytes
        self.edits = edits
    }

    // MARK: - Mapping

    /// The laid-out offset of the text's byte `offset`; inside a replaced range, its start.
    func laidOut(_ offset: Int) -> Int {
        map(offset, from: \.original, to: \.laidOut)
    }

    /// The text's offset of the laid-out byte `offset`; inside a replacement, its start.
    func original(_ offset: Int) -> Int {
        map(offset, from: \.laidOut, to: \.original)
    }

    /// The length of a line separator that ends at laid-out `offset` and was a paragraph
    /// end of the text (Pango keeps it in the line; a paragraph end is not shown), or 0.
    func insertedBreakLength(endingAt offset: Int) -> Int {
        guard let edit = edits.last(where: { $0.laidOut.upperBound <= offset }),
              edit.laidOut.upperBound == offset,
              Array(bytes[edit.laidOut]) == Self.lineSeparator
        else { return 0 }
        return edit.laidOut.count
    }

    /// The first `cut` laid-out bytes followed by `tail`.
    func truncated(at cut: Int, appending tail: [UInt8]) -> LaidOutText {
        var copy = self
        copy.bytes = Array(bytes[..<cut]) + tail
        copy.edits = edits.filter { $0.laidOut.upperBound <= cut }
        return copy
    }

    // MARK: - Separators

    /// The line or paragraph end at `index` of `bytes` (UTF-8), and whether Pango ends a
    /// paragraph there; `nil` when there is none.
    static func separator(in bytes: [UInt8], at index: Int) -> (length: Int, endsParagraph: Bool)? {
        let count = bytes.count
        switch bytes[index] {
        case 0x0D: return (index + 1 < count && bytes[index + 1] == 0x0A ? 2 : 1, true)
        case 0x0A: return (1, true)
        case 0x0B, 0x0C: return (1, false)
        case 0xC2 where index + 1 < count && bytes[index + 1] == 0x85: return (2, false)
        case 0xE2 where index + 2 < count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
            return (3, bytes[index + 2] == 0xA9)
        default: return nil
        }
    }

    /// The length of the whitespace or line end (space, tab, `\n`, `\r`, VT, FF, NEL,
    /// U+2028, U+2029) that ends just before `end` in `bytes`, or 0.
    static func trailingBlankLength(in bytes: [UInt8], before end: Int) -> Int {
        guard end > 0 else { return 0 }
        if [0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D].contains(bytes[end - 1]) { return 1 }
        if end >= 2, bytes[end - 2] == 0xC2, bytes[end - 1] == 0x85 { return 2 }
        if end >= 3, bytes[end - 3] == 0xE2, bytes[end - 2] == 0x80, bytes[end - 1] == 0xA8 || bytes[end - 1] == 0xA9 { return 3 }
        return 0
    }

    // MARK: - Private

    private func map(_ offset: Int, from source: KeyPath<Edit, Range<Int>>, to target: KeyPath<Edit, Range<Int>>) -> Int {
        // The last edit that starts before `offset`.
        var low = 0
        var high = edits.count
        while low < high {
            let middle = (low + high) / 2
            if edits[middle][keyPath: source].lowerBound < offset { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return offset }
        let edit = edits[low - 1]
        if offset < edit[keyPath: source].upperBound { return edit[keyPath: target].lowerBound }
        return offset - edit[keyPath: source].upperBound + edit[keyPath: target].upperBound
    }
}
