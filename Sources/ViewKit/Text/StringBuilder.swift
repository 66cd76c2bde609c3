import Foundation
import Render
import TokenModel

/// Builds a ``StyledText`` from parts, each with its own attributes over the global ones,
/// as SurfUtils' `StringBuilder`:
///
/// ```swift
/// let text = StringBuilder(globalAttributes: [.font(Fonts.body), .foregroundColor(.black)])
///     .add(.string("Title"))
///     .add(.delimeterWithString(delimeter: .init(type: .space), string: "blue"), with: [.foregroundColor(.blue)])
///     .add(.delimeterWithString(delimeter: .init(type: .lineBreak), string: "Base style on new line"))
///     .value
/// ```
///
/// Each part's attributes cover exactly its own characters, the delimiter of a
/// `.delimeterWithString` included, and win over the global ones. Ranges count UTF-16
/// code units, so an emoji (two units) does not shift the parts after it, which
/// SurfUtils' count of `Character`s did.
public final class StringBuilder {
    // MARK: - Nested types

    /// Spaces or line breaks between parts (SurfUtils' spelling, `Delimeter`).
    public struct Delimeter: Sendable, Hashable {
        /// What is repeated.
        public enum Kind: Sendable, Hashable {
            case space
            case lineBreak

            /// The character repeated.
            var character: String { self == .space ? " " : "\n" }
        }

        /// What is repeated.
        public var type: Kind
        /// How many times; 0 or fewer gives nothing.
        public var count: Int

        /// A delimiter of `count` spaces or line breaks.
        public init(type: Kind, count: Int = 1) {
            self.type = type
            self.count = count
        }

        /// The delimiter's characters; a count of 0 or less is none, and a huge one is
        /// capped at ``maximumCount`` so a mistake cannot fill the memory.
        public var string: String {
            String(repeating: type.character, count: min(max(count, 0), Self.maximumCount))
        }

        /// The most characters one delimiter makes.
        public static let maximumCount = 10_000
    }

    /// One part of the text.
    public enum Part: Sendable, Hashable {
        /// A string.
        case string(String)
        /// Spaces or line breaks alone.
        case delimeter(Delimeter)
        /// A delimiter, then a string.
        case delimeterWithString(delimeter: Delimeter, string: String)

        /// The part's characters.
        public var string: String {
            switch self {
            case .string(let string): string
            case .delimeter(let delimeter): delimeter.string
            case .delimeterWithString(let delimeter, let string): delimeter.string + string
            }
        }
    }

    // MARK: - Properties

    /// The attributes of every part unless the part gives its own.
    public let globalAttributes: [StringAttribute]
    private var text = AttributedText()
    private var paragraph: StyledText.Paragraph
    private var partRanges: [Range<Int>] = []
    private var themedColors: [StyledText.ThemedColor] = []
    private var length = 0

    // MARK: - Initializers

    /// A builder whose parts take `globalAttributes` unless they give their own.
    public init(globalAttributes: [StringAttribute] = []) {
        self.globalAttributes = globalAttributes
        self.paragraph = globalAttributes.paragraphStyle
    }

    // MARK: - Building

    /// Adds `part` with `attributes` over the global ones, each of which wins over the
    /// global attribute of its kind. Paragraph attributes of a part set the whole text's
    /// (a label has one paragraph style).
    @discardableResult
    public func add(_ part: Part, with attributes: [StringAttribute] = []) -> StringBuilder {
        let string = part.string
        let units = string.utf16.count
        partRanges.append(length..<(length + units))
        if let color = attributes.foregroundColor ?? globalAttributes.foregroundColor, !color.isConstant {
            themedColors.append(StyledText.ThemedColor(utf16Range: length..<(length + units), color: color))
        }
        length += units
        text.append(string, attributes: globalAttributes.textAttributes.merging(attributes.textAttributes))
        paragraph = paragraph.merging(attributes.paragraphStyle)
        return self
    }

    /// The text built so far.
    public var value: StyledText {
        StyledText(attributedText: text, paragraph: paragraph, font: globalAttributes.font, partRanges: partRanges,
                   themedColors: themedColors)
    }
}
