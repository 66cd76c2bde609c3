/// Whether a pixel is likely anti-aliasing, as pixelmatch decides it after Vyšniauskas's
/// "Anti-aliased pixel and intensity slope detector" (2009).
///
/// A pixel is anti-aliasing when, among its 8 neighbors, at most 2 are as bright as it (an
/// image edge counts as one), some are darker and some brighter, and the darkest or the
/// brightest neighbor sits inside a flat area (3 or more equal neighbors) in both images:
/// it lies on the slope between two solid colors.
struct AntiAliasingDetector {
    // MARK: - Properties

    /// The image the pixel is examined in.
    let image: UnsafeBufferPointer<UInt32>
    /// The other image, where the darkest or brightest neighbor must be flat as well.
    let other: UnsafeBufferPointer<UInt32>
    let width: Int
    let height: Int

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
        return (Self.hasManySiblings(image, x: darkestX, y: darkestY, width: width, height: height)
                && Self.hasManySiblings(other, x: darkestX, y: darkestY, width: width, height: height))
            || (Self.hasManySiblings(image, x: brightestX, y: brightestY, width: width, height: height)
                && Self.hasManySiblings(other, x: brightestX, y: brightestY, width: width, height: height))
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
