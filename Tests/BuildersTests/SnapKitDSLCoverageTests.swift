import Builders
import Foundation
import Testing

/// The SnapKit DSL members no other test names: each `view.snp.` target, each first
/// attribute of a `make.` line and each attribute chained onto a line, by the constraints
/// they generate (first and second attribute of each), and a few by the frames they give.
@Suite("SnapKit DSL: every member")
struct SnapKitDSLCoverageTests {
    // MARK: - Cases

    /// A `make` line written against a sibling `other`, and the (first, second) attribute
    /// pairs its constraints must relate, in any order.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let pairs: Set<Pair>
        let make: @Sendable (ConstraintMaker, View) -> Void

        var testDescription: String { name }

        init(_ name: String, _ pairs: [(LayoutAttribute, LayoutAttribute)], _ make: @escaping @Sendable (ConstraintMaker, View) -> Void) {
            self.name = name
            self.pairs = Set(pairs.map { Pair(first: $0.0, second: $0.1) })
            self.make = make
        }

        /// Each attribute related to the same attribute of the superview.
        init(_ name: String, same attributes: [LayoutAttribute], _ make: @escaping @Sendable (ConstraintMaker, View) -> Void) {
            self.init(name, attributes.map { ($0, $0) }, make)
        }
    }

    struct Pair: Hashable, Sendable {
        let first: LayoutAttribute
        let second: LayoutAttribute
    }

    /// `view.snp.` members as targets of a line.
    static let targets: [Case] = [
        Case("snp.leading", [(.left, .leading)]) { make, other in make.left.equalTo(other.snp.leading) },
        Case("snp.height", [(.height, .height)]) { make, other in make.height.equalTo(other.snp.height) },
        Case("snp.firstBaseline", [(.top, .firstBaseline)]) { make, other in make.top.equalTo(other.snp.firstBaseline) },
        Case("snp.lastBaseline", [(.bottom, .lastBaseline)]) { make, other in make.bottom.equalTo(other.snp.lastBaseline) },
        Case("snp.horizontalEdges", [(.left, .left), (.right, .right)]) { make, other in
            make.horizontalEdges.equalTo(other.snp.horizontalEdges)
        },
        Case("snp.directionalEdges", [(.top, .top), (.leading, .leading), (.bottom, .bottom), (.trailing, .trailing)]) { make, other in
            make.directionalEdges.equalTo(other.snp.directionalEdges)
        },
        Case("snp.center", [(.centerX, .centerX), (.centerY, .centerY)]) { make, other in make.center.equalTo(other.snp.center) },
        Case("snp.leftMargin", [(.left, .leftMargin)]) { make, other in make.left.equalTo(other.snp.leftMargin) },
        Case("snp.rightMargin", [(.right, .rightMargin)]) { make, other in make.right.equalTo(other.snp.rightMargin) },
        Case("snp.centerXWithinMargins", [(.centerX, .centerXWithinMargins)]) { make, other in
            make.centerX.equalTo(other.snp.centerXWithinMargins)
        },
        Case("snp.centerYWithinMargins", [(.centerY, .centerYWithinMargins)]) { make, other in
            make.centerY.equalTo(other.snp.centerYWithinMargins)
        },
        // Composite to composite relates like to like; SnapKit has no pairing of `center`
        // with `centerWithinMargins` (its edges ↔ margins pairing is the only mixed one).
        Case("snp.centerWithinMargins", [(.centerXWithinMargins, .centerXWithinMargins), (.centerYWithinMargins, .centerYWithinMargins)]) { make, other in
            make.centerWithinMargins.equalTo(other.snp.centerWithinMargins)
        },
    ]

    /// Margin attributes as the first attribute of a line, against the superview.
    static let firstAttributes: [Case] = [
        Case("make.leftMargin", same: [.leftMargin]) { make, _ in make.leftMargin.equalToSuperview() },
        Case("make.rightMargin", same: [.rightMargin]) { make, _ in make.rightMargin.equalToSuperview() },
        Case("make.topMargin", same: [.topMargin]) { make, _ in make.topMargin.equalToSuperview() },
        Case("make.bottomMargin", same: [.bottomMargin]) { make, _ in make.bottomMargin.equalToSuperview() },
        Case("make.leadingMargin", same: [.leadingMargin]) { make, _ in make.leadingMargin.equalToSuperview() },
        Case("make.trailingMargin", same: [.trailingMargin]) { make, _ in make.trailingMargin.equalToSuperview() },
        Case("make.centerXWithinMargins", same: [.centerXWithinMargins]) { make, _ in make.centerXWithinMargins.equalToSuperview() },
        Case("make.centerYWithinMargins", same: [.centerYWithinMargins]) { make, _ in make.centerYWithinMargins.equalToSuperview() },
        Case("make.directionalMargins", same: [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin]) { make, _ in
            make.directionalMargins.equalToSuperview()
        },
    ]

    /// Attributes chained onto a line, against the superview.
    static let chained: [Case] = [
        Case(".bottom", same: [.top, .bottom]) { make, _ in make.top.bottom.equalToSuperview() },
        Case(".right", same: [.left, .right]) { make, _ in make.left.right.equalToSuperview() },
        Case(".width", same: [.height, .width]) { make, _ in make.height.width.equalToSuperview() },
        Case(".centerX", same: [.centerY, .centerX]) { make, _ in make.centerY.centerX.equalToSuperview() },
        Case(".firstBaseline", same: [.top, .firstBaseline]) { make, _ in make.top.firstBaseline.equalToSuperview() },
        Case(".lastBaseline", same: [.bottom, .lastBaseline]) { make, _ in make.bottom.lastBaseline.equalToSuperview() },
        Case(".edges", same: [.width, .top, .left, .bottom, .right]) { make, _ in make.width.edges.equalToSuperview() },
        Case(".horizontalEdges", same: [.top, .left, .right]) { make, _ in make.top.horizontalEdges.equalToSuperview() },
        Case(".verticalEdges", same: [.left, .top, .bottom]) { make, _ in make.left.verticalEdges.equalToSuperview() },
        Case(".directionalEdges", same: [.width, .top, .leading, .bottom, .trailing]) { make, _ in
            make.width.directionalEdges.equalToSuperview()
        },
        Case(".size", same: [.centerX, .width, .height]) { make, _ in make.centerX.size.equalToSuperview() },
        Case(".center", same: [.width, .centerX, .centerY]) { make, _ in make.width.center.equalToSuperview() },
        Case(".leftMargin.rightMargin", same: [.leftMargin, .rightMargin]) { make, _ in make.leftMargin.rightMargin.equalToSuperview() },
        Case(".topMargin.bottomMargin", same: [.topMargin, .bottomMargin]) { make, _ in make.topMargin.bottomMargin.equalToSuperview() },
        Case(".leadingMargin.trailingMargin", same: [.leadingMargin, .trailingMargin]) { make, _ in
            make.leadingMargin.trailingMargin.equalToSuperview()
        },
        Case(".centerXWithinMargins.centerYWithinMargins", same: [.centerXWithinMargins, .centerYWithinMargins]) { make, _ in
            make.centerXWithinMargins.centerYWithinMargins.equalToSuperview()
        },
        Case(".margins", same: [.width, .topMargin, .leftMargin, .bottomMargin, .rightMargin]) { make, _ in
            make.width.margins.equalToSuperview()
        },
        Case(".directionalMargins", same: [.width, .topMargin, .leadingMargin, .bottomMargin, .trailingMargin]) { make, _ in
            make.width.directionalMargins.equalToSuperview()
        },
        Case(".centerWithinMargins", same: [.width, .centerXWithinMargins, .centerYWithinMargins]) { make, _ in
            make.width.centerWithinMargins.equalToSuperview()
        },
    ]

    // MARK: - Generated constraints

    @Test(arguments: targets + firstAttributes + chained)
    func generatesTheAttributes(_ testCase: Case) {
        let parent = View(), other = View(), view = View()
        parent.addSubview(other)
        parent.addSubview(view)
        let constraints = view.snp.prepareConstraints { make in testCase.make(make, other) }
        let generated = constraints.flatMap(\.layoutConstraints)
        #expect(Set(generated.map { Pair(first: $0.firstAttribute, second: $0.secondAttribute ?? $0.firstAttribute) }) == testCase.pairs)
        #expect(generated.count == testCase.pairs.count)
        #expect(generated.allSatisfy { $0.firstItem === view && $0.relation == .equal })
        let expectedSecond = testCase.name.hasPrefix("snp.") ? other : parent
        #expect(generated.allSatisfy { $0.secondItem === expectedSecond })
    }

    // MARK: - Frames

    /// A 200 × 100 parent with margins 10 (top), 20 (left), 30 (bottom), 40 (right): the
    /// area inside them is x 20…160, y 10…70, centered at (90, 40).
    private func parent() -> View {
        let view = View()
        view.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        return view
    }

    private func layout(_ root: View) throws {
        try root.snp.validate()
        try LayoutPass.layout(root, size: .fixed(CGSize(width: 200, height: 100)))
    }

    /// A 20 × 10 view centered inside the parent's margins: its own margins are even (8
    /// all round), so its center within them is its center: (90 − 10, 40 − 5).
    @Test func centerWithinMarginsFrame() throws {
        let root = parent(), view = View()
        root.addSubview(view)
        view.snp.makeConstraints { make in
            make.centerWithinMargins.equalTo(root.snp.centerWithinMargins)
            make.size.equalTo(CGSize(width: 20, height: 10))
        }
        try layout(root)
        #expect(view.frame == CGRect(x: 80, y: 35, width: 20, height: 10))
    }

    /// The view's own margins (8) line up with the parent's: its left at 20 − 8 = 12, its
    /// right at 160 + 8 = 168, its top at 10 − 8 = 2 and its bottom at 70 + 8 = 78.
    @Test func marginsToMarginsFrame() throws {
        let root = parent(), view = View()
        root.addSubview(view)
        view.snp.makeConstraints { make in
            make.leftMargin.rightMargin.equalToSuperview()
            make.topMargin.bottomMargin.equalToSuperview()
        }
        try layout(root)
        #expect(view.frame == CGRect(x: 12, y: 2, width: 156, height: 76))
    }

    /// The same with `directionalMargins` (leading is left).
    @Test func directionalMarginsFrame() throws {
        let root = parent(), view = View()
        root.addSubview(view)
        view.snp.makeConstraints { make in make.directionalMargins.equalToSuperview() }
        try layout(root)
        #expect(view.frame == CGRect(x: 12, y: 2, width: 156, height: 76))
    }

    /// A view copying a sibling's horizontal edges and height, below it: the sibling at
    /// (30, 5, 50, 15), the view at (30, 20, 50, 15).
    @Test func horizontalEdgesAndHeightFrames() throws {
        let root = parent(), sibling = View(), view = View()
        root.addSubview(sibling)
        root.addSubview(view)
        sibling.snp.makeConstraints { make in
            make.left.equalTo(30)
            make.top.equalTo(5)
            make.size.equalTo(CGSize(width: 50, height: 15))
        }
        view.snp.makeConstraints { make in
            make.horizontalEdges.equalTo(sibling.snp.horizontalEdges)
            make.height.equalTo(sibling.snp.height)
            make.top.equalTo(sibling.snp.bottom)
        }
        try layout(root)
        #expect(view.frame == CGRect(x: 30, y: 20, width: 50, height: 15))
    }
}
