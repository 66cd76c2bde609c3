import Render

/// What a perceptual comparison of two images of the same size counted.
public struct PixelDifference: Sendable, Hashable {
    // MARK: - Properties

    /// Pixels over the threshold that are not anti-aliasing (or all of them with
    /// ``ComparisonOptions/includeAA``): the count the tolerance is checked against.
    public let differingPixels: Int
    /// Pixels over the threshold that are anti-aliasing in either image and were ignored;
    /// 0 with ``ComparisonOptions/includeAA``.
    public let antiAliasedPixels: Int
    /// All pixels of one image, `width × height`.
    public let totalPixels: Int
    /// Expected | diff | actual side by side, when it was asked for and fits
    /// ``Render/Canvas/maximumPixels`` (three times the width); see ``ImageComparison``.
    public let diffImage: PixelImage?

    // MARK: - Initializers

    /// A difference of `differingPixels` and `antiAliasedPixels` among `totalPixels`.
    public init(differingPixels: Int, antiAliasedPixels: Int, totalPixels: Int, diffImage: PixelImage? = nil) {
        self.differingPixels = differingPixels
        self.antiAliasedPixels = antiAliasedPixels
        self.totalPixels = totalPixels
        self.diffImage = diffImage
    }

    // MARK: - Derived

    /// ``differingPixels`` as a share of ``totalPixels``, 0 to 1.
    public var differingFraction: Double {
        totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels)
    }

    /// `12 pixels differ (0.0058 % of 207,360); 3 anti-aliased pixels ignored`.
    public var summary: String {
        let counted = differingPixels == 1 ? "1 pixel differs" : "\(differingPixels) pixels differ"
        var text = "\(counted) (\(ComparisonTolerance.percent(differingFraction)) % of \(totalPixels))"
        if antiAliasedPixels > 0 {
            text += antiAliasedPixels == 1 ? "; 1 anti-aliased pixel ignored" : "; \(antiAliasedPixels) anti-aliased pixels ignored"
        }
        return text
    }
}
