import Foundation
import Render

/// Compares two ``Render/PixelImage``s with pixelmatch's measures, and decides with a
/// tolerance.
///
/// Equal pixels pass at once (a `memcmp` of the pixel buffers). Otherwise each changed pixel
/// is measured by its YIQ distance (Kotsarenko & Ramos 2010, semi-transparent pixels blended
/// with white first); those over ``ComparisonOptions/threshold`` (0 by default: every
/// changed color) are differences unless they are anti-aliasing in either image
/// (Vyšniauskas 2009 as in pixelmatch, by default only when proven: see
/// ``ComparisonOptions/AntiAliasing``), and the differences are held against
/// ``ComparisonOptions/tolerance``. Images of different sizes fail with both sizes.
///
/// ```swift
/// let outcome = ImageComparison().compare(expected: reference, actual: render)
/// if !outcome.passes { print(outcome.message) }
/// ```
public struct ImageComparison: Sendable {
    // MARK: - Properties

    /// The threshold, anti-aliasing rule and tolerance.
    public var options: ComparisonOptions

    // MARK: - Initializers

    /// A comparison with `options`: by default exact, forgiving only proven anti-aliasing.
    public init(options: ComparisonOptions = .default) {
        self.options = options
    }

    // MARK: - Comparing

    /// Compares `actual` with `expected`. With `makingDiffImage` the outcome's
    /// ``PixelDifference/diffImage`` is expected | diff | actual side by side (at the
    /// expected image's scale), when three widths fit ``Render/Canvas/maximumPixels``;
    /// identical images give ``ComparisonOutcome/identical`` and no picture.
    public func compare(expected: PixelImage, actual: PixelImage, makingDiffImage: Bool = false) -> ComparisonOutcome {
        if let outcome = Self.outcomeWithoutMeasuring(expected, actual) { return outcome }
        let width = expected.width, height = expected.height
        var counts = (differing: 0, antiAliased: 0)
        var diffImage: PixelImage?
        expected.pixels.withUnsafeBufferPointer { expectedPixels in
            actual.pixels.withUnsafeBufferPointer { actualPixels in
                guard makingDiffImage, DiffImage.fits(width: width, height: height) else {
                    counts = count(expectedPixels, actualPixels, width: width, height: height, picture: nil) {}
                    return
                }
                let total = DiffImage.pixelCount(width: width, height: height)
                let pixels = [UInt32](unsafeUninitializedCapacity: total) { buffer, initialized in
                    let picture = DiffImage(width: width, height: height, pixels: buffer.baseAddress!)
                    counts = count(expectedPixels, actualPixels, width: width, height: height, picture: picture) {}
                    initialized = total
                }
                diffImage = try? PixelImage(width: width * 3, height: height, scale: expected.scale, pixels: pixels)
            }
        }
        return outcome(counts, totalPixels: width * height, diffImage: diffImage)
    }

    /// Compares as ``compare(expected:actual:makingDiffImage:)`` does, and encodes the diff
    /// picture as PNG while drawing it, row by row (``Render/PNGRowEncoder``), handing the
    /// PNG's bytes to `write` in pieces of about 1 MiB: neither the picture nor its PNG is
    /// ever held whole (for two 1920 × 1080 images, 25 MB of picture alone). Nothing is
    /// written when the images are identical or of different sizes, or when three widths
    /// would be over ``Render/Canvas/maximumPixels``; `wroteDiffImage` says whether the
    /// whole PNG was written. The outcome's ``PixelDifference/diffImage`` is `nil`. What
    /// `write` throws ends the comparison and is rethrown.
    public func compare(
        expected: PixelImage, actual: PixelImage, writingDiffImage write: @escaping (UnsafeRawBufferPointer) throws -> Void
    ) throws -> (outcome: ComparisonOutcome, wroteDiffImage: Bool) {
        if let outcome = Self.outcomeWithoutMeasuring(expected, actual) { return (outcome, false) }
        let width = expected.width, height = expected.height
        guard DiffImage.fits(width: width, height: height) else { return (compare(expected: expected, actual: actual), false) }
        let encoder = try PNGRowEncoder(width: width * 3, height: height, opaque: expected.isOpaque && actual.isOpaque, output: write)
        let row = UnsafeMutablePointer<UInt32>.allocate(capacity: width * 3)
        defer { row.deallocate() }
        var picture = DiffImage(width: width, height: height, pixels: row)
        picture.holdsOneRow = true
        let counts = try expected.pixels.withUnsafeBufferPointer { expectedPixels in
            try actual.pixels.withUnsafeBufferPointer { actualPixels in
                try count(expectedPixels, actualPixels, width: width, height: height, picture: picture) { try encoder.addRow(row) }
            }
        }
        try encoder.finish()
        return (outcome(counts, totalPixels: width * height, diffImage: nil), true)
    }

    /// Whether `first` and `second` have the same size and every pixel equal: one `memcmp`.
    public static func pixelsAreEqual(_ first: PixelImage, _ second: PixelImage) -> Bool {
        guard first.width == second.width, first.height == second.height else { return false }
        return first.pixels.withUnsafeBytes { first in
            second.pixels.withUnsafeBytes { second in
                first.count == second.count && (first.count == 0 || memcmp(first.baseAddress!, second.baseAddress!, first.count) == 0)
            }
        }
    }

    // MARK: - Private

    /// The outcome of images of different sizes or equal pixels, which need no measuring; `nil` for others.
    private static func outcomeWithoutMeasuring(_ expected: PixelImage, _ actual: PixelImage) -> ComparisonOutcome? {
        guard expected.width == actual.width, expected.height == actual.height else {
            return .sizeMismatch(expected: PixelSize(width: expected.width, height: expected.height),
                                 actual: PixelSize(width: actual.width, height: actual.height))
        }
        return pixelsAreEqual(expected, actual) ? .identical : nil
    }

    /// The verdict on `counts` of `totalPixels`, by the tolerance.
    private func outcome(_ counts: (differing: Int, antiAliased: Int), totalPixels: Int, diffImage: PixelImage?) -> ComparisonOutcome {
        let difference = PixelDifference(differingPixels: counts.differing, antiAliasedPixels: counts.antiAliased,
                                         totalPixels: totalPixels, diffImage: diffImage)
        return options.tolerance.allows(differingPixels: difference.differingPixels, of: difference.totalPixels)
            ? .withinTolerance(difference) : .different(difference)
    }

    /// Counts differences and anti-aliased pixels, row by row; rows that are equal byte for
    /// byte are skipped with one `memcmp` (or only faded, when drawing `picture`).
    /// `rowDrawn` runs after each row of `picture` is drawn.
    private func count(
        _ expected: UnsafeBufferPointer<UInt32>, _ actual: UnsafeBufferPointer<UInt32>, width: Int, height: Int, picture: DiffImage?,
        rowDrawn: () throws -> Void
    ) rethrows -> (differing: Int, antiAliased: Int) {
        let maximumDelta = options.maximumDelta
        let detectsAntiAliasing = !options.includeAA
        let requiresProof = options.antiAliasing == .proven
        let inExpected = AntiAliasingDetector(image: expected, other: actual, width: width, height: height, requiresProof: requiresProof)
        let inActual = AntiAliasingDetector(image: actual, other: expected, width: width, height: height, requiresProof: requiresProof)
        var differing = 0, antiAliased = 0
        for y in 0..<height {
            let expectedRow = expected.baseAddress! + y * width
            let actualRow = actual.baseAddress! + y * width
            let rowIsEqual = memcmp(expectedRow, actualRow, width * MemoryLayout<UInt32>.stride) == 0
            let output = picture?.beginRow(y, expected: expectedRow, actual: actualRow)
            if rowIsEqual {
                if let output { DiffImage.fadeRun(expectedRow, count: width, into: output) }
            } else {
                for x in 0..<width {
                    let before = expectedRow[x], after = actualRow[x]
                    guard before != after, YIQ.delta(before, after) > maximumDelta else {
                        if let output { output[x] = DiffImage.faded(before) }
                        continue
                    }
                    if detectsAntiAliasing && (inExpected.isAntiAliased(x: x, y: y) || inActual.isAntiAliased(x: x, y: y)) {
                        antiAliased += 1
                        output?[x] = DiffImage.antiAliasingColor
                    } else {
                        differing += 1
                        output?[x] = DiffImage.differenceColor
                    }
                }
            }
            if output != nil { try rowDrawn() }
        }
        return (differing, antiAliased)
    }
}
