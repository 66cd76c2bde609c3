import Foundation
import TokenValues

/// What one run of an ``AttributedText`` changes from its ``TextStyle``: the attributes of
/// SurfUtils' `StringAttributes` (font and its style, color, kern, strikethrough, underline, baseline
/// offset). A `nil` property keeps the style's value.
public struct TextAttributes: Sendable, Hashable {
    // MARK: - Nested types

    /// How many lines an underline or a strikethrough draws.
    public enum LineStyle: Sendable, Hashable, CaseIterable {
        /// One line of the font's thickness.
        case single
        /// Two lines, one thickness apart.
        case double
    }

    // MARK: - Properties

    /// Families in order of preference; an empty list is ``RenderError/emptyFontList``.
    public var fontFamily: [String]?
    /// The size in points.
    public var fontSize: CGFloat?
    /// The weight, 100…1000.
    public var fontWeight: FontWeight?
    /// Upright or italic.
    public var fontStyle: FontStyle?
    /// The color of the glyphs and of their underline and strikethrough.
    public var color: Color?
    /// Extra space after each character, in points (`NSAttributedString.Key.kern`).
    public var letterSpacing: CGFloat?
    /// A line through the glyphs; Pango draws the single one, Render the double one.
    public var strikethrough: LineStyle?
    /// A line under the glyphs, drawn by Pango.
    public var underline: LineStyle?
    /// How far the run's baseline is raised, in points; negative lowers it.
    public var baselineOffset: CGFloat?

    // MARK: - Initializers

    /// Attributes that change what is given and keep the style's value for the rest.
    public init(
        fontFamily: [String]? = nil,
        fontSize: CGFloat? = nil,
        fontWeight: FontWeight? = nil,
        fontStyle: FontStyle? = nil,
        color: Color? = nil,
        letterSpacing: CGFloat? = nil,
        strikethrough: LineStyle? = nil,
        underline: LineStyle? = nil,
        baselineOffset: CGFloat? = nil
    ) {
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.fontStyle = fontStyle
        self.color = color
        self.letterSpacing = letterSpacing
        self.strikethrough = strikethrough
        self.underline = underline
        self.baselineOffset = baselineOffset
    }

    /// The font and letter spacing of `typography` (its line height is a paragraph
    /// property and stays the style's), in `color`.
    public init(typography: Typography, color: Color? = nil) {
        self.init(
            fontFamily: typography.fontFamily,
            fontSize: typography.fontSize,
            fontWeight: typography.fontWeight,
            fontStyle: typography.fontStyle,
            color: color,
            letterSpacing: typography.letterSpacing
        )
    }

    // MARK: - Combining

    /// These attributes with every property that `other` sets replaced by `other`'s.
    public func merging(_ other: TextAttributes) -> TextAttributes {
        TextAttributes(
            fontFamily: other.fontFamily ?? fontFamily,
            fontSize: other.fontSize ?? fontSize,
            fontWeight: other.fontWeight ?? fontWeight,
            fontStyle: other.fontStyle ?? fontStyle,
            color: other.color ?? color,
            letterSpacing: other.letterSpacing ?? letterSpacing,
            strikethrough: other.strikethrough ?? strikethrough,
            underline: other.underline ?? underline,
            baselineOffset: other.baselineOffset ?? baselineOffset
        )
    }
}
