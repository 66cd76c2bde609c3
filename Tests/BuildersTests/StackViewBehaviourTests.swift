import Builders
import Foundation
import Testing
import TokenModel

/// Stack views beyond the matrix: overflow (on both axes) and extra space, hidden views, custom spacing,
/// margins, baselines, nesting and fitting sizes. Frames worked out by hand in comments.
@Suite("Stack view: behaviour")
struct StackViewBehaviourTests {
    // MARK: - Helpers

    /// A sized view with baselines at fixed offsets from its top, as a text view reports.
    private final class BaselineView: View {
        let size: CGSize
        let first: CGFloat
        let last: CGFloat

        init(_ width: CGFloat, _ height: CGFloat, first: CGFloat, last: CGFloat, name: String) {
            size = CGSize(width: width, height: height)
            self.first = first
            self.last = last
            super.init(frame: .zero)
            debugName = name
        }

        required init?(coder: NSCoder) {
            return nil
        }

        required convenience init() {
            self.init(0, 0, first: 0, last: 0, name: "baseline")
        }

        override func intrinsicContentSize(fittingWidth width: CGFloat?) throws -> CGSize? { size }

        override func baselineMetrics(forWidth width: CGFloat) throws -> BaselineMetrics? {
            BaselineMetrics(firstBaseline: first, lastBaseline: last, contentHeight: size.height)
        }
    }

    private func stack(_ views: [View], axis: LayoutAxis = .horizontal, spacing: CGFloat = 0) -> StackView {
        let stack = StackView(arrangedSubviews: views)
        stack.debugName = "stack"
        stack.axis = axis
        stack.spacing = spacing
        return stack
    }

    // MARK: - Overflow and extra space

    /// 60 + 60 + 40 = 160 long in 120, on either axis: b resists compression least (740), so
    /// b alone gives the 40: a (0, 60), b (60, 20), c (80, 40).
    @Test(arguments: [LayoutAxis.horizontal, .vertical])
    func overflowShrinksTheLowestCompressionResistance(_ axis: LayoutAxis) throws {
        let views = [60, 60, 40].enumerated().map { SizedView(length: $1, breadth: 10, axis: axis, name: "\($0)") }
        views[1].setContentCompressionResistancePriority(740, for: axis)
        try LayoutPass.layout(stack(views, axis: axis), size: .fixed(CGSize(length: 120, breadth: 10, axis: axis)))
        #expect(views.map(\.frame) == [(0, 60), (60, 20), (80, 40)].map { CGRect(along: $0, across: (0, 10), axis: axis) })
    }

    /// The same with equal compression resistance: by index the last gives the 40, to 0.
    @Test(arguments: [LayoutAxis.horizontal, .vertical])
    func overflowTieShrinksTheLast(_ axis: LayoutAxis) throws {
        let views = [60, 60, 40].enumerated().map { SizedView(length: $1, breadth: 10, axis: axis, name: "\($0)") }
        try LayoutPass.layout(stack(views, axis: axis), size: .fixed(CGSize(length: 120, breadth: 10, axis: axis)))
        #expect(views.map(\.frame) == [(0, 60), (60, 60), (120, 0)].map { CGRect(along: $0, across: (0, 10), axis: axis) })
    }

    /// Every distribution with an overflow, on either axis: fillEqually and
    /// fillProportionally share the loss (their constraints outrank compression
    /// resistance); the spacing ones keep their minimum gaps and the last view shrinks.
    /// 50 + 50 in 80, spacing 10: fillEqually 35 each; fillProportionally 70 × ½ = 35 each;
    /// the others a 50, b 20.
    @Test(arguments: StackView.Distribution.allCases, [LayoutAxis.horizontal, .vertical])
    func overflowByDistribution(_ distribution: StackView.Distribution, _ axis: LayoutAxis) throws {
        let a = SizedView(length: 50, breadth: 10, axis: axis, name: "a"), b = SizedView(length: 50, breadth: 10, axis: axis, name: "b")
        let view = stack([a, b], axis: axis, spacing: 10)
        view.distribution = distribution
        try LayoutPass.layout(view, size: .fixed(CGSize(length: 80, breadth: 10, axis: axis)))
        let shared = distribution == .fillEqually || distribution == .fillProportionally
        #expect(a.frame == CGRect(along: (0, shared ? 35 : 50), across: (0, 10), axis: axis))
        #expect(b.frame == CGRect(along: (shared ? 45 : 60, shared ? 35 : 20), across: (0, 10), axis: axis))
    }

    /// 30 + 40 + 50 + 2 × 10 = 140 in 200: a hugs least (200), so a grows by 60:
    /// a (0, 90), b (100, 40), c (150, 50).
    @Test func extraSpaceGrowsTheLowestHugging() throws {
        let a = SizedView(30, 10, name: "a"), b = SizedView(40, 10, name: "b"), c = SizedView(50, 10, name: "c")
        a.setContentHuggingPriority(200, for: .horizontal)
        try LayoutPass.layout(stack([a, b, c], spacing: 10), size: .fixed(CGSize(width: 200, height: 10)))
        #expect([a, b, c].map(\.frame) == [
            CGRect(x: 0, y: 0, width: 90, height: 10), CGRect(x: 100, y: 0, width: 40, height: 10),
            CGRect(x: 150, y: 0, width: 50, height: 10),
        ])
    }

    // MARK: - Hidden views

    /// b hidden: a (0, 30), c right after one gap at 40; b is 0 wide at 30; the stack fits
    /// 30 + 10 + 50 = 90 wide and, aligned `.fill`, as tall as c (40).
    @Test func hiddenViewsTakeNoSpace() throws {
        let a = SizedView(30, 20, name: "a"), b = SizedView(40, 30, name: "b"), c = SizedView(50, 40, name: "c")
        b.isHidden = true
        let view = stack([a, b, c], spacing: 10)
        view.setCustomSpacing(25, after: b)
        #expect(try LayoutPass.layout(view, size: .compressed) == CGSize(width: 90, height: 40))
        #expect(a.frame == CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(b.frame == CGRect(x: 30, y: 0, width: 0, height: 30))
        #expect(c.frame == CGRect(x: 40, y: 0, width: 50, height: 40))
    }

    /// Nothing visible: the stack is 0 long (and 0 across) at its fitting size.
    @Test(arguments: [LayoutAxis.horizontal, .vertical])
    func allHiddenHasZeroLength(_ axis: LayoutAxis) throws {
        let a = SizedView(30, 20, name: "a")
        a.isHidden = true
        #expect(try LayoutPass.layout(stack([a], axis: axis, spacing: 10), size: .compressed) == .zero)
        #expect(try LayoutPass.layout(stack([], axis: axis), size: .compressed) == .zero)
    }

    // MARK: - Spacing and margins

    /// 20 after a, 10 after b: a (0, 30), b (50, 40), c (100, 50); 150 wide.
    @Test func customSpacingReplacesSpacing() throws {
        let a = SizedView(30, 10, name: "a"), b = SizedView(40, 10, name: "b"), c = SizedView(50, 10, name: "c")
        let view = stack([a, b, c], spacing: 10)
        view.setCustomSpacing(20, after: a)
        #expect(view.customSpacing(after: a) == 20 && view.customSpacing(after: b) == StackView.spacingUseDefault)
        #expect(try LayoutPass.layout(view, size: .compressed) == CGSize(width: 150, height: 10))
        #expect([a, b, c].map(\.frame.minX) == [0, 50, 100])
    }

    /// Margins 5 / 8 / 7 / 12 (top, left, bottom, right): a at (8, 5), b at 8 + 30 + 10 = 48;
    /// 8 + 30 + 10 + 40 + 12 = 100 wide, 5 + 30 + 7 = 42 tall (aligned `.fill`).
    @Test func marginsRelativeArrangementInsets() throws {
        let a = SizedView(30, 20, name: "a"), b = SizedView(40, 30, name: "b")
        let view = stack([a, b], spacing: 10)
        view.layoutMargins = EdgeInsets(top: 5, left: 8, bottom: 7, right: 12)
        view.isLayoutMarginsRelativeArrangement = true
        #expect(try LayoutPass.layout(view, size: .compressed) == CGSize(width: 100, height: 42))
        #expect(a.frame == CGRect(x: 8, y: 5, width: 30, height: 30))
        #expect(b.frame == CGRect(x: 48, y: 5, width: 40, height: 30))
        view.isLayoutMarginsRelativeArrangement = false
        #expect(try LayoutPass.layout(view, size: .compressed) == CGSize(width: 80, height: 30))
    }

    /// Centered with margins 4 / 0 / 10 / 0 in a 40-tall stack: the margin box is 4...30,
    /// its center 17, so a 10-tall view sits at 12.
    @Test func centerAlignmentCentersInTheMargins() throws {
        let a = SizedView(30, 10, name: "a")
        let view = stack([a])
        view.alignment = .center
        view.layoutMargins = EdgeInsets(top: 4, left: 0, bottom: 10, right: 0)
        view.isLayoutMarginsRelativeArrangement = true
        try LayoutPass.layout(view, size: .fixed(CGSize(width: 30, height: 40)))
        #expect(a.frame == CGRect(x: 0, y: 12, width: 30, height: 10))
    }

    // MARK: - Baselines

    /// a: 40 tall, baselines at 10 and 30; b: 20 tall, both at 15.
    /// First baselines: b's 15 above it is the most, so b at 0, the baseline at 15, a at 5;
    /// 45 tall. Last baselines: 30 above (a) + 10 below (a) = 40 tall, a at 0, b at 15.
    @Test func baselineAlignments() throws {
        let a = BaselineView(30, 40, first: 10, last: 30, name: "a"), b = BaselineView(30, 20, first: 15, last: 15, name: "b")
        let view = stack([a, b])
        view.alignment = .firstBaseline
        #expect(try LayoutPass.layout(view, size: .compressed) == CGSize(width: 60, height: 45))
        #expect(a.frame.minY == 5 && b.frame.minY == 0)
        view.alignment = .lastBaseline
        #expect(try LayoutPass.layout(view, size: .compressed) == CGSize(width: 60, height: 40))
        #expect(a.frame.minY == 0 && b.frame.minY == 15)
    }

    /// Vertical, baseline-relative, spacing 20: b's first baseline (15 into it) is 20 below
    /// a's last (30): b at 35; the stack 35 + 20 = 55 tall.
    @Test func baselineRelativeArrangement() throws {
        let a = BaselineView(30, 40, first: 10, last: 30, name: "a"), b = BaselineView(30, 20, first: 15, last: 15, name: "b")
        let view = stack([a, b], axis: .vertical, spacing: 20)
        view.alignment = .leading
        view.isBaselineRelativeArrangement = true
        #expect(try LayoutPass.layout(view, size: .compressed) == CGSize(width: 30, height: 55))
        #expect(a.frame.minY == 0 && b.frame.minY == 35)
        view.isBaselineRelativeArrangement = false
        #expect(try LayoutPass.layout(view, size: .compressed) == CGSize(width: 30, height: 80))
    }

    /// Labels of two sizes aligned on their first baselines end up with equal baselines.
    @Test func labelsAlignOnBaselines() throws {
        let big = Label(text: "Big"), small = Label(text: "small")
        big.typography = Typography(fontFamily: ["DejaVu Sans"], fontSize: 28)
        small.typography = Typography(fontFamily: ["DejaVu Sans"], fontSize: 12)
        let view = stack([big, small], spacing: 4)
        view.alignment = .firstBaseline
        try LayoutPass.layout(view, size: .compressed)
        let bigBaseline = try #require(try big.baselineMetrics(forWidth: big.frame.width)).firstBaseline
        let smallBaseline = try #require(try small.baselineMetrics(forWidth: small.frame.width)).firstBaseline
        #expect(big.frame.minY == 0)
        #expect(abs((big.frame.minY + bigBaseline) - (small.frame.minY + smallBaseline)) < 0.001)
        #expect(view.frame.height == big.frame.height)
    }

    // MARK: - Nesting and fitting

    /// Inner (horizontal, spacing 5): a 30 + 5 + b 40 = 75 wide, 30 tall (`.fill`: a
    /// stretched to b's 30). Outer (vertical, spacing 4, `.leading`): inner at 0, c at
    /// 30 + 4 = 34; 75 × 44.
    @Test func nestedStacks() throws {
        let a = SizedView(30, 20, name: "a"), b = SizedView(40, 30, name: "b"), c = SizedView(50, 10, name: "c")
        let inner = stack([a, b], spacing: 5)
        let outer = stack([inner, c], axis: .vertical, spacing: 4)
        outer.alignment = .leading
        #expect(try LayoutPass.layout(outer, size: .compressed) == CGSize(width: 75, height: 44))
        #expect(inner.frame == CGRect(x: 0, y: 0, width: 75, height: 30))
        #expect(a.frame == CGRect(x: 0, y: 0, width: 30, height: 30))
        #expect(b.frame == CGRect(x: 35, y: 0, width: 40, height: 30))
        #expect(c.frame == CGRect(x: 0, y: 34, width: 50, height: 10))
        #expect(try LayoutPass.ambiguities(in: outer, size: .compressed).isEmpty)
    }

    /// A root stack fitted to exactly 200 wide: the last view grows (30, 40, 130 after
    /// gaps of 0); as tall as the tallest (`.fill`).
    @Test func rootStackAtFittingWidth() throws {
        let a = SizedView(30, 20, name: "a"), b = SizedView(40, 30, name: "b"), c = SizedView(50, 10, name: "c")
        let view = stack([a, b, c])
        #expect(try LayoutPass.layout(view, size: .fitting(width: .exactly(200))) == CGSize(width: 200, height: 30))
        #expect([a, b, c].map(\.frame.width) == [30, 40, 130])
    }

    /// A stack inside a plain container hugs its content across the axis when only its
    /// top and leading edges are pinned.
    @Test func stackInContainerHugs() throws {
        let container = View()
        let a = SizedView(30, 20, name: "a"), b = SizedView(40, 30, name: "b")
        let view = stack([a, b], spacing: 10).useAutoLayout()
        view.alignment = .center
        container.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
        ])
        try LayoutPass.layout(container, size: .fixed(CGSize(width: 300, height: 300)))
        #expect(view.frame == CGRect(x: 10, y: 10, width: 80, height: 30))
        #expect(a.frame == CGRect(x: 0, y: 5, width: 30, height: 20))
    }

    // MARK: - Errors

    /// A required width that equal lengths cannot keep: the logged conflict names the
    /// stack's constraint as UIKit would (`UISV-fill-equally`).
    @Test func conflictsNameTheStackConstraints() throws {
        let a = SizedView(30, 10, name: "a"), b = SizedView(40, 10, name: "b")
        NSLayoutConstraint.activate([a.widthAnchor.constraint(equalToConstant: 30)])
        let view = stack([a, b])
        view.distribution = .fillEqually
        let conflicts = try ConstraintConflicts.recording {
            try LayoutPass.layout(view, size: .fixed(CGSize(width: 100, height: 10)))
        }.conflicts
        let constraints = conflicts.flatMap { $0.constraints.map(\.constraint) }
        #expect(constraints.contains { $0.hasPrefix("UISV-fill-equally: View") || $0.hasPrefix("UISV-fill-equally: SizedView") })
    }

    // MARK: - Arranged subviews

    @Test func arrangedSubviewsUseAutoLayout() {
        let plain = View()
        #expect(plain.translatesAutoresizingMaskIntoConstraints)
        let view = StackView(arrangedSubviews: [plain])
        #expect(!plain.translatesAutoresizingMaskIntoConstraints)
        #expect(plain.superview === view && view.arrangedSubviews.count == 1)
    }

    /// Removing b from its superview stops it being arranged: c follows a directly.
    @Test func removeFromSuperviewStopsArranging() throws {
        let a = SizedView(30, 10, name: "a"), b = SizedView(40, 10, name: "b"), c = SizedView(50, 10, name: "c")
        let view = stack([a, b, c], spacing: 10)
        b.removeFromSuperview()
        #expect(view.arrangedSubviews.count == 2)
        #expect(try LayoutPass.layout(view, size: .compressed) == CGSize(width: 90, height: 10))
        #expect(c.frame.minX == 40)
    }

    /// `removeArrangedSubview` keeps the view as a plain subview, laid out by its frame.
    @Test func removeArrangedSubviewKeepsSubview() throws {
        let a = SizedView(30, 10, name: "a"), b = SizedView(40, 10, name: "b")
        let view = stack([a, b])
        view.removeArrangedSubview(b)
        #expect(view.arrangedSubviews.count == 1 && b.superview === view)
        b.translatesAutoresizingMaskIntoConstraints = true
        b.frame = CGRect(x: 5, y: 5, width: 1, height: 1)
        #expect(try LayoutPass.layout(view, size: .compressed) == CGSize(width: 30, height: 10))
        #expect(b.frame == CGRect(x: 5, y: 5, width: 1, height: 1))
    }
}
