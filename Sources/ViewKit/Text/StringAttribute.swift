import Foundation
import Render
import TokenModel

/// One attribute of SurfUtils' `StringAttributes`, which style a whole text
/// (`"Title".with(attributes: [.kern(9), .lineHeight(20)])`) or one part of a
/// ``StringBuilder``.
///
/// Character attributes (font, color, kern, strikethrough, baseline offset) hold for the
/// range they are given over. Paragraph attributes (line height, line spacing, paragraph
/// spacing, alignment, line break mode) hold for the whole text, since a label lays its
/// text out with one paragraph style (see ``StyledText/paragraph``).
public enum StringAttribute: Sendable, Hashable {
    /// The font: family, size and weight (and its letter spacing, unless a ``kern(_:)``
    /// is given too).
    case font(Typography)
    /// The color of the glyphs, their strikethrough included.
    case foregroundColor(UIColor)
    /// Extra space after each character, in points.
    case kern(CGFloat)
    /// The height of every line: with a font, `value` times that font's own line height;
    /// without one (`nil`), `value` points.
    case lineHeight(CGFloat, font: Typography? = nil)
    /// Extra space between the lines of a paragraph, in points.
    case lineSpacing(CGFloat)
    /// Extra space after each paragraph, in points. Kept in ``StyledText/paragraph``;
    /// Render's text layout has no space between paragraphs yet, so a label does not show it.
    case paragraphSpacing(CGFloat)
    /// Where lines sit in the label's width.
    case alignment(TextAlignment)
    /// How lines break and how text that does not fit is cut.
    case lineBreakMode(TextStyle.LineBreakMode)
    /// A line through the glyphs, single or double.
    case strikethrough(TextAttributes.LineStyle)
    /// How far the baseline is raised, in points; negative lowers it.
    case baselineOffset(CGFloat)

    // MARK: - Kinds

    /// Whether the attribute is a paragraph's rather than a range of characters'.
    public var isParagraphAttribute: Bool {
        switch self {
        case .lineHeight, .lineSpacing, .paragraphSpacing, .alignment, .lineBreakMode: true
        case .font, .foregroundColor, .kern, .strikethrough, .baselineOffset: false
        }
    }
}
