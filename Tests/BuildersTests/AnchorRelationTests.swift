import Builders
import Foundation
import Testing
import TokenModel

/// Anchor inequalities with constants, and the builder members the origin-example tests do not reach
/// (`LabelBuilder.setTypography`, `UILayoutDouble.constraints`). Each inequality is made
/// binding by a weaker (250) equality that wants the view elsewhere.
@Suite("Anchors: inequalities and builder members")
struct AnchorRelationTests {
    // MARK: - Helpers

    private func place(_ view: View, in root: View) {
        root.addSubview(view)
        view.useAutoLayout()
    }

    private func weak(_ constraint: LayoutConstraint) {
        constraint.withPriority(.defaultLow).isActive = true
    }

    /// The frame of a 30 × 10 view in a 200 × 100 root, placed by `constraints` (view, root).
    private func frame(placedBy constraints: (View, View) -> [LayoutConstraint]) throws -> CGRect {
        let root = View(), view = View()
        place(view, in: root)
        LayoutConstraint.activate(constraints(view, root))
        view.widthAnchor.constraint(equalToConstant: 30).isActive = true
        view.heightAnchor.constraint(equalToConstant: 10).isActive = true
        try LayoutPass.layout(root, size: .fixed(CGSize(width: 200, height: 100)))
        return view.frame
    }

    // MARK: - Inequalities

    /// leading ≥ root.leading + 10 and top ≥ root.top + 15 beat leading = 0 and top = 0 at
    /// 250: the view at (10, 15).
    @Test func greaterThanOrEqualOnPositionAnchors() throws {
        let frame = try frame { view, root in [
            view.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 10),
            view.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor, constant: 15),
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor).withPriority(.defaultLow),
            view.topAnchor.constraint(equalTo: root.topAnchor).withPriority(.defaultLow),
        ] }
        #expect(frame == CGRect(x: 10, y: 15, width: 30, height: 10))
    }

    /// trailing ≤ root.trailing − 20 and bottom ≤ root.bottom − 5 beat trailing = 200 and
    /// bottom = 100 at 250: the view ends at (180, 95), so starts at (150, 85).
    @Test func lessThanOrEqualWithAConstant() throws {
        let frame = try frame { view, root in [
            view.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -20),
            view.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor, constant: -5),
            view.trailingAnchor.constraint(equalTo: root.trailingAnchor).withPriority(.defaultLow),
            view.bottomAnchor.constraint(equalTo: root.bottomAnchor).withPriority(.defaultLow),
        ] }
        #expect(frame == CGRect(x: 150, y: 85, width: 30, height: 10))
    }

    /// width ≥ other.width + 5 (no multiplier) beats width = 0 at 250: 40 + 5 = 45 wide,
    /// and height ≥ other.height alone gives other's 12.
    @Test func greaterThanOrEqualOnDimensionsWithoutMultiplier() throws {
        let root = View(), other = View(), view = View()
        place(other, in: root)
        place(view, in: root)
        for item in [other, view] {
            item.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
            item.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        }
        other.widthAnchor.constraint(equalToConstant: 40).isActive = true
        other.heightAnchor.constraint(equalToConstant: 12).isActive = true
        let width = view.widthAnchor.constraint(greaterThanOrEqualTo: other.widthAnchor, constant: 5)
        let height = view.heightAnchor.constraint(greaterThanOrEqualTo: other.heightAnchor)
        #expect(width.multiplier == 1 && width.relation == .greaterThanOrEqual && height.constant == 0)
        LayoutConstraint.activate([width, height])
        weak(view.widthAnchor.constraint(equalToConstant: 0))
        weak(view.heightAnchor.constraint(equalToConstant: 0))
        try LayoutPass.layout(root, size: .fixed(CGSize(width: 200, height: 100)))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 45, height: 12))
    }

    // MARK: - Builder members

    @Test func labelBuilderSetsTypography() {
        let typography = Typography(fontFamily: ["DejaVu Sans"], fontSize: 13, fontWeight: .bold, letterSpacing: 0.5, lineHeight: 1.4)
        let label = LabelBuilder.startBuild().setTypography(typography).build()
        #expect(label.typography == typography && label.font == typography)
    }

    /// `alignHorizontally(left:spacing:right:top:bottom:)` activates, in order: first's
    /// leading, second's leading after first's trailing, second's trailing, then each
    /// view's top and bottom; the list is what a caller adjusts or deactivates later.
    @Test func layoutDoubleListsItsConstraints() throws {
        let first = SizedView(20, 10, name: "first"), second = SizedView(30, 10, name: "second")
        var recorded: [LayoutConstraint] = []
        let view = UIBuilder(View.self)
            .subViews(first, second) { layout in
                layout.alignHorizontally(left: 16, spacing: 8, right: 16, top: 4, bottom: 4)
                recorded = layout.constraints
            }
            .view
        #expect(recorded.map(\.firstAttribute) == [.leading, .leading, .trailing, .top, .bottom, .top, .bottom])
        #expect(recorded.map(\.constant) == [16, 8, -16, 4, -4, 4, -4])
        #expect(recorded.allSatisfy { $0.isActive })
        #expect(recorded[1].firstItem === second && recorded[1].secondItem === first && recorded[1].secondAttribute == .trailing)
        try LayoutPass.layout(view, size: .fixed(CGSize(width: 100, height: 18)))
        // first keeps 20 (it hugs as hard as second, and the last grows): second 100 − 16 − 44 = 40.
        #expect(first.frame == CGRect(x: 16, y: 4, width: 20, height: 10))
        #expect(second.frame == CGRect(x: 44, y: 4, width: 40, height: 10))
        LayoutConstraint.deactivate(recorded)
        #expect(!recorded.contains { $0.isActive })
    }
}
