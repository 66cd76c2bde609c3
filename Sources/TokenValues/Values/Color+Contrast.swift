import Foundation

// MARK: - Contrast (WCAG 2.2)

extension Color {
    /// The relative luminance WCAG 2.2 defines (sRGB, linearised), from 0 for black to 1
    /// for white; alpha is ignored.
    public var relativeLuminance: Double {
        func linear(_ component: Double) -> Double {
            component <= 0.04045 ? component / 12.92 : pow((component + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// This color drawn over `background` (source-over); the background's own alpha is
    /// taken as opaque, as a page is.
    public func composited(over background: Color) -> Color {
        Color(
            red: red * alpha + background.red * (1 - alpha),
            green: green * alpha + background.green * (1 - alpha),
            blue: blue * alpha + background.blue * (1 - alpha)
        )
    }

    /// The WCAG contrast ratio of this color (as text, composited over `background`) against
    /// `background`: 1 to 21.
    public func contrastRatio(against background: Color) -> Double {
        let opaqueBackground = background.withAlpha(1)
        let lighter = max(composited(over: opaqueBackground).relativeLuminance, opaqueBackground.relativeLuminance)
        let darker = min(composited(over: opaqueBackground).relativeLuminance, opaqueBackground.relativeLuminance)
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// Whichever of `first` and `second` has the more contrast on this color as a background
    /// (`first` on a tie): the ink that reads on it, for labels and marks drawn over a page
    /// of any theme.
    public func legibleInk(_ first: Color, or second: Color) -> Color {
        first.contrastRatio(against: self) >= second.contrastRatio(against: self) ? first : second
    }
}

/// How a text's contrast rates against WCAG 2.2's success criteria 1.4.3 (AA) and 1.4.6
/// (AAA).
public enum ContrastRating: String, Sendable, Hashable, Comparable {
    /// Below AA: 4.5:1 for body text, 3:1 for large text.
    case fail
    /// AA: 4.5:1 (3:1 for large text).
    case aa = "AA"
    /// AAA: 7:1 (4.5:1 for large text).
    case aaa = "AAA"

    /// The rating of `ratio` for text of `fontSize` and `weight`. WCAG's large text is 18
    /// and 14 typographic points (bold), which are 24 and 18.67 CSS pixels; a token's size
    /// (an iOS point, a CSS pixel) is compared with the pixels.
    public init(ratio: Double, fontSize: Double, weight: Double) {
        let (aa, aaa) = Self.isLargeText(fontSize: fontSize, weight: weight) ? (3.0, 4.5) : (4.5, 7.0)
        // WCAG compares unrounded ratios: 4.499 fails.
        self = ratio >= aaa ? .aaa : ratio >= aa ? .aa : .fail
    }

    /// WCAG's large text: 24 px and up, or 18.66 px and up when bold (700 and heavier).
    public static func isLargeText(fontSize: Double, weight: Double) -> Bool {
        fontSize >= 24 || (fontSize >= 18.66 && weight >= 700)
    }

    /// What AA asks of text of `fontSize` and `weight`, sizes written in `unit` (`px` for
    /// tokens, `pt` for what a picture draws): "3:1 for large text" or "4.5:1 for text
    /// under 24 px, or 18.66 px bold".
    public static func requirement(fontSize: Double, weight: Double, unit: String) -> String {
        isLargeText(fontSize: fontSize, weight: weight) ? "3:1 for large text" : "4.5:1 for text under 24 \(unit), or 18.66 \(unit) bold"
    }

    public static func < (lhs: ContrastRating, rhs: ContrastRating) -> Bool {
        let order: [ContrastRating] = [.fail, .aa, .aaa]
        return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
    }
}
