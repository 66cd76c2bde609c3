import Builders
import Foundation
import Testing

/// Every distribution × alignment, horizontal and vertical, with frames worked out by hand
/// from UIKit's documentation of `UIStackView`.
///
/// Horizontal: a stack 200 × 60, spacing 10, arranging a (30 × 20), b (40 × 30) and
/// c (50 × 40) by intrinsic size. The views' widths add up to 120 and the two gaps to 20,
/// so 60 points are left over.
///
/// Along the axis (x, width):
/// - `.fill`: all three hug at 250, so by index the last grows by 60:
///   a (0, 30), b (40, 40), c (90, 110).
/// - `.fillEqually`: (200 − 20) / 3 = 60 each: a (0, 60), b (70, 60), c (140, 60).
/// - `.fillProportionally`: 180 points shared 30 : 40 : 50, so 45, 60, 75:
///   a (0, 45), b (55, 60), c (125, 75).
/// - `.equalSpacing`: intrinsic widths, the 80 left shared by two equal gaps of 40:
///   a (0, 30), b (70, 40), c (150, 50).
/// - `.equalCentering`: a's center at 15, c's at 200 − 25 = 175, so b's at 95 and b
///   starts at 75 (gaps 45 and 35, both at least 10): a (0, 30), b (75, 40), c (150, 50).
///
/// Across the axis (y, height) in 60 points:
/// - `.fill`: every view 0, 60.
/// - `.top`: 0 and its own height.
/// - `.center`: (60 − h) / 2: a 20, b 15, c 10.
/// - `.bottom`: 60 − h: a 40, b 30, c 20.
/// - `.firstBaseline`: views without text have both baselines at the bottom edge, so the
///   bottoms line up, pulled to the top: c (40 tall) at 0, bottoms at 40: a 20, b 10, c 0.
/// - `.lastBaseline`: bottoms line up, pulled to the bottom: a 40, b 30, c 20.
///
/// Vertical: the same with the axes swapped: a stack 60 × 200 arranging a (20 × 30),
/// b (30 × 40), c (40 × 50); the baseline alignments act as `.leading` and `.trailing`.
@Suite("Stack view: distribution × alignment")
struct StackViewMatrixTests {
    // MARK: - Expected frames

    /// (position, length) along the axis of a, b, c.
    private static func along(_ distribution: StackView.Distribution) -> [(CGFloat, CGFloat)] {
        switch distribution {
        case .fill: [(0, 30), (40, 40), (90, 110)]
        case .fillEqually: [(0, 60), (70, 60), (140, 60)]
        case .fillProportionally: [(0, 45), (55, 60), (125, 75)]
        case .equalSpacing: [(0, 30), (70, 40), (150, 50)]
        case .equalCentering: [(0, 30), (75, 40), (150, 50)]
        }
    }

    /// (position, length) across the axis of a, b, c.
    private static func across(_ alignment: StackView.Alignment, vertical: Bool) -> [(CGFloat, CGFloat)] {
        switch alignment {
        case .fill: [(0, 60), (0, 60), (0, 60)]
        case .leading: [(0, 20), (0, 30), (0, 40)]
        case .center: [(20, 20), (15, 30), (10, 40)]
        case .trailing: [(40, 20), (30, 30), (20, 40)]
        case .firstBaseline: vertical ? [(0, 20), (0, 30), (0, 40)] : [(20, 20), (10, 30), (0, 40)]
        case .lastBaseline: [(40, 20), (30, 30), (20, 40)]
        }
    }

    // MARK: - Tests

    @Test(arguments: StackView.Distribution.allCases, StackView.Alignment.allCases)
    func horizontal(_ distribution: StackView.Distribution, _ alignment: StackView.Alignment) throws {
        try check(.horizontal, distribution, alignment)
    }

    @Test(arguments: StackView.Distribution.allCases, StackView.Alignment.allCases)
    func vertical(_ distribution: StackView.Distribution, _ alignment: StackView.Alignment) throws {
        try check(.vertical, distribution, alignment)
    }

    // MARK: - Private

    /// Lays out a, b and c in a stack along `axis` (200 long, 60 across, spacing 10) and
    /// checks their frames against ``along(_:)`` and ``across(_:vertical:)``, and that
    /// nothing is ambiguous.
    private func check(_ axis: LayoutAxis, _ distribution: StackView.Distribution, _ alignment: StackView.Alignment) throws {
        let vertical = axis == .vertical
        // A rect from (position, length) along and across the axis.
        func rect(_ along: (CGFloat, CGFloat), _ across: (CGFloat, CGFloat)) -> CGRect {
            vertical ? CGRect(x: across.0, y: along.0, width: across.1, height: along.1)
                : CGRect(x: along.0, y: across.0, width: along.1, height: across.1)
        }
        let sizes: [(CGFloat, CGFloat)] = [(30, 20), (40, 30), (50, 40)]
        let views = zip(sizes, ["a", "b", "c"]).map { size, name in
            let frame = rect((0, size.0), (0, size.1))
            return SizedView(frame.width, frame.height, name: name)
        }
        let stack = StackView(arrangedSubviews: views)
        stack.axis = axis
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = 10
        let size = LayoutSize.fixed(rect((0, 200), (0, 60)).size)
        try LayoutPass.layout(stack, size: size)
        let expected = zip(Self.along(distribution), Self.across(alignment, vertical: vertical)).map { rect($0, $1) }
        #expect(views.map(\.frame) == expected)
        #expect(try LayoutPass.ambiguities(in: stack, size: size).isEmpty)
    }
}
