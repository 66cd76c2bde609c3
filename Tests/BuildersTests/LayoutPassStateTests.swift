import Builders
@_spi(LayoutFastPaths) @testable import ViewKit
import Foundation
import Testing

/// What a running layout pass shares is found on the tree it lays out, not on the task:
/// every view of the tree finds its pass, a view outside it finds none, and a pass started
/// inside another over a subtree has its own state with the outer pass's fast paths.
@Suite("Layout: the running pass's state")
struct LayoutPassStateTests {
    // MARK: - Nested types

    /// A view that notes, in `layoutSubviews()`, the pass its subview and an unrelated view
    /// find, and lays its first subview out again in a pass of its own.
    private final class Probe: View {
        var seenBySubview: LayoutPassState?
        var seenOutside: LayoutPassState?
        var seenByNested: LayoutPassState?
        let outsider = View()

        override func layoutSubviews() {
            seenBySubview = LayoutPassState.running(over: subviews[0].subviews[0])
            seenOutside = LayoutPassState.running(over: outsider)
            let inner = InnerProbe()
            subviews[0].addSubview(inner)
            subviews[0].setNeedsLayout()
            subviews[0].layoutIfNeeded()
            seenByNested = inner.seen
        }
    }

    /// Notes the pass it is laid out in.
    private final class InnerProbe: View {
        var seen: LayoutPassState?

        override func layoutSubviews() {
            seen = LayoutPassState.running(over: self)
        }
    }

    // MARK: - Tests

    @Test func theTreeFindsItsPassAndNothingOutsideDoes() throws {
        let root = Probe(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let middle = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        middle.addSubview(View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        root.addSubview(middle)
        let paths = LayoutFastPaths(helperThreads: false, separateSolvers: false)
        try LayoutPass.layout(root, size: .fixed(root.frame.size), fastPaths: paths)

        let outer = try #require(root.seenBySubview)
        #expect(root.seenOutside == nil)
        let nested = try #require(root.seenByNested)
        #expect(nested !== outer)
        #expect(!nested.fastPaths.helperThreads && !nested.fastPaths.separateSolvers)
        // The pass leaves nothing behind on the tree.
        #expect(root.runningLayoutPass == nil && middle.runningLayoutPass == nil)
        #expect(LayoutPassState.running(over: middle.subviews[0]) == nil)
    }
}
