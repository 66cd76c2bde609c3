import Builders
import Foundation
import Testing

/// The layout pass's fast paths: one solver per axis when no constraint mixes them (else
/// one solver), and positions along a stack relative to the view before. Frames worked out
/// by hand in comments; each must be what one solver over per-view unknowns gives.
@Suite("Layout: separated axes and anchored positions")
struct LayoutSeparationTests {
    // MARK: - Helpers

    /// A vertical stack of `count` rows, each a horizontal stack (spacing 4) of a 10 × 10
    /// view and a 20 × `height(index)` view.
    private func list(_ count: Int, height: (Int) -> CGFloat) -> StackView {
        let list = StackView()
        list.debugName = "list"
        list.axis = .vertical
        list.spacing = 2
        for index in 0..<count {
            let row = StackView(arrangedSubviews: [SizedView(10, 10, name: "icon\(index)"), SizedView(20, height(index), name: "body\(index)")])
            row.debugName = "row\(index)"
            row.spacing = 4
            row.alignment = .top
            list.addArrangedSubview(row)
        }
        return list
    }

    // MARK: - Tests

    /// Rows of heights max(10, 5 + 3i), 2 apart: row i's top is the sum of the heights and
    /// gaps above it; each body sits 10 + 4 to the right of its row's leading edge.
    @Test func anchoredPositionsAddUpDownAStack() throws {
        let stack = list(5) { 5 + 3 * CGFloat($0) }
        let size = try LayoutPass.layout(stack, size: .fitting(width: .compressed, height: .compressed))
        let heights: [CGFloat] = [10, 10, 11, 14, 17]
        var top: CGFloat = 0
        for (index, row) in stack.arrangedSubviews.enumerated() {
            #expect(row.frame == CGRect(x: 0, y: top, width: 34, height: heights[index]))
            #expect(row.subviews[1].frame == CGRect(x: 14, y: 0, width: 20, height: 5 + 3 * CGFloat(index)))
            top += heights[index] + 2
        }
        #expect(size == CGSize(width: 34, height: 62 + 8))
    }

    /// Laying the same tree out again after a change gives the new frames (nothing solved
    /// before is reused): row 1 grows from 10 to 30, so rows 2… move down by 20.
    @Test func layingOutAgainAfterAChangeMovesWhatFollows() throws {
        let stack = list(3) { _ in 8 }
        try LayoutPass.layout(stack, size: .fitting(width: .compressed, height: .compressed))
        #expect(stack.arrangedSubviews[2].frame.minY == 24)
        let taller = SizedView(20, 30, name: "taller")
        let row = stack.arrangedSubviews[1] as! StackView
        row.arrangedSubviews[1].removeFromSuperview()
        row.addArrangedSubview(taller)
        try LayoutPass.layout(stack, size: .fitting(width: .compressed, height: .compressed))
        #expect(stack.arrangedSubviews[1].frame == CGRect(x: 0, y: 12, width: 34, height: 30))
        #expect(stack.arrangedSubviews[2].frame.minY == 44)
    }

    /// A constraint relating a width to a height (an aspect ratio) makes the axes one
    /// system: the square in the second row is 40 wide, so 40 high, under a 10-high row.
    @Test func aConstraintAcrossAxesStillLaysOut() throws {
        let square = View().useAutoLayout()
        square.debugName = "square"
        NSLayoutConstraint.activate([
            square.widthAnchor.constraint(equalToConstant: 40),
            square.heightAnchor.constraint(equalTo: square.widthAnchor),
        ])
        let stack = StackView(arrangedSubviews: [SizedView(30, 10, name: "top"), square])
        stack.axis = .vertical
        stack.alignment = .leading
        let size = try LayoutPass.layout(stack, size: .fitting(width: .compressed, height: .compressed))
        #expect(square.frame == CGRect(x: 0, y: 10, width: 40, height: 40))
        #expect(size == CGSize(width: 40, height: 50))
    }

    /// A fixed width (given to no solver in the fast path) that a required maximum
    /// contradicts is logged as the single solver logs it: both constraints named.
    @Test func aContradictedFixedSizeIsStillReported() throws {
        let box = SizedView(10, 10, name: "box")
        let stack = StackView(arrangedSubviews: [box])
        let fixed = box.widthAnchor.constraint(equalToConstant: 40)
        let limit = box.widthAnchor.constraint(lessThanOrEqualToConstant: 30)
        NSLayoutConstraint.activate([fixed, limit])
        let conflicts = try ConstraintConflicts.recording {
            try LayoutPass.layout(stack, size: .fitting(width: .compressed, height: .compressed))
        }.conflicts
        #expect(conflicts.count == 1)
        #expect(Set(conflicts.first?.constraints.map(\.constraint) ?? []) == [fixed.description, limit.description])
    }
}
