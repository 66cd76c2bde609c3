import Foundation
@_spi(PNGReference) import Render
import Testing
import TokenValues

/// `PixelImage`'s checks: bad sizes, scales and pixel counts are errors, never traps; the
/// one size limit holds for PNGs too; reading colors back clamps invalid pixels.
@Suite("Pixel images")
struct PixelImageTests {
    // MARK: - Initializer checks

    @Test func negativeSizesAreErrors() {
        #expect(throws: RenderError.invalidImage("a size of -1 × -1 pixels is not 0 to 16384 a side")) {
            try PixelImage(width: -1, height: -1, pixels: [])
        }
        #expect(throws: RenderError.self) { try PixelImage(width: -2, height: -3, pixels: Array(repeating: 0, count: 6)) }
    }

    @Test func sizesOverTheLimitAreErrors() {
        #expect(throws: RenderError.invalidImage("a size of 16385 × 1 pixels is not 0 to 16384 a side")) {
            try PixelImage(width: Canvas.maximumPixels + 1, height: 1, pixels: Array(repeating: 0, count: Canvas.maximumPixels + 1))
        }
        // Would overflow `width × height` without the limit.
        #expect(throws: RenderError.self) { try PixelImage(width: Int.max, height: 2, pixels: []) }
        #expect(throws: RenderError.self) { try PixelImage(width: 1 << 32, height: 1 << 32, pixels: []) }
    }

    @Test func aWrongPixelCountIsAnError() {
        #expect(throws: RenderError.invalidImage("3 pixels for 2 × 2")) { try PixelImage(width: 2, height: 2, pixels: [0, 0, 0]) }
    }

    @Test(arguments: [-1, 0, 4, Int.max])
    func scalesOtherThanOneToThreeAreErrors(scale: Int) throws {
        #expect(throws: RenderError.invalidScale(scale)) { try PixelImage(width: 1, height: 1, scale: scale, pixels: [0]) }
        let png = try PixelImage(width: 1, height: 1, pixels: [0xFF00_0000]).pngData()
        #expect(throws: RenderError.invalidScale(scale)) { try PixelImage(pngData: png, scale: scale) }
        #expect(throws: RenderError.invalidScale(scale)) { try PixelImage(cairoPNGData: png, scale: scale) }
        let apng = try APNGWriter().data(frames: [PixelImage(width: 1, height: 1, pixels: [0])], framesPerSecond: 1)
        #expect(throws: RenderError.invalidScale(scale)) { try APNGAnimation(pngData: apng).frameImages(scale: scale) }
    }

    @Test func emptyAndLargestImagesAreAllowed() throws {
        #expect(try PixelImage(width: 0, height: 0, pixels: []).pixels.isEmpty)
        #expect(try PixelImage(width: 0, height: 5, scale: 3, pixels: []).height == 5)
    }

    // MARK: - The one size limit

    @Test func theLargestImageRoundTripsThroughPNG() throws {
        for (width, height) in [(Canvas.maximumPixels, 1), (1, Canvas.maximumPixels)] {
            let image = try PixelImage(width: width, height: height, pixels: (0..<width * height).map { UInt32($0 & 0xFF) * 0x0101_0101 })
            #expect(try PixelImage(pngData: image.pngData()) == image)
        }
    }

    // MARK: - Reading colors

    @Test func colorsOfInvalidPixelsAreClampedToOne() throws {
        // Color over alpha is not valid premultiplied data.
        let image = try PixelImage(width: 2, height: 1, pixels: [0x10FF_8040, 0x0102_0304])
        for x in 0..<2 {
            let color = try #require(image.color(atX: x, y: 0))
            for channel in [color.red, color.green, color.blue] {
                #expect((0...1).contains(channel), "pixel \(x): \(color)")
            }
        }
        #expect(image.color(atX: 0, y: 0) == Color(red: 1, green: 1, blue: 1, alpha: Double(0x10) / 255))
    }

    @Test func colorsAreWhatAPNGOfTheImageHolds() throws {
        // Cairo's writer divides by alpha with rounding; reading a color divides the same way.
        let image = try PixelImage(width: 3, height: 1, pixels: [0x8040_2000, 0x0301_0200, 0xFFFF_8000])
        let straight = try PixelImage(pngData: image.pngData())
        #expect(image.color(atX: 0, y: 0) == Color(red: 128 / 255, green: 64 / 255, blue: 0, alpha: 128 / 255))
        #expect(image.color(atX: 1, y: 0) == Color(red: 85 / 255, green: 170 / 255, blue: 0, alpha: 3 / 255))
        #expect(image.color(atX: 2, y: 0) == Color(red: 1, green: 128 / 255, blue: 0, alpha: 1))
        #expect(straight == image)
    }

    // MARK: - Data slices

    @Test func slicesOfLargerDataDecode() throws {
        let image = PNGTestImages.random(width: 6, height: 4, opaque: false, seed: 101)
        let padded = try Data([1, 2, 3]) + image.pngData() + Data([4])
        let slice = padded[3..<padded.count - 1]
        #expect(slice.startIndex == 3)
        #expect(try PixelImage(pngData: slice) == image)
        #expect(try PixelImage(cairoPNGData: slice) == image)
    }
}
