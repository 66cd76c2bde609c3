/// How ``ImageComparison`` tells a real difference from noise: a color threshold, which
/// anti-aliasing is forgiven, and a tolerance.
///
/// The ``default`` is exact: every pixel whose color differs from the reference counts,
/// unless the detector can prove it is the soft edge of a shape or glyph that moved by a
/// subpixel (``AntiAliasing/proven``). So a design-token change of one level in one channel
/// fails, whether it changed a fill, a text color, a 1-pixel border or a shadow.
///
/// A perceptual comparison is an explicit choice: `ComparisonOptions(threshold: 0.1)` is
/// pixelmatch's threshold, and `.pixelmatch` adds pixelmatch's brightness-only
/// anti-aliasing test as well. The trade-off: a perceptual threshold forgives renderer noise
/// of a few levels, but it also lets small token changes pass unseen (`#2E7D5B` →
/// `#2F8A62`, a visibly different brand green, is under 0.1 on every pixel).
public struct ComparisonOptions: Sendable, Hashable {
    /// Which changed pixels count as anti-aliasing rather than as differences.
    public enum AntiAliasing: Sendable, Hashable {
        /// Only what the detector proves: pixelmatch's test (darker and brighter neighbors,
        /// at most 2 equal ones, the darkest or brightest neighbor in a flat area of both
        /// images), and moreover the pixel's color is a blend of its darkest and brightest
        /// neighbor with one coverage in all four channels (±1 level for rounding), and the
        /// other image has both of those colors within 2 pixels: the colors on either side
        /// of the edge are the same, only where the edge lies changed. A changed fill, text,
        /// border or shadow color is no such blend, or its color is missing from the other
        /// image, so it is never forgiven; an edge moved by a subpixel (or, as Pango places
        /// glyphs on whole pixels, text moved by one pixel) is. The default.
        ///
        /// What it cannot tell from an edge is a 1-pixel line whose color is itself a blend
        /// of the two sides (a gray line between black and white) changing to another such
        /// blend: that is exactly what a moved edge looks like.
        case proven
        /// pixelmatch's test alone, by brightness: it also forgives a changed 1-pixel line
        /// between a light and a dark area, and any pixel between two flat areas.
        case pixelmatch
    }

    // MARK: - Properties

    /// The matching threshold, 0 to 1, as pixelmatch's `threshold`: two pixels differ when
    /// their squared YIQ distance exceeds `35215 × threshold²` (35215 being the largest the
    /// distance can be). 0, the default, makes every changed pixel count; pixelmatch's
    /// default, 0.1, is perceptual: it forgives renderer noise and also small color
    /// changes, such as a brand color moved by a few levels, which then pass unseen.
    public var threshold: Double
    /// Whether anti-aliased pixels count as differences (pixelmatch's `includeAA`). When
    /// `false`, the default, a pixel over the threshold that is anti-aliasing in either
    /// image, as ``antiAliasing`` decides, is reported apart and does not fail the
    /// comparison.
    public var includeAA: Bool
    /// How anti-aliasing is recognised when it is not counted: ``AntiAliasing/proven`` by
    /// default.
    public var antiAliasing: AntiAliasing
    /// How many differing pixels still pass.
    public var tolerance: ComparisonTolerance

    // MARK: - Initializers

    /// Options that are exact unless told otherwise: threshold 0, only proven
    /// anti-aliasing ignored, no tolerance. A threshold outside 0…1 is clamped to it, and NaN
    /// is taken as 0.
    public init(
        threshold: Double = 0, includeAA: Bool = false, antiAliasing: AntiAliasing = .proven,
        tolerance: ComparisonTolerance = .exact
    ) {
        self.threshold = threshold.isNaN ? 0 : min(max(threshold, 0), 1)
        self.includeAA = includeAA
        self.antiAliasing = antiAliasing
        self.tolerance = tolerance
    }

    /// Threshold 0, only proven anti-aliasing ignored, no tolerance: any changed color
    /// fails.
    public static let `default` = ComparisonOptions()

    /// pixelmatch's defaults: threshold 0.1 and its brightness-only anti-aliasing test, no
    /// tolerance. Perceptual, so small token changes pass; for comparing with pixelmatch.
    public static let pixelmatch = ComparisonOptions(threshold: 0.1, antiAliasing: .pixelmatch)

    // MARK: - Internal

    /// The largest squared YIQ distance of two pixels that still match.
    var maximumDelta: Double {
        let threshold = min(max(threshold, 0), 1)
        return YIQ.maximumDelta * threshold * threshold
    }
}
