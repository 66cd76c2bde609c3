import Foundation
import Render
import Testing
import TokenValues

/// `Canvas.image(size:scale:drawing:)`: drawing straight into the image's memory gives what
/// drawing and copying gives, errors come through, and a canvas kept past the drawing
/// cannot reach the image's memory.
@Suite("Canvas drawing into its image")
struct CanvasOwnPixelsTests {
    private static func draw(_ canvas: Canvas) {
        canvas.fill(CGRect(x: 2, y: 3, width: 30, height: 12), color: Color(srgbHex: 0x1F6FEB, alpha: 0.7), cornerRadius: 4)
        canvas.fill(Path(rect: CGRect(x: 0, y: 10, width: 40, height: 10)),
                    with: .linearGradient(Gradient(stops: [.init(color: Color(srgbHex: 0xFFFFFF), position: 0), .init(color: Color(srgbHex: 0x000000), position: 1)]),
                                          start: .zero, end: CGPoint(x: 40, y: 0)))
    }

    @Test(arguments: [1, 2, 3])
    func givesWhatDrawingAndCopyingGives(scale: Int) throws {
        let size = CGSize(width: 40.5, height: 21)
        let direct = try Canvas.image(size: size, scale: scale, drawing: Self.draw)
        let canvas = try Canvas(size: size, scale: scale)
        Self.draw(canvas)
        #expect(try direct == canvas.makeImage())
        #expect(direct.width == Int((40.5 * Double(scale)).rounded(.up)) && direct.scale == scale)
    }

    @Test func errorsComeThrough() {
        struct Stop: Error {}
        #expect(throws: Stop.self) { try Canvas.image(size: CGSize(width: 10, height: 10)) { _ in throw Stop() } }
        #expect(throws: RenderError.self) {
            try Canvas.image(size: CGSize(width: 10, height: 10)) { $0.fill(CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1), color: Color(srgbHex: 0xFFFFFF)) }
        }
        #expect(throws: RenderError.self) { try Canvas.image(size: CGSize(width: 0, height: 10)) { _ in } }
    }

    /// A canvas kept past the drawing, in each order of the calls that could touch the
    /// image's memory: reading first (the image gone, a phone screen's 2.8 MB unmapped),
    /// then blurring, then drawing.
    @Test(arguments: [false, true])
    func aCanvasKeptPastTheDrawingNeitherReadsNorDraws(imageKept: Bool) throws {
        var kept: Canvas?
        var image: PixelImage? = try Canvas.image(size: CGSize(width: 320, height: 560), scale: 2) { canvas in
            canvas.fill(CGRect(x: 0, y: 0, width: 10, height: 10), color: Color(srgbHex: 0xFFFFFF))
            kept = canvas
        }
        let before = image?.pixels
        if !imageKept { image = nil }
        let canvas = try #require(kept)
        #expect(throws: RenderError.self) { try canvas.makeImage() }
        canvas.blurBackdrop(in: CGRect(x: 0, y: 0, width: 100, height: 100), radius: 4)
        canvas.fill(CGRect(x: 0, y: 0, width: 20, height: 20), color: Color(srgbHex: 0xFF0000))
        #expect(throws: RenderError.self) { try canvas.makeImage() }
        if imageKept { #expect(image?.pixels == before) }
        kept = nil
    }
}
