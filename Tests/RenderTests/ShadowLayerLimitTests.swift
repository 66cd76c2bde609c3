import Foundation
import Render
import Testing
import TokenValues

/// Issue #37: a 1,000-layer shadow hung `preview`; the token reader now refuses more than
/// ``ValueLimits/largestShadowLayerCount`` layers, and a shadow of that many layers, each as
/// large as a card's, is drawn in one test's time (no timing asserted: the machine is shared).
@Suite("Canvas shadows: the most layers")
struct ShadowLayerLimitTests {
    private static let card = CGRect(x: 80, y: 120, width: 230, height: 300)

    /// The largest layer count, every layer blurred widely, outer and inset alternating, on
    /// a phone-sized canvas at 3×: each layer lands (the last, drawn first, is under the rest).
    @Test func theLargestLayerCountOfWideBlursIsDrawn() throws {
        let count = ValueLimits.largestShadowLayerCount
        let shadows = (0..<count).map { layer -> Shadow in
            let offset = Double(layer)
            let blur = TokenValues.Dimension(8 * offset + 8), spread = TokenValues.Dimension(Double(layer % 4))
            return Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.05), offsetX: TokenValues.Dimension(0),
                          offsetY: TokenValues.Dimension(offset), blur: blur, spread: spread, inset: layer % 2 == 1)
        }
        let canvas = try Canvas(size: CGSize(width: 390, height: 844), scale: 3)
        canvas.drawShadows(shadows, forRoundedRect: Self.card, cornerRadii: CornerRadii(16))
        #expect(canvas.error == nil)
        let image = try canvas.makeImage()
        // Outside the card, below it, the outer layers add up; inside, the inset ones do.
        let below = image.alpha(195 * 3, (420 + 20) * 3)
        let inside = image.alpha(195 * 3, (120 + 4) * 3)
        #expect(below > 0.1, "\(below)")
        #expect(inside > 0.05, "\(inside)")
        #expect(image.alpha(2, 2) < below)
    }

    /// The limit is what the drawing above is sized for.
    @Test func theLimitIsSixteenLayers() {
        #expect(ValueLimits.largestShadowLayerCount == 16)
    }
}
