import Foundation

/// The bounds of token values, in one place: what `validate` refuses and what the renderer
/// clamps, so the two cannot disagree and no number is repeated elsewhere.
///
/// Two kinds of bound (docs/ARCHITECTURE.md, "Value limits"):
/// - **Refused**: a value no design system can mean is a located error of `validate`,
///   `build` and `preview` alike: a length (or a typography's line box or letter spacing)
///   past ``largestLength``, a font size or line height that is not positive, a list longer
///   than ``largestGradientStopCount``, ``largestDashCount`` or ``largestShadowLayerCount``
///   (each costs the generated code's type check and the renderer in proportion); the
///   readers already refuse NaN and the infinities.
/// - **Clamped, with a warning**: a value a design system may write but the renderer cannot
///   draw as written (a font of 10,000 px) is drawn at the bound, and the token reader
///   warns where the token is written, naming the bound (``clampWarnings(for:)``); the
///   gallery repeats it on the entry.
public enum ValueLimits {
    // MARK: - Refused

    /// The longest length accepted, either way, in points: a million pixels, 130 times
    /// the width of an 8K screen.
    public static let largestLength = 1_000_000.0

    /// The most stops a gradient may have. Design systems' gradients have two to a handful;
    /// 64 leaves room for an eased gradient written out stop by stop.
    public static let largestGradientStopCount = 64
    /// The most entries a stroke style's `dashArray` may have. Dash patterns have one to a
    /// few entries (a dash and a gap: two); 64 is plenty for any pattern.
    public static let largestDashCount = 64
    /// The most layers a shadow may have. Elevations stack one to a few (Material's key and
    /// ambient shadows, Tailwind's `shadow-lg`: two); 16 is generous, and each layer is a
    /// blur the renderer draws.
    public static let largestShadowLayerCount = 16

    // MARK: - Clamped by the renderer

    /// The font sizes text is laid out at, in points (Pango's sizes are 32-bit counts of
    /// 1/1024 pt; 4096 pt is a letter taller than any screen).
    public static let drawnFontSizes: ClosedRange<Double> = 1...4096
    /// The tallest line drawn, in points: the line height of a ``drawnFontSizes`` maximum
    /// font at 4×. Keeps every line position of a megabyte of text inside Pango's 32 bits.
    public static let largestDrawnLineHeight = 16_384.0
    /// The largest letter spacing or baseline offset drawn, either way, in points.
    public static let largestDrawnOffset = 10_000.0

    // MARK: - Checks

    /// What the renderer will draw differently from `typography` as written, one sentence
    /// each (`the font size 5000pt is drawn at 4096pt`); empty when it is drawn as written.
    public static func clampWarnings(for typography: Typography) -> [String] {
        var warnings: [String] = []
        let size = Double(typography.fontSize)
        if size.isFinite, !drawnFontSizes.contains(size) {
            let drawn = min(max(size, drawnFontSizes.lowerBound), drawnFontSizes.upperBound)
            warnings.append("the font size \(size.shortestText)pt is drawn at \(drawn.shortestText)pt")
        }
        if let multiple = typography.lineHeight, multiple.isFinite, multiple > 0 {
            let height = multiple * min(max(size, drawnFontSizes.lowerBound), drawnFontSizes.upperBound)
            if height > largestDrawnLineHeight {
                warnings.append("the line height \(height.shortestText)pt is drawn at \(largestDrawnLineHeight.shortestText)pt")
            }
        }
        let spacing = Double(typography.letterSpacing)
        if spacing.isFinite, abs(spacing) > largestDrawnOffset {
            warnings.append("the letter spacing \(spacing.shortestText)pt is drawn at \((spacing < 0 ? -largestDrawnOffset : largestDrawnOffset).shortestText)pt")
        }
        return warnings
    }
}
