import CCairoPango
import Foundation
import TokenValues

/// How typography values become Pango's: points to Pango units, and the clamps that keep
/// any token value, however wrong, from trapping a conversion or crashing Pango.
enum TextMetricsPolicy {
    // MARK: - Limits

    /// The smallest and largest font size laid out, in points.
    static let fontSizeRange = ValueLimits.drawnFontSizes
    /// The largest letter spacing or baseline offset either way, in points.
    static let maximumOffset = ValueLimits.largestDrawnOffset

    // MARK: - Conversions

    /// Points in Pango units (1/1024 pt), clamped to what Pango's 32-bit fields hold.
    static func pangoUnits(_ points: Double, minimum: Int32 = Int32.min / 2) -> Int32 {
        guard points.isFinite else { return minimum }
        let units = (points * Double(PANGO_SCALE)).rounded()
        return Int32(min(max(units, Double(minimum)), Double(Int32.max / 2)))
    }

    /// `value` plus `added` minus `subtracted`, in Pango units, clamped to Int32: Pango's
    /// line positions of a long text in tall lines reach past its 32 bits, and a sum of
    /// them must not trap.
    static func sum(_ value: Int32, _ added: Int32, minus subtracted: Int32 = 0) -> Int32 {
        Int32(clamping: Int64(value) + Int64(added) - Int64(subtracted))
    }

    /// Pango units in points.
    static func points(_ units: Int32) -> CGFloat {
        CGFloat(units) / CGFloat(PANGO_SCALE)
    }

    /// A font size clamped to ``fontSizeRange``; NaN is the smallest size.
    static func fontSize(_ size: CGFloat) -> Double {
        let size = Double(size)
        guard !size.isNaN else { return fontSizeRange.lowerBound }
        return min(max(size, fontSizeRange.lowerBound), fontSizeRange.upperBound)
    }

    /// A letter spacing or baseline offset clamped to ±``maximumOffset``; not finite is 0.
    static func offset(_ points: CGFloat) -> Double {
        let points = Double(points)
        guard points.isFinite else { return 0 }
        return min(max(points, -maximumOffset), maximumOffset)
    }

    /// The line height for a multiple of `fontSize`, at most
    /// ``ValueLimits/largestDrawnLineHeight``, or `nil` (the font's own) when the multiple is
    /// missing, not finite or not positive.
    static func lineHeight(multiple: Double?, fontSize: Double) -> Double? {
        guard let multiple, multiple.isFinite, multiple > 0, fontSize.isFinite else { return nil }
        return min(multiple * fontSize, ValueLimits.largestDrawnLineHeight)
    }

    /// A CSS weight clamped to Pango's 100…1000.
    static func weight(_ value: Int) -> PangoWeight {
        PangoWeight(rawValue: UInt32(min(max(value, 100), 1000)))
    }

    /// A color component in 0…1 as Pango's 16 bits.
    static func colorComponent(_ value: Double) -> UInt16 {
        UInt16((min(max(value.isNaN ? 0 : value, 0), 1) * 65535).rounded())
    }
}
