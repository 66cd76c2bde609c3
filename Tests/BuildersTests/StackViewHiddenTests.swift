import Builders
import Foundation
import Testing

/// Hidden arranged views under every distribution on both axes. Frames worked out by hand from UIKit's documentation of `UIStackView`:
/// a hidden arranged view takes no room and no gap, sits 0 long at the trailing edge of the
/// visible view before it (the stack's leading edge when none is), at the stack's leading
/// edge across the axis with its own intrinsic breadth; the visible views are arranged as
/// if it were not there.
@Suite("Stack view: hidden views")
struct StackViewHiddenTests {
    // MARK: - Hidden views

    /// A stack 200 long and 40 across, spacing 10, arranging a (30 long, 20 across),
    /// b (40, 30) hidden, c (50, 40) and d (20, 10), aligned `.fill` (so every visible view
    /// is 40 across). The visible lengths add up to 30 + 50 + 20 = 100 and their two gaps
    /// to 20, leaving 80. Returns (position, length) along the axis of a, b, c, d.
    private static func along(_ distribution: StackView.Distribution) -> [(CGFloat, CGFloat)] {
        switch distribution {
        // All hug at 250: by index the last visible view, d, takes the 80: 20 + 80 = 100.
        // b sits after a, at 30.
        case .fill: [(0, 30), (30, 0), (40, 50), (100, 100)]
        // (200 − 20) / 3 = 60 each; b after a, at 60.
        case .fillEqually: [(0, 60), (60, 0), (70, 60), (140, 60)]
        // 180 shared 30 : 50 : 20 (b's 40 does not count): 54, 90, 36; b at 54.
        case .fillProportionally: [(0, 54), (54, 0), (64, 90), (164, 36)]
        // Intrinsic lengths; the 100 left over split into two equal gaps of 50; b at 30.
        case .equalSpacing: [(0, 30), (30, 0), (80, 50), (180, 20)]
        // a's center at 15 and d's at 200 − 10 = 190, so c's at 102.5 and c starts at 77.5
        // (gaps 47.5 and 52.5, both at least 10); b at 30.
        case .equalCentering: [(0, 30), (30, 0), (77.5, 50), (180, 20)]
        }
    }

    @Test(arguments: StackView.Distribution.allCases, [LayoutAxis.horizontal, .vertical])
    func hiddenViewTakesNoRoom(_ distribution: StackView.Distribution, _ axis: LayoutAxis) throws {
        let lengths: [CGFloat] = [30, 40, 50, 20], breadths: [CGFloat] = [20, 30, 40, 10]
        let views = zip(lengths, breadths).enumerated().map { index, size in
            SizedView(length: size.0, breadth: size.1, axis: axis, name: "\(index)")
        }
        views[1].isHidden = true
        let stack = StackView(arrangedSubviews: views)
        stack.axis = axis
        stack.distribution = distribution
        stack.spacing = 10
        try LayoutPass.layout(stack, size: .fixed(CGSize(length: 200, breadth: 40, axis: axis)))
        // Across: visible views span the 40; hidden b keeps its own 30 at the leading edge.
        let across: [(CGFloat, CGFloat)] = [(0, 40), (0, 30), (0, 40), (0, 40)]
        #expect(views.map(\.frame) == zip(Self.along(distribution), across).map { CGRect(along: $0, across: $1, axis: axis) })
    }

    /// The first view hidden: it sits 0 long at the stack's leading edge and the rest start
    /// there too, with no gap before them (a hidden, b 40 and c 50 at spacing 10 in 200,
    /// `.equalSpacing`: b (0, 40), c (150, 50)).
    @Test(arguments: [LayoutAxis.horizontal, .vertical])
    func hiddenFirstViewLeavesNoGap(_ axis: LayoutAxis) throws {
        let a = SizedView(30, 30, name: "a"), b = SizedView(40, 40, name: "b"), c = SizedView(50, 50, name: "c")
        a.isHidden = true
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.axis = axis
        stack.distribution = .equalSpacing
        stack.alignment = .leading
        stack.spacing = 10
        try LayoutPass.layout(stack, size: .fixed(CGSize(length: 200, breadth: 50, axis: axis)))
        let along: [(CGFloat, CGFloat)] = [(0, 0), (0, 40), (150, 50)]
        #expect([a, b, c].map(\.frame) == zip(along, [30, 40, 50]).map { CGRect(along: $0, across: (0, $1), axis: axis) })
    }

    // MARK: - Overflow

    // Overflow on both axes and under every distribution: StackViewBehaviourTests.

    /// A hidden view in an overflowing column frees its length: 60 + (40 hidden) + 60 in
    /// 120 at spacing 0 fits exactly, a (0, 60), c (60, 60).
    @Test func hiddenViewRelievesVerticalOverflow() throws {
        let a = SizedView(10, 60, name: "a"), b = SizedView(10, 40, name: "b"), c = SizedView(10, 60, name: "c")
        b.isHidden = true
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.axis = .vertical
        try LayoutPass.layout(stack, size: .fixed(CGSize(width: 10, height: 120)))
        #expect(a.frame == CGRect(x: 0, y: 0, width: 10, height: 60))
        #expect(b.frame == CGRect(x: 0, y: 60, width: 10, height: 0))
        #expect(c.frame == CGRect(x: 0, y: 60, width: 10, height: 60))
    }
}
