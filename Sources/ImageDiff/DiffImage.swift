import Render

/// The picture of a comparison: expected | diff | actual side by side, each panel the size
/// of the images. In the diff panel unchanged pixels are the expected image's brightness
/// faded toward white (pixelmatch's `alpha` 0.1), differences are red and anti-aliased
/// pixels yellow, as pixelmatch draws them.
///
/// ``ImageComparison`` writes the picture as it compares, row by row, straight into the
/// storage of the array that becomes the image.
struct DiffImage {
    // MARK: - Constants

    /// A pixel that differs: opaque red.
    static let differenceColor: UInt32 = 0xFFFF_0000
    /// A pixel over the threshold that is anti-aliasing: opaque yellow.
    static let antiAliasingColor: UInt32 = 0xFFFF_FF00
    /// How much of the expected image's brightness shows in the diff panel.
    static let fade = 0.1

    // MARK: - Properties

    /// The width of one panel.
    let width: Int
    let height: Int
    /// `3 × width × height` pixels, rows of expected | diff | actual, owned by the caller;
    /// or, when ``holdsOneRow``, the `3 × width` pixels of the row being drawn.
    let pixels: UnsafeMutablePointer<UInt32>
    /// Whether every row is drawn into the same storage, to be handed out before the next.
    var holdsOneRow = false

    // MARK: - Sizes

    /// Whether three panels of `width` × `height` side by side make a valid image (no side
    /// over ``Render/Canvas/maximumPixels``).
    static func fits(width: Int, height: Int) -> Bool {
        width > 0 && height > 0 && width <= Canvas.maximumPixels / 3 && height <= Canvas.maximumPixels
    }

    /// The pixel count of the picture of images of `width` × `height`.
    static func pixelCount(width: Int, height: Int) -> Int { width * 3 * height }

    // MARK: - Writing

    /// Copies row `y` of both images into their panels and returns where the diff panel's
    /// row begins.
    @inline(__always)
    func beginRow(_ y: Int, expected: UnsafePointer<UInt32>, actual: UnsafePointer<UInt32>) -> UnsafeMutablePointer<UInt32> {
        let row = holdsOneRow ? pixels : pixels + y * width * 3
        row.update(from: expected, count: width)
        (row + 2 * width).update(from: actual, count: width)
        return row + width
    }

    /// Writes the faded diff-panel pixels of `count` equal pixels from `expected` to `output`.
    @inline(__always)
    static func fadeRun(_ expected: UnsafePointer<UInt32>, count: Int, into output: UnsafeMutablePointer<UInt32>) {
        var last: UInt32 = 0, lastFaded = faded(0)
        for index in 0..<count {
            let pixel = expected[index]
            if pixel != last {
                last = pixel
                lastFaded = faded(pixel)
            }
            output[index] = lastFaded
        }
    }

    /// The diff-panel pixel of an unchanged premultiplied `pixel`: its brightness blended
    /// with white at ``fade`` × its alpha, `255 + 0.1 × (Y − alpha)` on premultiplied
    /// channels (pixelmatch's `blend(Y, 0.1 × a)` on straight ones), rounded.
    @inline(__always)
    static func faded(_ pixel: UInt32) -> UInt32 {
        let y = Double(pixel >> 16 & 0xFF) * 0.298_895_31 + Double(pixel >> 8 & 0xFF) * 0.586_622_47 + Double(pixel & 0xFF) * 0.114_482_23
        let gray = UInt32(min(max(255 + fade * (y - Double(pixel >> 24)), 0), 255).rounded())
        return 0xFF00_0000 | gray << 16 | gray << 8 | gray
    }
}
