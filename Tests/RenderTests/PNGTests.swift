import Foundation
import Render
import Testing
import TokenModel

@Suite("PNG")
struct PNGTests {
    @Test func roundTripsPixelsExactly() throws {
        let canvas = try Canvas(size: CGSize(width: 8, height: 4))
        canvas.fill(CGRect(x: 0, y: 0, width: 4, height: 4), color: Color(srgbHex: 0x1F6FEB))
        canvas.fill(CGRect(x: 4, y: 0, width: 4, height: 4), color: Color(srgbHex: 0xF97316, alpha: 0.5))
        let image = try canvas.makeImage()
        let decoded = try PixelImage(pngData: image.pngData())
        #expect(decoded == image)
        #expect(try image.pngData() == image.pngData())
    }

    @Test func corruptOrTruncatedDataIsAnError() throws {
        let png = try PixelImage(width: 2, height: 2, pixels: [0xFF00_0000, 0xFFFF_FFFF, 0, 0xFF12_3456]).pngData()
        #expect(throws: RenderError.self) { try PixelImage(pngData: png.prefix(png.count / 2)) }
        #expect(throws: RenderError.self) { try PixelImage(pngData: Data("not a png".utf8)) }
        #expect(throws: RenderError.self) { try PixelImage(pngData: Data()) }
    }
}
