import Foundation
import Render
import Testing
import TokenValues

/// ``Canvas/blurBackdrop(in:radius:)`` at every shrink factor: a flat backdrop stays
/// exactly its color (the block average and the blur keep it), and half-transparent
/// pixels keep their premultiplied color.
@Suite("Backdrop blur")
struct CanvasBackdropBlurTests {
    /// σ of 2, 8 and 20 device pixels at scale 2: no shrink, by 2 and by 4.
    @Test(arguments: [CGFloat(1), 4, 10])
    func aFlatBackdropKeepsItsColor(radius: CGFloat) throws {
        for color in [Color(srgbHex: 0x3366CC), Color(srgbHex: 0xFF8800, alpha: 0.5)] {
            let canvas = try Canvas(size: CGSize(width: 60, height: 40), scale: 2)
            canvas.clear(with: color)
            canvas.blurBackdrop(in: CGRect(x: 10, y: 5, width: 37, height: 23), radius: radius)
            let image = try canvas.makeImage()
            let expected = try #require(image.color(atX: 2, y: 2))
            #expect(abs(expected.red - color.red) < 0.01 && abs(expected.alpha - color.alpha) < 0.01, "the backdrop is the color")
            for (x, y) in [(40, 30), (21, 11), (93, 55), (60, 40)] {
                let pixel = try #require(image.color(atX: x, y: y))
                #expect(abs(pixel.red - expected.red) < 0.01 && abs(pixel.green - expected.green) < 0.01
                        && abs(pixel.blue - expected.blue) < 0.01 && abs(pixel.alpha - expected.alpha) < 0.01,
                        "radius \(radius), (\(x), \(y)): \(pixel.hexString) for \(expected.hexString)")
            }
        }
    }

    /// A huge radius blurs as half the canvas does: a near-flat average, drawn in about the
    /// time of a wide blur (it used to read pixels for the whole reach: a million points
    /// took half a minute).
    @Test func aHugeRadiusBlursAsHalfTheCanvas() throws {
        func stripes(radius: CGFloat) throws -> PixelImage {
            let canvas = try Canvas(size: CGSize(width: 120, height: 60), scale: 2)
            for index in 0..<12 {
                canvas.fill(CGRect(x: CGFloat(index) * 10, y: 0, width: 10, height: 60),
                            color: index.isMultiple(of: 2) ? Color(srgbHex: 0xFF0000) : Color(srgbHex: 0x0000FF))
            }
            canvas.blurBackdrop(in: CGRect(x: 20, y: 10, width: 80, height: 40), radius: radius)
            return try canvas.makeImage()
        }
        let huge = try stripes(radius: 1_000_000)
        #expect(huge == (try stripes(radius: 60)))
        // Inside the rectangle the stripes are gone: red and blue within a few levels.
        let left = try #require(huge.color(atX: 100, y: 60)), right = try #require(huge.color(atX: 110, y: 60))
        #expect(abs(left.red - right.red) < 0.05 && abs(left.blue - right.blue) < 0.05)
    }
}
