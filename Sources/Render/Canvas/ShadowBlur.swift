import Foundation

/// An approximate Gaussian blur of an 8-bit alpha mask: three box blurs in a row, each
/// made of a horizontal and a vertical pass with running sums, so the cost is linear in
/// the number of pixels whatever the radius. Integer arithmetic only, so the result is
/// the same on every machine.
///
/// The box widths follow "Fast Almost-Gaussian Filtering" (Kovesi, 2010): three odd
/// widths whose combined variance is as close as they can come to σ².
struct ShadowBlur {
    // MARK: - Properties

    /// The largest standard deviation blurred, in pixels; larger ones are clamped. A blur
    /// this wide is already a faint, even tint over a whole canvas.
    static let maximumSigma = 512.0

    /// The odd widths of the three box passes.
    let boxWidths: [Int]

    // MARK: - Initializers

    /// The passes for a Gaussian of standard deviation `sigma` pixels; none below about
    /// 0.8 pixels, where no box blur is narrow enough.
    init(sigma: Double) {
        let sigma = sigma.isFinite ? min(max(sigma, 0), Self.maximumSigma) : 0
        let passes = 3.0
        let ideal = (12 * sigma * sigma / passes + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let wl = Double(lower)
        let lowerCount = ((12 * sigma * sigma - passes * wl * wl - 4 * passes * wl - 3 * passes) / (-4 * wl - 4)).rounded()
        boxWidths = (0..<3).map { Double($0) < lowerCount ? lower : upper }.filter { $0 > 1 }
    }

    // MARK: - Blurring

    /// How many pixels the blur reaches to each side: beyond it the input has no effect.
    var reach: Int { boxWidths.reduce(0) { $0 + ($1 - 1) / 2 } }

    /// Blurs `mask` (`width` × `height` bytes, `stride` bytes a row) in place; pixels
    /// beyond its edges count as `outside`.
    func apply(to mask: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int, stride: Int, outside: UInt8) {
        guard !boxWidths.isEmpty, width > 0, height > 0 else { return }
        var scratch = [UInt8](repeating: 0, count: width * height)
        var columnSums = [Int](repeating: 0, count: width)
        scratch.withUnsafeMutableBufferPointer { scratch in
            columnSums.withUnsafeMutableBufferPointer { sums in
                for boxWidth in boxWidths {
                    let radius = (boxWidth - 1) / 2
                    Self.horizontal(from: mask, stride, to: scratch, width, width: width, height: height,
                                    radius: radius, outside: Int(outside))
                    Self.vertical(from: scratch, width, to: mask, stride, width: width, height: height,
                                  radius: radius, outside: Int(outside), sums: sums)
                }
            }
        }
    }

    // MARK: - Private

    /// One box pass along each row.
    private static func horizontal(from source: UnsafeMutableBufferPointer<UInt8>, _ sourceStride: Int,
                                   to destination: UnsafeMutableBufferPointer<UInt8>, _ destinationStride: Int,
                                   width: Int, height: Int, radius: Int, outside: Int) {
        let boxWidth = 2 * radius + 1
        for row in 0..<height {
            let input = source.baseAddress! + row * sourceStride
            let output = destination.baseAddress! + row * destinationStride
            func value(_ x: Int) -> Int { x < 0 || x >= width ? outside : Int(input[x]) }
            var sum = 0
            for x in -radius...radius { sum += value(x) }
            for x in 0..<width {
                output[x] = UInt8((sum + radius) / boxWidth)
                sum += value(x + radius + 1) - value(x - radius)
            }
        }
    }

    /// One box pass down each column, a row at a time with one running sum per column.
    private static func vertical(from source: UnsafeMutableBufferPointer<UInt8>, _ sourceStride: Int,
                                 to destination: UnsafeMutableBufferPointer<UInt8>, _ destinationStride: Int,
                                 width: Int, height: Int, radius: Int, outside: Int,
                                 sums: UnsafeMutableBufferPointer<Int>) {
        let boxWidth = 2 * radius + 1
        let base = source.baseAddress!
        func addRow(_ row: Int, _ sign: Int) {
            if row < 0 || row >= height {
                for x in 0..<width { sums[x] += sign * outside }
            } else {
                let input = base + row * sourceStride
                for x in 0..<width { sums[x] += sign * Int(input[x]) }
            }
        }
        for x in 0..<width { sums[x] = 0 }
        for row in -radius...radius { addRow(row, 1) }
        for row in 0..<height {
            let output = destination.baseAddress! + row * destinationStride
            for x in 0..<width { output[x] = UInt8((sums[x] + radius) / boxWidth) }
            addRow(row + radius + 1, 1)
            addRow(row - radius, -1)
        }
    }
}
