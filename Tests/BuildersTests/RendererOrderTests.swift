import Builders
import Foundation
import Render
import Testing
import TokenModel

/// What the renderer leaves out and the order it draws in, by sampled pixels: a hidden
/// view takes its subviews with it; drawing is depth-first, so a later sibling's subtree
/// covers an earlier sibling's subviews and a child covers its parent.
@Suite("Renderer: hidden subtrees and depth-first order")
struct RendererOrderTests {
    // MARK: - Helpers

    private func view(_ frame: CGRect, _ color: Color? = nil, in parent: View) -> View {
        let view = View(frame: frame)
        view.backgroundColor = color.map { Themed($0) }
        parent.addSubview(view)
        return view
    }

    // MARK: - Tests

    /// A hidden 10 × 10 view with a red child: nothing at (5, 5); shown, the red is there.
    @Test func hiddenViewsTakeTheirSubviewsWithThem() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let hidden = view(CGRect(x: 0, y: 0, width: 10, height: 10), in: root)
        _ = view(CGRect(x: 0, y: 0, width: 10, height: 10), .red, in: hidden)
        hidden.isHidden = true
        #expect(try Renderer(scale: 1).render(root).color(atX: 5, y: 5)?.alpha == 0)
        hidden.isHidden = false
        #expect(try Renderer(scale: 1).render(root).color(atX: 5, y: 5) == Color.red)
    }

    /// In a 40 × 10 root: `first` (0…30) holds a green child over all of it; `second`
    /// (20…40) is blue with a yellow child at 30…40. Left to right: green (first's child
    /// alone), blue (second over first's child), yellow (second's child over second).
    @Test func laterSubtreesDrawOverEarlierOnesAndChildrenOverParents() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        let first = view(CGRect(x: 0, y: 0, width: 30, height: 10), .red, in: root)
        _ = view(CGRect(x: 0, y: 0, width: 30, height: 10), .green, in: first)
        let second = view(CGRect(x: 20, y: 0, width: 20, height: 10), .blue, in: root)
        _ = view(CGRect(x: 10, y: 0, width: 10, height: 10), .yellow, in: second)
        let pixels = try Renderer(scale: 1).render(root)
        #expect(pixels.color(atX: 10, y: 5) == Color.green)
        #expect(pixels.color(atX: 25, y: 5) == Color.blue)
        #expect(pixels.color(atX: 35, y: 5) == Color.yellow)
    }
}
