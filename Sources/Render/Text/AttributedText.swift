import Foundation

/// A string whose ranges carry ``TextAttributes``, built as SurfUtils' `StringBuilder`
/// builds an `NSAttributedString`: by appending strings, each with its own attributes,
/// or by adding attributes to a range.
///
/// Runs never overlap and together cover the whole string; adjacent runs with equal
/// attributes are merged.
public struct AttributedText: Sendable, Hashable {
    // MARK: - Nested types

    /// A range of ``AttributedText/string`` and the attributes it has.
    public struct Run: Sendable, Hashable {
        /// Where the run is in ``AttributedText/string``.
        public var range: Range<String.Index>
        /// What the run changes from the layout's style.
        public var attributes: TextAttributes
    }

    /// A run as UTF-8 byte offsets, which is what Pango indexes by.
    struct Segment: Sendable, Hashable {
        var bytes: Range<Int>
        var attributes: TextAttributes
    }

    // MARK: - Properties

    /// The characters, without attributes.
    public private(set) var string: String
    private(set) var segments: [Segment]

    // MARK: - Initializers

    /// An empty text.
    public init() {
        string = ""
        segments = []
    }

    /// `string` with `attributes` over all of it.
    public init(_ string: String, attributes: TextAttributes = TextAttributes()) {
        self.init()
        append(string, attributes: attributes)
    }

    // MARK: - Reading

    /// The runs in order, with ranges in ``string``.
    public var runs: [Run] {
        segments.map { Run(range: index(atByte: $0.bytes.lowerBound)..<index(atByte: $0.bytes.upperBound), attributes: $0.attributes) }
    }

    /// The attributes at `index` of ``string``; `nil` at the end.
    public func attributes(at index: String.Index) -> TextAttributes? {
        let byte = byteOffset(of: index)
        return segments.first { $0.bytes.contains(byte) }?.attributes
    }

    // MARK: - Building

    /// Appends `string` with `attributes`.
    public mutating func append(_ string: String, attributes: TextAttributes = TextAttributes()) {
        guard !string.isEmpty else { return }
        let start = self.string.utf8.count
        self.string += string
        appendSegment(Segment(bytes: start..<self.string.utf8.count, attributes: attributes))
    }

    /// Appends `other`, keeping its runs.
    public mutating func append(_ other: AttributedText) {
        let start = string.utf8.count
        string += other.string
        for segment in other.segments {
            appendSegment(Segment(bytes: (segment.bytes.lowerBound + start)..<(segment.bytes.upperBound + start), attributes: segment.attributes))
        }
    }

    /// This text followed by `string` with `attributes`.
    public func appending(_ string: String, attributes: TextAttributes = TextAttributes()) -> AttributedText {
        var copy = self
        copy.append(string, attributes: attributes)
        return copy
    }

    /// Merges `attributes` into every run within `range` (see ``TextAttributes/merging(_:)``),
    /// splitting runs at its ends. Indices inside a Unicode scalar round down to its start.
    public mutating func addAttributes(_ attributes: TextAttributes, range: Range<String.Index>) {
        let lower = byteOffset(of: range.lowerBound)
        let upper = max(lower, byteOffset(of: range.upperBound))
        guard lower < upper else { return }
        var result: [Segment] = []
        for segment in segments {
            // The range's ends clamped into the segment: before, inside and after the range.
            let start = segment.bytes.lowerBound, end = segment.bytes.upperBound
            let cutLower = min(max(lower, start), end), cutUpper = min(max(upper, start), end)
            let pieces = [start..<cutLower, cutLower..<cutUpper, cutUpper..<end]
            for (number, piece) in pieces.enumerated() where !piece.isEmpty {
                let merged = number == 1 ? segment.attributes.merging(attributes) : segment.attributes
                result.append(Segment(bytes: piece, attributes: merged))
            }
        }
        segments = []
        result.forEach { appendSegment($0) }
    }

    /// Concatenates two texts.
    public static func + (lhs: AttributedText, rhs: AttributedText) -> AttributedText {
        var result = lhs
        result.append(rhs)
        return result
    }

    // MARK: - Private

    private mutating func appendSegment(_ segment: Segment) {
        guard !segment.bytes.isEmpty else { return }
        if let last = segments.last, last.attributes == segment.attributes, last.bytes.upperBound == segment.bytes.lowerBound {
            segments[segments.count - 1].bytes = last.bytes.lowerBound..<segment.bytes.upperBound
        } else {
            segments.append(segment)
        }
    }

    /// The UTF-8 offset of `index`, clamped to the string and rounded down to a scalar.
    func byteOffset(of index: String.Index) -> Int {
        let utf8 = string.utf8
        let clamped = min(max(index, utf8.startIndex), utf8.endIndex)
        var offset = utf8.distance(from: utf8.startIndex, to: clamped)
        while offset > 0, offset < utf8.count, utf8[utf8.index(utf8.startIndex, offsetBy: offset)] & 0xC0 == 0x80 {
            offset -= 1
        }
        return offset
    }

    /// The index of the UTF-8 offset `byte` of ``string``.
    func index(atByte byte: Int) -> String.Index {
        string.utf8.index(string.utf8.startIndex, offsetBy: min(max(byte, 0), string.utf8.count))
    }
}
