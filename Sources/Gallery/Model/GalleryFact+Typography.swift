import DesignChecks
import Foundation
import Render
import TokenModel

// MARK: - Facts every section states the same way

extension GalleryFact {
    /// A typography's facts: the font drawn (marked when a fallback stands in for a family
    /// this machine lacks), size, weight, line height, letter spacing, and a warning for
    /// each value the renderer draws clamped.
    public static func typography(_ typography: Typography) -> [GalleryFact] {
        var facts: [GalleryFact] = []
        let written = typography.fontFamily.joined(separator: ", ")
        let missing = (try? FontCatalog.missingFamilies(in: typography)) ?? []
        let drawn = FontCatalog.drawnFamily(for: typography)
        let isNamed = drawn.map { name in typography.fontFamily.contains { $0.caseInsensitiveCompare(name) == .orderedSame } } ?? false
        if missing.isEmpty {
            let shown = drawn.map { isNamed ? $0 : "\(written) → \($0)" } ?? written
            facts.append(GalleryFact("font", shown))
        } else {
            let names = missing.joined(separator: ", ")
            facts.append(GalleryFact("font", "\(drawn ?? "fontconfig's default") (fallback: \(names) not installed)", level: .warning))
        }
        facts.append(GalleryFact("size", Self.number(typography.fontSize)))
        facts.append(GalleryFact("weight", String(typography.fontWeight.value)))
        if let lineHeight = typography.lineHeight {
            facts.append(GalleryFact("line height", "\(Self.number(lineHeight)) × (\(Self.number(lineHeight * typography.fontSize)))"))
        } else {
            facts.append(GalleryFact("line height", "the font's own"))
        }
        facts.append(GalleryFact("letter spacing", Self.number(typography.letterSpacing)))
        // What the renderer clamps (ValueLimits), as `validate` warns where the token is written.
        facts += ValueLimits.clampWarnings(for: typography).map { GalleryFact("clamped", $0, level: .warning) }
        return facts
    }

    /// A text color's contrast against `background`, rated for text of `typography`
    /// (`4.83:1 AA`); a warning below AA.
    public static func contrast(of text: Color, on background: Color, typography: Typography) -> GalleryFact {
        let ratio = text.contrastRatio(against: background)
        let rating = ContrastRating(ratio: ratio, fontSize: Double(typography.fontSize), weight: Double(typography.fontWeight.value))
        let shown = TextContrastCheck.ratioText(ratio)
        switch rating {
        case .fail: return GalleryFact("contrast", "\(shown) below AA", level: .warning)
        case .aa: return GalleryFact("contrast", "\(shown) AA", level: .pass)
        case .aaa: return GalleryFact("contrast", "\(shown) AAA", level: .pass)
        }
    }

    /// `17`, `1.25`, `0.5`: at most three decimals, no trailing zeros.
    static func number(_ value: some BinaryFloatingPoint) -> String {
        let rounded = (Double(value) * 1000).rounded() / 1000
        // Past 2^53 (or not finite) every Double is whole and Int may not hold it.
        guard rounded.isFinite, abs(rounded) < 9e15 else { return String(Double(value)) }
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
