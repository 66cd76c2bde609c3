import Foundation
import Render
import TokenModel

/// What ``StringBuilder`` builds: Render's ``AttributedText`` with each part's character
/// attributes over the global ones, the paragraph style of the whole text, and where each
/// part lies in UTF-16 code units (`NSRange`'s units).
public struct StyledText: Sendable, Hashable {
    // MARK: - Nested types

    /// A line height given by ``StringAttribute/lineHeight(_:font:)``.
    public struct LineHeight: Sendable, Hashable {
        /// Points, or a multiple of ``font``'s own line height when there is a font.
        public var value: CGFloat
        /// The font whose line height ``value`` multiplies; `nil` for a fixed height.
        public var font: Typography?
    }

    /// The paragraph attributes of the whole text; `nil` keeps the label's own.
    public struct Paragraph: Sendable, Hashable {
        /// The height of every line: a multiple of the font's or a fixed height.
        public var lineHeight: LineHeight?
        /// Points added below every line.
        public var lineSpacing: CGFloat?
        /// Points between paragraphs.
        public var paragraphSpacing: CGFloat?
        /// How the lines are aligned.
        public var alignment: TextAlignment?
        /// How a line too long for the width ends.
        public var lineBreakMode: TextStyle.LineBreakMode?

        /// No paragraph attribute.
        public init() {}

        /// These attributes with every one `other` sets replaced by `other`'s.
        public func merging(_ other: Paragraph) -> Paragraph {
            var result = self
            result.lineHeight = other.lineHeight ?? lineHeight
            result.lineSpacing = other.lineSpacing ?? lineSpacing
            result.paragraphSpacing = other.paragraphSpacing ?? paragraphSpacing
            result.alignment = other.alignment ?? alignment
            result.lineBreakMode = other.lineBreakMode ?? lineBreakMode
            return result
        }
    }

    /// A part whose color differs between themes (a token): the runs carry its default, and
    /// a label recolors them in the theme it draws in.
    public struct ThemedColor: Sendable, Hashable {
        /// Where the part lies, in UTF-16 code units.
        public var utf16Range: Range<Int>
        /// Its color per theme.
        public var color: UIColor
    }

    // MARK: - Properties

    /// The characters and their runs.
    public var attributedText: AttributedText
    /// The paragraph style of the whole text.
    public var paragraph: Paragraph
    /// The font of the global attributes: the base the runs change (a label's typography).
    public var font: Typography?
    /// Where each part added to the builder lies, in UTF-16 code units, in order.
    public var partRanges: [Range<Int>]
    /// The parts whose color differs between themes; only ``StringBuilder`` sets them, so
    /// every range lies on the text's character boundaries.
    public internal(set) var themedColors: [ThemedColor] = []

    /// The characters, without attributes.
    public var string: String { attributedText.string }

    // MARK: - Reading

    /// The characters and runs with every color as it is in `theme`.
    public func attributedText(in theme: Theme) -> AttributedText {
        Self.recolor(attributedText, themedColors, in: theme)
    }

    /// `text` with the parts of `colors` recolored as they are in `theme`.
    static func recolor(_ text: AttributedText, _ colors: [ThemedColor], in theme: Theme) -> AttributedText {
        guard !colors.isEmpty else { return text }
        var result = text
        let utf16 = text.string.utf16
        for part in colors {
            guard part.utf16Range.lowerBound >= 0, part.utf16Range.upperBound <= utf16.count,
                  let start = utf16.index(utf16.startIndex, offsetBy: part.utf16Range.lowerBound).samePosition(in: text.string),
                  let end = utf16.index(utf16.startIndex, offsetBy: part.utf16Range.upperBound).samePosition(in: text.string) else { continue }
            var attributes = TextAttributes()
            attributes.color = part.color.resolved(in: theme)
            result.addAttributes(attributes, range: start..<end)
        }
        return result
    }

    /// The attributes at UTF-16 offset `offset` (an `NSRange` location); `nil` past the
    /// end or inside a surrogate pair.
    public func attributes(atUTF16Offset offset: Int) -> TextAttributes? {
        let utf16 = string.utf16
        guard offset >= 0, offset < utf16.count,
              let index = utf16.index(utf16.startIndex, offsetBy: offset).samePosition(in: string.unicodeScalars) else { return nil }
        return attributedText.attributes(at: index)
    }

    // MARK: - Line height

    /// `base` with this text's font and a line height (a multiple of the font size, as
    /// Render takes it) that gives the paragraph's line height plus its line spacing:
    ///
    /// - a line height with a font is that many times the font's own line height;
    ///   without one it is that many points;
    /// - line spacing adds to every line's height (UIKit adds it between lines only, so
    ///   the last line is taller here by that much); a negative one counts as 0;
    /// - a height that is not positive and finite keeps `base`'s line height.
    public func typography(over base: Typography) -> Typography {
        var typography = font ?? base
        let spacing = max(paragraph.lineSpacing.map { $0.isFinite ? $0 : 0 } ?? 0, 0)
        guard paragraph.lineHeight != nil || spacing > 0 else { return typography }
        let height: CGFloat
        if let lineHeight = paragraph.lineHeight {
            height = lineHeight.font.map { lineHeight.value * Self.naturalLineHeight(of: $0) } ?? lineHeight.value
        } else {
            height = typography.lineHeight.map { CGFloat($0) * typography.fontSize } ?? Self.naturalLineHeight(of: typography)
        }
        let multiple = (height + spacing) / typography.fontSize
        if multiple.isFinite, multiple > 0 { typography.lineHeight = Double(multiple) }
        return typography
    }

    /// The height of one line of `font` at its own line height, as Pango measures it.
    public static func naturalLineHeight(of font: Typography) -> CGFloat {
        var natural = font
        natural.lineHeight = nil
        let height = (try? TextLayout(text: "Hg", style: TextStyle(typography: natural)))?.size(fittingWidth: nil).height
        return height ?? font.fontSize * 1.2
    }
}

extension StyledText {
    // MARK: - Plain attributed text

    /// `attributedText` as it is, with no paragraph style and no font of its own: what a
    /// label shows of text built without a ``StringBuilder`` (the memberwise initializer
    /// stays for it).
    public init(_ attributedText: AttributedText) {
        self.init(attributedText: attributedText, paragraph: Paragraph(), font: nil, partRanges: [0..<attributedText.string.utf16.count])
    }
}
