import Foundation
import Render
import Testing
import TokenModel

@Suite("Canvas")
struct CanvasTests {
    @Test func fillsInPointsAtScale() throws {
        let canvas = try Canvas(size: CGSize(width: 10, height: 5), scale: 2)
        #expect(canvas.pixelWidth == 20 && canvas.pixelHeight == 10)
        canvas.fill(CGRect(x: 0, y: 0, width: 5, height: 5), color: Color(srgbHex: 0xD32F2F))
        let image = try canvas.makeImage()
        #expect(image.color(atX: 9, y: 9) == Color(srgbHex: 0xD32F2F))
        #expect(image.color(atX: 10, y: 0)?.alpha == 0)
    }

    @Test func roundedCornersAreTransparent() throws {
        let canvas = try Canvas(size: CGSize(width: 20, height: 20), scale: 1)
        canvas.fill(CGRect(x: 0, y: 0, width: 20, height: 20), color: Color(srgbHex: 0x000000), cornerRadius: 8)
        let image = try canvas.makeImage()
        #expect(image.color(atX: 0, y: 0)?.alpha == 0)
        #expect(image.color(atX: 10, y: 10)?.alpha == 1)
    }

    @Test func invalidSizesAndScalesAreErrors() {
        #expect(throws: RenderError.invalidScale(4)) { try Canvas(size: CGSize(width: 1, height: 1), scale: 4) }
        for size in [CGSize(width: 0, height: 1), CGSize(width: -1, height: 1), CGSize(width: CGFloat.nan, height: 1),
                     CGSize(width: CGFloat.infinity, height: 1), CGSize(width: 20_000, height: 1)] {
            #expect(throws: RenderError.self) { try Canvas(size: size) }
        }
    }
}
