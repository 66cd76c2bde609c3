import Foundation

/// A text style as a DTCG `typography` token describes it.
public struct Typography: Sendable, Hashable {
    // MARK: - Properties

    /// Families in order of preference; the renderer falls back along the list.
    public var fontFamily: [String]
    /// The size in points (1 pt is 1 px at scale 1).
    public var fontSize: CGFloat
    public var fontWeight: FontWeight
    /// Extra space between characters, in points.
    public var letterSpacing: CGFloat
    /// The line height as a multiple of the font size; `nil` uses the font's own.
    public var lineHeight: Double?
    /// Upright or italic; not a DTCG member (see ``FontStyle``), so ``normal`` for every
    /// token, and neither read from nor written to token files.
    public var fontStyle: FontStyle = .normal
    /// The font size and letter spacing as written, when not in px (see
    /// ``AuthoredTypography``); it takes part in equality, as ``Color/authored`` does.
    public var authored: AuthoredTypography?

    /// What a label shows when it has no typography: the system font at 17 pt, as UIKit.
    public static let systemBody = Typography(fontFamily: ["system-ui"], fontSize: 17)

    // MARK: - Initializers

    public init(
        fontFamily: [String],
        fontSize: CGFloat,
        fontWeight: FontWeight = .regular,
        letterSpacing: CGFloat = 0,
        lineHeight: Double? = nil,
        fontStyle: FontStyle = .normal
    ) {
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.letterSpacing = letterSpacing
        self.lineHeight = lineHeight
        self.fontStyle = fontStyle
    }

    // MARK: - Authored lengths

    /// The font size as written, or in px when kept no other way.
    public var authoredFontSize: Dimension { authored?.fontSize ?? Dimension(Double(fontSize)) }

    /// The letter spacing as written, or in px when kept no other way.
    public var authoredLetterSpacing: Dimension { authored?.letterSpacing ?? Dimension(Double(letterSpacing)) }
}
