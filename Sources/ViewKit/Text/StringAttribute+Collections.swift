import Foundation
import Render
import TokenModel

extension Array where Element == StringAttribute {
    // MARK: - Character attributes

    /// The character attributes as Render's ``TextAttributes``, with the color in the
    /// default theme (``StyledText`` keeps a color that differs between themes, see
    /// ``foregroundColor``); a later attribute of the same kind wins over an earlier one, and
    /// a font's letter spacing never hides a kern.
    public var textAttributes: TextAttributes {
        var result = TextAttributes()
        var kern: CGFloat?
        for attribute in self {
            switch attribute {
            case .font(let typography):
                result.fontFamily = typography.fontFamily
                result.fontSize = typography.fontSize
                result.fontWeight = typography.fontWeight
                result.fontStyle = typography.fontStyle
                result.letterSpacing = kern ?? (typography.letterSpacing != 0 ? typography.letterSpacing : result.letterSpacing)
            case .foregroundColor(let color): result.color = color.defaultValue
            case .kern(let points):
                kern = points
                result.letterSpacing = points
            case .strikethrough(let style): result.strikethrough = style
            case .baselineOffset(let points): result.baselineOffset = points
            case .lineHeight, .lineSpacing, .paragraphSpacing, .alignment, .lineBreakMode: break
            }
        }
        return result
    }

    // MARK: - Paragraph attributes

    /// The paragraph attributes; a later attribute of the same kind wins.
    public var paragraphStyle: StyledText.Paragraph {
        var result = StyledText.Paragraph()
        for attribute in self {
            switch attribute {
            case .lineHeight(let value, let font): result.lineHeight = .init(value: value, font: font)
            case .lineSpacing(let points): result.lineSpacing = points
            case .paragraphSpacing(let points): result.paragraphSpacing = points
            case .alignment(let alignment): result.alignment = alignment
            case .lineBreakMode(let mode): result.lineBreakMode = mode
            case .font, .foregroundColor, .kern, .strikethrough, .baselineOffset: break
            }
        }
        return result
    }

    /// The last foreground color among the attributes, if any.
    var foregroundColor: UIColor? {
        compactMap { if case .foregroundColor(let color) = $0 { color } else { nil } }.last
    }

    /// The last font among the attributes, if any.
    var font: Typography? {
        compactMap { if case .font(let typography) = $0 { typography } else { nil } }.last
    }
}

extension String {
    // MARK: - Attributed

    /// The string with `attributes` over all of it, as SurfUtils' `with(attributes:)`.
    public func with(attributes: [StringAttribute]) -> StyledText {
        StringBuilder(globalAttributes: attributes).add(.string(self)).value
    }
}
