/// How ``ImageComparison`` tells a real difference from noise: pixelmatch's options and a
/// tolerance.
public struct ComparisonOptions: Sendable, Hashable {
    // MARK: - Properties

    /// The matching threshold, 0 to 1, as pixelmatch's `threshold`: two pixels differ when
    /// their squared YIQ distance exceeds `35215 × threshold²` (35215 being the largest the
    /// distance can be). Smaller is more sensitive; 0 makes every changed pixel count.
    public var threshold: Double
    /// Whether anti-aliased pixels count as differences (pixelmatch's `includeAA`). When
    /// `false`, the default, a pixel over the threshold that is anti-aliasing in either
    /// image is reported apart and does not fail the comparison.
    public var includeAA: Bool
    /// How many differing pixels still pass.
    public var tolerance: ComparisonTolerance

    // MARK: - Initializers

    /// Options with pixelmatch's defaults (threshold 0.1, anti-aliasing ignored) and no
    /// tolerance unless given. A threshold outside 0…1 (or NaN) is clamped to it.
    public init(threshold: Double = 0.1, includeAA: Bool = false, tolerance: ComparisonTolerance = .exact) {
        self.threshold = threshold.isNaN ? 0.1 : min(max(threshold, 0), 1)
        self.includeAA = includeAA
        self.tolerance = tolerance
    }

    /// Threshold 0.1, anti-aliasing ignored, no tolerance.
    public static let `default` = ComparisonOptions()

    // MARK: - Internal

    /// The largest squared YIQ distance of two pixels that still match.
    var maximumDelta: Double {
        let threshold = min(max(threshold, 0), 1)
        return YIQ.maximumDelta * threshold * threshold
    }
}
