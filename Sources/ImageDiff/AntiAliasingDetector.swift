/// Whether a pixel is likely anti-aliasing, as pixelmatch decides it after Vyšniauskas's
/// "Anti-aliased pixel and intensity slope detector" (2009).
///
/// A pixel is anti-aliasing when, among its 8 neighbors, at most 2 are as bright as it (an
/// image edge counts as one), some are darker and some brighter, and the darkest or the
/// brightest neighbor sits inside a flat area (3 or more equal neighbors) in both images:
/// it lies on the slope between two solid colors.
///
/// That test looks at brightness alone, so it also takes a changed 1-pixel line between a
/// light and a dark area, or any color between two flat ones, for anti-aliasing. With
/// ``requiresProof`` (``ComparisonOptions/AntiAliasing/proven``) the pixel must moreover be
/// explained by those two neighbors: its color is a blend of the darkest and the brightest
/// neighbor with one coverage in all four channels (±1 level for rounding), and the other
/// image has both colors within ``searchRadius`` pixels, so the colors on either side of
/// the edge did not change, only where the edge lies. A changed color fails one or the
/// other: a 1-pixel line of its own color is no blend of its sides, and a blend of a changed
/// color has an end the other image lacks.
struct AntiAliasingDetector {
    // MARK: - Properties

    /// The image the pixel is examined in.
    let image: UnsafeBufferPointer<UInt32>
    /// The other image, where the darkest or brightest neighbor must be flat as well.
    let other: UnsafeBufferPointer<UInt32>
    let width: Int
    let height: Int
    /// Whether the pixel must be proven a blend of neighbors whose colors the other image
    /// has as well.
    let requiresProof: Bool

    /// How far from the pixel, in pixels, the other image must have the colors of the
    /// darkest and the brightest neighbor: 2, so that an edge moved by up to one whole
    /// pixel (Pango places glyphs on whole pixels, so a subpixel offset of text moves some
    /// glyphs by one) is still explained.
    static let searchRadius = 2

    // MARK: - Detecting

    /// Whether pixel (`x`, `y`) of ``image`` is anti-aliasing.
    @inline(__always)
    func isAntiAliased(x: Int, y: Int) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0)
        let x2 = min(x + 1, width - 1), y2 = min(y + 1, height - 1)
        let center = image[y * width + x]
        var equal = x == x0 || x == x2 || y == y0 || y == y2 ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkestX = 0, darkestY = 0, brightestX = 0, brightestY = 0
        // Columns outside, rows inside: pixelmatch's order, which settles ties.
        for neighborX in x0...x2 {
            for neighborY in y0...y2 where neighborX != x || neighborY != y {
                let neighbor = image[neighborY * width + neighborX]
                let delta = neighbor == center ? 0 : YIQ.brightnessDelta(center, neighbor)
                if delta == 0 {
                    equal += 1
                    if equal > 2 { return false }
                } else if delta < darkest {
                    darkest = delta
                    darkestX = neighborX
                    darkestY = neighborY
                } else if delta > brightest {
                    brightest = delta
                    brightestX = neighborX
                    brightestY = neighborY
                }
            }
        }
        guard darkest != 0, brightest != 0 else { return false }
        let onASlope = (Self.hasManySiblings(image, x: darkestX, y: darkestY, width: width, height: height)
                && Self.hasManySiblings(other, x: darkestX, y: darkestY, width: width, height: height))
            || (Self.hasManySiblings(image, x: brightestX, y: brightestY, width: width, height: height)
                && Self.hasManySiblings(other, x: brightestX, y: brightestY, width: width, height: height))
        guard onASlope, requiresProof else { return onASlope }
        let dark = image[darkestY * width + darkestX], bright = image[brightestY * width + brightestX]
        return Self.isBlend(center, of: dark, and: bright) && isNear(x: x, y: y, in: other, dark, bright)
    }

    /// Whether `first` and `second` are both within ``searchRadius`` of (`x`, `y`) in
    /// `pixels`.
    private func isNear(x: Int, y: Int, in pixels: UnsafeBufferPointer<UInt32>, _ first: UInt32, _ second: UInt32) -> Bool {
        var foundFirst = false, foundSecond = false
        for neighborY in max(y - Self.searchRadius, 0)...min(y + Self.searchRadius, height - 1) {
            for neighborX in max(x - Self.searchRadius, 0)...min(x + Self.searchRadius, width - 1) {
                let pixel = pixels[neighborY * width + neighborX]
                foundFirst = foundFirst || pixel == first
                foundSecond = foundSecond || pixel == second
                if foundFirst && foundSecond { return true }
            }
        }
        return false
    }

    /// Whether premultiplied `pixel` is `first` blended with `second` at one coverage, 0 to
    /// 1, in all four channels, each within 1 level: the coverages each channel allows
    /// must overlap.
    @inline(__always)
    static func isBlend(_ pixel: UInt32, of first: UInt32, and second: UInt32) -> Bool {
        var lowest = 0.0, highest = 1.0
        for shift in stride(from: UInt32(0), through: 24, by: 8) {
            let value = Double(pixel >> shift & 0xFF), start = Double(first >> shift & 0xFF)
            let span = Double(second >> shift & 0xFF) - start
            guard span != 0 else {
                if abs(value - start) > 1 { return false }
                continue
            }
            let bound1 = (value - 1 - start) / span, bound2 = (value + 1 - start) / span
            lowest = max(lowest, min(bound1, bound2))
            highest = min(highest, max(bound1, bound2))
            if lowest > highest { return false }
        }
        return true
    }

    // MARK: - Private

    /// Whether pixel (`x`, `y`) of `pixels` has 3 or more neighbors of exactly its value, an
    /// image edge counting as one.
    private static func hasManySiblings(_ pixels: UnsafeBufferPointer<UInt32>, x: Int, y: Int, width: Int, height: Int) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0)
        let x2 = min(x + 1, width - 1), y2 = min(y + 1, height - 1)
        let center = pixels[y * width + x]
        var equal = x == x0 || x == x2 || y == y0 || y == y2 ? 1 : 0
        for neighborX in x0...x2 {
            for neighborY in y0...y2 where neighborX != x || neighborY != y {
                if pixels[neighborY * width + neighborX] == center {
                    equal += 1
                    if equal > 2 { return true }
                }
            }
        }
        return false
    }
}
