import ImageDiff
import Render
import Testing

/// Expects `actual` to differ from `expected` and the default comparison to pass it only
/// because every changed pixel is anti-aliasing, which counting anti-aliasing would fail.
/// Returns the outcome, for further checks.
@discardableResult
func expectPassesAsAntiAliasing(
    expected: PixelImage, actual: PixelImage, sourceLocation: SourceLocation = #_sourceLocation
) -> ComparisonOutcome {
    #expect(!ImageComparison.pixelsAreEqual(expected, actual), "the change drew no other pixel", sourceLocation: sourceLocation)
    let outcome = ImageComparison().compare(expected: expected, actual: actual)
    #expect(outcome.passes, "\(outcome.message)", sourceLocation: sourceLocation)
    #expect(outcome.differingPixels == 0, sourceLocation: sourceLocation)
    #expect(outcome.difference?.antiAliasedPixels ?? 0 > 0, sourceLocation: sourceLocation)
    let counted = ImageComparison(options: ComparisonOptions(includeAA: true)).compare(expected: expected, actual: actual)
    #expect(!counted.passes, sourceLocation: sourceLocation)
    #expect(counted.differingPixels == outcome.difference?.antiAliasedPixels, sourceLocation: sourceLocation)
    return outcome
}
