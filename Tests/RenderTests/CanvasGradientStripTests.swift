import Foundation
@testable import Render
import Testing
import TokenValues

/// Level and upright gradients drawn from one row or column: within one level per channel
/// of Cairo's own drawing in every case, and not used where the colors change both ways.
@Suite("Canvas gradient strip")
struct CanvasGradientStripTests {
    private static let gradient = Gradient(stops: [
        .init(color: Color(srgbHex: 0xDDE1E8), position: 0),
        .init(color: Color(srgbHex: 0xFFFFFF, alpha: 0.5), position: 0.4),
        .init(color: Color(srgbHex: 0x1F6FEB, alpha: 0.9), position: 0.7),
        .init(color: Color(srgbHex: 0xDDE1E8), position: 1),
    ])

    /// `draw` on a 203 × 61 point canvas at `scale`, with the strip and without.
    private static func both(scale: Int, _ draw: (Canvas) -> Void) throws -> (strip: PixelImage, cairo: PixelImage) {
        func render(strip: Bool) throws -> PixelImage {
            let canvas = try Canvas(size: CGSize(width: 203, height: 61), scale: scale)
            canvas.drawsGradientsFromOneRow = strip
            canvas.clear(with: Color(srgbHex: 0x20242C))
            draw(canvas)
            return try canvas.makeImage()
        }
        return try (render(strip: true), render(strip: false))
    }

    @Test(arguments: [1, 2, 3])
    func horizontalGradientsStayWithinOneLevel(scale: Int) throws {
        let fills: [(CGPoint, CGPoint)] = [
            (CGPoint(x: 10, y: 0), CGPoint(x: 190, y: 0)), (CGPoint(x: 150.3, y: 7), CGPoint(x: 20.6, y: 7)),
            (CGPoint(x: -40, y: 3), CGPoint(x: 400, y: 3)), (CGPoint(x: 60, y: 0), CGPoint(x: 61, y: 0)),
        ]
        for (start, end) in fills {
            let images = try Self.both(scale: scale) { canvas in
                canvas.translate(by: CGPoint(x: 3.25, y: 1.5))
                canvas.fill(Path(roundedRect: CGRect(x: 4.5, y: 3, width: 180, height: 40), cornerRadius: 13),
                            with: .linearGradient(Self.gradient, start: start, end: end))
                canvas.clip(to: CGRect(x: 20, y: 44, width: 120, height: 14), cornerRadius: 7)
                canvas.fill(Path(rect: CGRect(x: 0, y: 0, width: 203, height: 61)), with: .linearGradient(Self.gradient, start: start, end: end))
            }
            let difference = try #require(images.strip.largestChannelDifference(from: images.cairo))
            #expect(difference <= 1, "\(start) → \(end) at \(scale)×: \(difference)")
        }
    }

    @Test(arguments: [1, 2, 3])
    func uprightGradientsStayWithinOneLevel(scale: Int) throws {
        let images = try Self.both(scale: scale) { canvas in
            canvas.translate(by: CGPoint(x: 0.75, y: 2.5))
            canvas.fill(Path(roundedRect: CGRect(x: 4.5, y: 3, width: 180, height: 50), cornerRadius: 13),
                        with: .linearGradient(Self.gradient, start: CGPoint(x: 9, y: 10.3), end: CGPoint(x: 9, y: 48)))
        }
        let difference = try #require(images.strip.largestChannelDifference(from: images.cairo))
        #expect(difference <= 1, "\(scale)×: \(difference)")
    }

    @Test func slantedGradientsAreCairosOwn() throws {
        let images = try Self.both(scale: 2) { canvas in
            canvas.fill(Path(rect: CGRect(x: 0, y: 30, width: 203, height: 31)),
                        with: .linearGradient(Self.gradient, start: CGPoint(x: 0, y: 30), end: CGPoint(x: 203, y: 61)))
            // Level in user space, but the canvas is turned: its colors change along y too.
            canvas.withSavedState {
                canvas.rotate(by: 0.3)
                canvas.fill(Path(rect: CGRect(x: 20, y: 0, width: 100, height: 20)),
                            with: .linearGradient(Self.gradient, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 120, y: 0)))
            }
        }
        #expect(images.strip == images.cairo)
    }

    @Test func theWidestCanvasDrawsItsRow() throws {
        let canvas = try Canvas(size: CGSize(width: CGFloat(Canvas.maximumPixels), height: 2))
        canvas.fill(Path(rect: CGRect(x: 0, y: 0, width: CGFloat(Canvas.maximumPixels), height: 2)),
                    with: .linearGradient(Self.gradient, start: .zero, end: CGPoint(x: CGFloat(Canvas.maximumPixels), y: 0)))
        let image = try canvas.makeImage()
        #expect(image.pixels[0] == image.pixels[Canvas.maximumPixels])
        #expect(image.pixels[0] != image.pixels[Canvas.maximumPixels / 2])
    }
}
