import Builders
import Foundation
import Render
import Testing
import TokenModel

@Suite("Compositing")
struct CompositingTests {
    private let renderer = Renderer(scale: 1)

    private func view(_ frame: CGRect, _ color: Themed<Color>? = nil) -> View {
        let view = View(frame: frame)
        view.backgroundColor = color
        return view
    }

    @Test func perCornerRadiusRoundsOnlyMaskedCorners() throws {
        let box = view(CGRect(x: 0, y: 0, width: 20, height: 20), .red)
        box.cornerRadius = 10
        box.maskedCorners = [.topLeft]
        let image = try renderer.render(box)
        #expect(image.color(atX: 0, y: 0)?.alpha == 0)
        #expect(image.color(atX: 19, y: 0) == .red && image.color(atX: 0, y: 19) == .red && image.color(atX: 19, y: 19) == .red)
    }

    @Test func borderIsDrawnOverSubviews() throws {
        let box = view(CGRect(x: 0, y: 0, width: 20, height: 20))
        box.borderWidth = 4
        box.borderColor = .black
        box.addSubview(view(box.bounds, .green))
        let image = try renderer.render(box)
        #expect(image.color(atX: 1, y: 1) == .black && image.color(atX: 10, y: 10) == .green)

        box.maskedCorners = [.bottomRight]
        box.cornerRadius = 8
        let masked = try renderer.render(box)
        #expect(masked.color(atX: 1, y: 1) == .black && masked.color(atX: 10, y: 10) == .green)
    }

    @Test func shadowsAreDrawnBehindUnlessClipped() throws {
        let root = view(CGRect(x: 0, y: 0, width: 60, height: 60))
        let card = view(CGRect(x: 20, y: 20, width: 20, height: 20), .white)
        card.shadow = Themed([Shadow(color: .black, offsetX: Dimension(0), offsetY: Dimension(0), blur: Dimension(0), spread: Dimension(4))])
        root.addSubview(card)
        let shadowed = try renderer.render(root)
        #expect(shadowed.color(atX: 17, y: 30) == .black && shadowed.color(atX: 30, y: 30) == .white)
        #expect(shadowed.color(atX: 10, y: 30)?.alpha == 0)
        card.clipsToBounds = true
        #expect(try renderer.render(root).color(atX: 17, y: 30)?.alpha == 0)

        card.clipsToBounds = false
        card.shadow = Themed([Shadow(color: .black, offsetX: Dimension(0), offsetY: Dimension(0), blur: Dimension(0), spread: Dimension(4), inset: true)])
        let inset = try renderer.render(root)
        #expect(inset.color(atX: 21, y: 30) == .black && inset.color(atX: 30, y: 30) == .white && inset.color(atX: 17, y: 30)?.alpha == 0)
    }

    @Test func alphaCompositesTheViewAsOneGroup() throws {
        let box = view(CGRect(x: 0, y: 0, width: 10, height: 10), .red)
        box.addSubview(view(box.bounds, .red))
        box.alpha = 0.5
        let alpha = try #require(try renderer.render(box).color(atX: 5, y: 5)?.alpha)
        #expect(abs(alpha - 0.5) < 0.01)
        box.alpha = 0
        #expect(try renderer.render(box).color(atX: 5, y: 5)?.alpha == 0)
    }

    @Test func clipsToBoundsCutsSubviewsToTheRoundedBounds() throws {
        let root = view(CGRect(x: 0, y: 0, width: 30, height: 30))
        let clipper = view(CGRect(x: 0, y: 0, width: 20, height: 20))
        clipper.cornerRadius = 10
        clipper.addSubview(view(CGRect(x: 0, y: 0, width: 30, height: 30), .green))
        root.addSubview(clipper)
        #expect(try renderer.render(root).color(atX: 25, y: 25) == .green)
        clipper.clipsToBounds = true
        let clipped = try renderer.render(root)
        #expect(clipped.color(atX: 25, y: 25)?.alpha == 0 && clipped.color(atX: 0, y: 0)?.alpha == 0)
        #expect(clipped.color(atX: 10, y: 10) == .green)
    }

    @Test func customViewsDrawBetweenBackgroundAndSubviews() throws {
        final class Cross: View {
            override func draw(in context: RenderContext) throws {
                context.canvas.fill(CGRect(x: 0, y: 0, width: 10, height: 10), color: .blue)
            }
        }
        let cross = Cross(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        cross.backgroundColor = .yellow
        cross.addSubview(view(CGRect(x: 5, y: 5, width: 5, height: 5), .red))
        let image = try renderer.render(cross, padding: 2)
        #expect(image.color(atX: 3, y: 3) == .blue && image.color(atX: 8, y: 8) == .red && image.color(atX: 15, y: 15) == .yellow)
        let context = RenderContext(canvas: try Canvas(size: CGSize(width: 1, height: 1)), theme: .defaults)
        #expect(context.theme == .defaults)
    }

    @Test func renderLaysOutAtASizeAndDrawsIntoACanvas() throws {
        let root = View()
        root.backgroundColor = .blue
        let image = try renderer.render(root, layingOutAt: .fixed(CGSize(width: 8, height: 6)))
        #expect(image.width == 8 && image.height == 6 && image.color(atX: 4, y: 3) == .blue)
        let canvas = try Canvas(size: CGSize(width: 20, height: 20))
        try renderer.draw(root, on: canvas, at: CGPoint(x: 10, y: 10))
        let drawn = try canvas.makeImage()
        #expect(drawn.color(atX: 12, y: 12) == .blue && drawn.color(atX: 5, y: 5)?.alpha == 0)
    }
}
