import Foundation
import Render
import Testing
import TokenValues

@Suite("Frame strips")
struct FrameStripTests {
    private func frame(_ hex: UInt32, width: CGFloat = 10, height: CGFloat = 5) throws -> PixelImage {
        let canvas = try Canvas(size: CGSize(width: width, height: height), scale: 2)
        canvas.clear(with: Color(srgbHex: hex))
        return try canvas.makeImage()
    }

    @Test func framesSitInCellsOfTheLargestFrameSpacingApart() throws {
        let strip = try FrameStrip.compose([frame(0xFF0000), frame(0x00FF00, width: 4), frame(0x0000FF)],
                                           columns: 2, spacing: 1, background: Color(srgbHex: 0xFFFFFF))
        #expect(strip.width == 2 * (10 + 1 + 10) && strip.height == 2 * (5 + 1 + 5) && strip.scale == 2)
        #expect(strip.color(atX: 1, y: 1)?.hexString == "#FF0000")
        #expect(strip.color(atX: 20, y: 1)?.hexString == "#FFFFFF", "the spacing shows the background")
        #expect(strip.color(atX: 23, y: 1)?.hexString == "#00FF00")
        #expect(strip.color(atX: 35, y: 1)?.hexString == "#FFFFFF", "a narrower frame leaves its cell's rest empty")
        #expect(strip.color(atX: 1, y: 13)?.hexString == "#0000FF", "the third frame starts the second row")
    }

    @Test func badInputIsAnErrorNotACrash() throws {
        #expect(throws: RenderError.self) { try FrameStrip.compose([]) }
        #expect(throws: RenderError.self) { try FrameStrip.compose([frame(0)], columns: 0) }
        #expect(throws: RenderError.self) { try FrameStrip.compose([frame(0)], spacing: .nan) }
        #expect(throws: RenderError.self) { try FrameStrip.compose([frame(0)], spacing: -1) }
        let other = try PixelImage(width: 1, height: 1, scale: 1, pixels: [0])
        #expect(throws: RenderError.self) { try FrameStrip.compose([frame(0), other]) }
        #expect(throws: RenderError.self) { try FrameStrip.compose([try PixelImage(width: 0, height: 0, pixels: [])]) }
    }
}
