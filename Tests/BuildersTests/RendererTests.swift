import Builders
import Foundation
import Render
import TestSupport
import Testing
import TokenModel

@Suite("Renderer")
struct RendererTests {
    @Test func resolvesThemedColorsInItsTheme() throws {
        let light = Color(srgbHex: 0xFFFFFF), dark = Color(srgbHex: 0x0B0D10)
        let view = View()
        view.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        view.backgroundColor = Themed(light, variants: [.dark: dark])
        #expect(try Renderer(scale: 1, theme: .light).render(view).color(atX: 1, y: 1) == light)
        #expect(try Renderer(scale: 1, theme: .dark).render(view).color(atX: 1, y: 1) == dark)
    }

    @Test func drawsSubviewsAtTheirFramesAndSkipsHiddenOnes() throws {
        let root = View()
        root.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let child = View()
        child.frame = CGRect(x: 5, y: 5, width: 5, height: 5)
        child.backgroundColor = Themed(Color(srgbHex: 0x00FF00))
        root.addSubview(child)
        let hidden = View()
        hidden.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
        hidden.backgroundColor = Themed(Color(srgbHex: 0xFF0000))
        hidden.isHidden = true
        root.addSubview(hidden)
        let image = try Renderer(scale: 2).render(root, padding: 1)
        #expect(image.width == 24)
        #expect(image.color(atX: 2 + 12, y: 2 + 12) == Color(srgbHex: 0x00FF00))
        #expect(image.color(atX: 4, y: 4)?.alpha == 0)
        #expect(child.superview === root)
        child.removeFromSuperview()
        #expect(root.subviews.count == 1 && child.superview == nil)
    }

    @Test func labelTextIsDrawnInItsColor() throws {
        let red = Color(srgbHex: 0xD32F2F)
        let label = LabelBuilder.startBuild()
            .setFont(Typography(fontFamily: ["DejaVu Sans"], fontSize: 40))
            .setTextColor(Themed(red))
            .setText("█")
            .build()
        let image = try Renderer(scale: 1).renderFitting(label)
        #expect(image.color(atX: image.width / 2, y: image.height / 2) == red)
    }
}
