import Foundation
import TokenValues

/// How a text is set: what a label's typography, color, alignment and line limits say.
public struct TextStyle: Sendable, Hashable {
    // MARK: - Nested types

    /// What happens to text that does not fit, as UIKit's `NSLineBreakMode`.
    public enum LineBreakMode: Sendable, Hashable, CaseIterable {
        /// Lines break between words; a word wider than the line breaks between characters.
        case byWordWrapping
        /// Lines break between any two characters.
        case byCharWrapping
        /// Lines wrap by word; text past the layout's box or the last shown line is cut
        /// off, with no ellipsis.
        case byClipping
        /// The last shown line ends with the text's end and starts with `…`. Paragraphs
        /// hidden past `numberOfLines` are joined into that line, as UILabel does.
        case byTruncatingHead
        /// The last shown line ends with `…`; text after it, later paragraphs too, is hidden.
        case byTruncatingTail
        /// The last shown line keeps its start and the text's end with `…` between them.
        /// Paragraphs hidden past `numberOfLines` are joined into that line, as UILabel does.
        case byTruncatingMiddle
    }

    // MARK: - Properties

    /// The font families, size, weight, letter spacing and line height.
    ///
    /// - Letter spacing is UIKit's kern: added after every character, the last of each
    ///   line included, so a line of n characters is n spacings wider.
    /// - The line height is a multiple of the font size, set as SurfUtils' `StringBuilder` sets it: as a
    ///   paragraph style's minimum and maximum line height. As in UIKit, every line box is
    ///   that tall and the extra height (or the missing height) is all above the glyphs:
    ///   the baseline sits the font's descent above the bottom of the line, not in the
    ///   middle as CSS's half-leading would put it. `nil`: the font's own line height.
    public var typography: Typography
    /// The color of the glyphs, and of their underline and strikethrough; runs of an
    /// ``AttributedText`` may set their own.
    public var color: Color
    /// Where lines sit in the width limit. `.left` and `.right` are physical sides in
    /// every writing direction; `.natural` and `.justified` follow each paragraph's
    /// direction (right-to-left text starts at the right), as `NSTextAlignment`.
    public var alignment: TextAlignment
    /// The most lines shown; 0 shows every line.
    public var numberOfLines: Int
    /// How lines break and how text past the last shown line is cut.
    public var lineBreakMode: LineBreakMode
    /// Points of space before every paragraph but the first (`NSParagraphStyle`'s
    /// `paragraphSpacing` after each paragraph but the last); a negative or non-finite one
    /// counts as 0.
    public var paragraphSpacing: CGFloat

    // MARK: - Initializers

    /// A style with UILabel's defaults: black, natural alignment, one line truncated at the tail.
    public init(
        typography: Typography = .systemBody,
        color: Color = Color(red: 0, green: 0, blue: 0),
        alignment: TextAlignment = .natural,
        numberOfLines: Int = 1,
        lineBreakMode: LineBreakMode = .byTruncatingTail,
        paragraphSpacing: CGFloat = 0
    ) {
        self.typography = typography
        self.color = color
        self.alignment = alignment
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.paragraphSpacing = paragraphSpacing
    }
}
