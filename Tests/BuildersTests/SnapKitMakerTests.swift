import Builders
import Foundation
import Testing

/// The SnapKit-style DSL: each attribute and composite, each kind of target, the modifiers, and
/// the frames they give, worked out by hand.
@Suite("SnapKit DSL: attributes, targets and modifiers")
struct SnapKitMakerTests {
    // MARK: - Helpers

    private func root(_ name: String = "root") -> View {
        let view = View()
        view.debugName = name
        return view
    }

    /// A subview that is not yet placed by constraints, as `View()`.
    private func child(of parent: View, _ name: String) -> View {
        let view = View()
        view.debugName = name
        parent.addSubview(view)
        return view
    }

    private func layout(_ root: View, _ width: CGFloat, _ height: CGFloat) throws {
        try root.snp.validate()
        try LayoutPass.layout(root, size: .fixed(CGSize(width: width, height: height)))
    }

    // MARK: - Single attributes

    @Test func singleAttributesRelateToTheSuperviewViewsAndItems() throws {
        let card = root()
        let box = child(of: card, "box"), corner = child(of: card, "corner"), next = child(of: card, "next")
        box.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(8)
            make.left.equalTo(10)  // a position and a number: the superview's left + 10
            make.width.equalTo(50)  // a size and a number: a constant
            make.height.equalTo(20)
        }
        corner.snp.makeConstraints { make in
            make.right.equalToSuperview().offset(-5)
            make.bottom.equalToSuperview().inset(4)
            make.size.equalTo(CGSize(width: 30, height: 40))
        }
        next.snp.makeConstraints { make in
            make.leading.equalTo(box.snp.trailing).offset(2)
            make.trailing.equalToSuperview().inset(100)
            make.top.equalTo(box.snp.bottom)
            make.height.equalTo(box)  // a view: its same attribute
        }
        try layout(card, 200, 100)
        #expect(box.frame == CGRect(x: 10, y: 8, width: 50, height: 20))
        #expect(corner.frame == CGRect(x: 165, y: 56, width: 30, height: 40))
        #expect(next.frame == CGRect(x: 62, y: 28, width: 38, height: 20))
        #expect(try LayoutPass.ambiguities(in: card, size: .fixed(CGSize(width: 200, height: 100))).isEmpty)
    }

    @Test func centersAndBaselines() throws {
        let card = root()
        let centered = child(of: card, "centered"), pointed = child(of: card, "pointed")
        let based = child(of: card, "based"), above = child(of: card, "above")
        centered.snp.makeConstraints { make in
            make.centerX.centerY.equalToSuperview()
            make.width.equalTo(20)
            make.height.equalTo(10)
        }
        pointed.snp.makeConstraints { make in
            // A point: centers are the superview's left and top edges plus x and y, as SnapKit.
            make.center.equalTo(CGPoint(x: 30, y: 40))
            make.size.equalTo(10)
        }
        based.snp.makeConstraints { make in
            // Views without text have their baselines at the bottom edge.
            make.firstBaseline.equalToSuperview().offset(-10)
            make.left.equalToSuperview()
            make.width.height.equalTo(10)
        }
        above.snp.makeConstraints { make in
            make.lastBaseline.equalTo(based.snp.top)
            make.left.equalTo(based.snp.right)
            make.width.height.equalTo(5)
        }
        try layout(card, 200, 100)
        #expect(centered.frame == CGRect(x: 90, y: 45, width: 20, height: 10))
        #expect(pointed.frame == CGRect(x: 25, y: 35, width: 10, height: 10))
        #expect(based.frame == CGRect(x: 0, y: 80, width: 10, height: 10))
        #expect(above.frame == CGRect(x: 10, y: 75, width: 5, height: 5))
    }

    // MARK: - Composites

    @Test func compositesInsetsAndMultipliers() throws {
        let card = root()
        let names = ["a", "b", "c", "d", "e", "f", "g", "h"]
        let views = names.map { child(of: card, $0) }
        let (a, b, c, d, e, f, g, h) = (views[0], views[1], views[2], views[3], views[4], views[5], views[6], views[7])
        a.snp.makeConstraints { $0.edges.equalToSuperview().inset(16) }
        b.snp.makeConstraints { $0.edges.equalToSuperview().inset(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) }
        c.snp.makeConstraints { make in
            make.horizontalEdges.equalTo(a)
            make.verticalEdges.equalTo(a.snp.verticalEdges).inset(10)
        }
        // An offset is added to every edge as is: the view moves, it does not shrink.
        d.snp.makeConstraints { $0.directionalEdges.equalToSuperview().offset(10) }
        e.snp.makeConstraints { make in
            make.size.equalToSuperview().multipliedBy(0.5)
            make.center.equalToSuperview()
        }
        f.snp.makeConstraints { make in
            // Several attributes to one: both relate to a's width.
            make.size.equalTo(a.snp.width).dividedBy(4)
            make.top.left.equalToSuperview()
        }
        g.snp.makeConstraints { make in
            make.width.height.equalTo(e).inset(5)  // sizes shrink by both insets
            make.center.equalTo(a)
        }
        h.snp.makeConstraints { make in
            make.centerX.equalToSuperview().inset(EdgeInsets(top: 0, left: 20, bottom: 0, right: 0))
            make.centerY.equalToSuperview().inset(EdgeInsets(top: 0, left: 0, bottom: 20, right: 0))
            make.size.equalTo(10)
        }
        try layout(card, 200, 100)
        #expect(a.frame == CGRect(x: 16, y: 16, width: 168, height: 68))
        #expect(b.frame == CGRect(x: 2, y: 1, width: 194, height: 96))
        #expect(c.frame == CGRect(x: 16, y: 26, width: 168, height: 48))
        #expect(d.frame == CGRect(x: 10, y: 10, width: 200, height: 100))
        #expect(e.frame == CGRect(x: 50, y: 25, width: 100, height: 50))
        #expect(f.frame == CGRect(x: 0, y: 0, width: 42, height: 42))
        #expect(g.frame == CGRect(x: 55, y: 30, width: 90, height: 40))
        #expect(h.frame == CGRect(x: 105, y: 35, width: 10, height: 10))
    }

    @Test func insetsAndOtherNumbersAsTargets() throws {
        let card = root()
        let framed = child(of: card, "framed"), sized = child(of: card, "sized")
        framed.snp.makeConstraints { make in
            // Insets as a target: each edge the superview's plus its inset, inward.
            make.edges.equalTo(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        }
        sized.snp.makeConstraints { make in
            make.left.equalTo(Double(5))
            make.top.equalTo(Float(6))
            make.width.equalTo(UInt(7))
            make.height.equalTo(CGFloat(8))
        }
        try layout(card, 100, 50)
        #expect(framed.frame == CGRect(x: 2, y: 1, width: 94, height: 46))
        #expect(sized.frame == CGRect(x: 5, y: 6, width: 7, height: 8))
    }

    @Test func insetSignsFollowTheEdge() throws {
        let card = root(), box = child(of: card, "box")
        var constraints: [SnapKitConstraint?] = []
        box.snp.makeConstraints { make in
            constraints.append(make.edges.equalToSuperview().inset(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)).constraint)
            constraints.append(make.leading.trailing.equalToSuperview().inset(5).priority(.low).constraint)
            constraints.append(make.width.height.equalToSuperview().inset(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)).priority(.low).constraint)
            constraints.append(make.top.equalToSuperview().offset(-7).priority(.low).constraint)
        }
        let constants = constraints.map { $0?.layoutConstraints.map { "\($0.firstAttribute.rawValue) \($0.constant)" } }
        #expect(constants == [
            ["left 2.0", "top 1.0", "right -4.0", "bottom -3.0"],
            ["leading 5.0", "trailing -5.0"],
            ["width -6.0", "height -4.0"],
            ["top -7.0"],
        ])
    }

    // MARK: - Relations and priorities

    @Test func inequalitiesAndPrioritiesResolveConflicts() throws {
        let card = root()
        let box = child(of: card, "box"), bar = child(of: card, "bar")
        box.snp.makeConstraints { make in
            make.left.top.equalToSuperview()
            make.width.lessThanOrEqualTo(80)
            make.width.equalTo(120).priority(.high)
            make.height.greaterThanOrEqualTo(15)
            make.height.equalTo(10).priority(.low)
            make.height.equalTo(20).priority(.medium)
        }
        bar.snp.makeConstraints { make in
            make.left.greaterThanOrEqualToSuperview()
            make.right.lessThanOrEqualToSuperview().offset(-10)
            make.width.equalTo(200).priority(ConstraintPriority.low)
            make.top.greaterThanOrEqualTo(box.snp.bottom)
            make.top.lessThanOrEqualTo(box.snp.bottom)
            make.height.equalTo(5).priority(LayoutPriority.defaultLow)
            make.height.equalTo(7).priority(251)
            make.height.lessThanOrEqualTo(box).multipliedBy(0.5)
        }
        try layout(card, 100, 100)
        #expect(box.frame == CGRect(x: 0, y: 0, width: 80, height: 20))
        #expect(bar.frame == CGRect(x: 0, y: 20, width: 90, height: 7))
        let priorities = bar.snp.constraints.flatMap(\.layoutConstraints).map(\.priority.rawValue)
        #expect(priorities == [1000, 1000, 250, 1000, 1000, 250, 251, 1000])
        let relations = bar.snp.constraints.flatMap(\.layoutConstraints).map(\.relation)
        #expect(relations == [.greaterThanOrEqual, .lessThanOrEqual, .equal, .greaterThanOrEqual, .lessThanOrEqual,
                              .equal, .equal, .lessThanOrEqual])
    }

    @Test func priorityValues() {
        #expect(ConstraintPriority.required.value == 1000 && ConstraintPriority.high.value == 750)
        #expect(ConstraintPriority.medium.value == 500 && ConstraintPriority.low.value == 250)
        #expect(ConstraintPriority.high.advanced(by: 1) == ConstraintPriority(751) && ConstraintPriority.low < .medium)
        #expect(ConstraintPriority(300).layoutPriority == LayoutPriority(300))
    }

    @Test func superviewClosuresAndLabels() throws {
        let card = root(), box = child(of: card, "box")
        var width: SnapKitConstraint?
        box.snp.makeConstraints { make in
            make.top.equalToSuperview { $0.snp.centerY }
            make.left.equalToSuperview()
            width = make.width.equalTo(30).labeled("boxWidth").constraint
            make.height.equalTo(10)
        }
        try layout(card, 100, 100)
        #expect(box.frame == CGRect(x: 0, y: 50, width: 30, height: 10))
        #expect(width?.label == "boxWidth")
        #expect(width?.layoutConstraints.first?.identifier == "boxWidth")
        #expect(width?.description == #"boxWidth: View("box").width == 30 @required"#)
        #expect(box.snp.top.description == #"View("box").top"#)
        #expect(box.snp.edges.description == #"View("box").[left, top, right, bottom]"#)
    }

    // MARK: - Autoresizing masks

    @Test func theDSLTurnsAutoresizingMasksOff() {
        let card = root()
        let made = child(of: card, "made"), prepared = child(of: card, "prepared")
        let remade = child(of: card, "remade"), updated = child(of: card, "updated"), used = View()
        let views = [made, prepared, remade, updated]
        #expect(views.allSatisfy { $0.translatesAutoresizingMaskIntoConstraints })
        made.snp.makeConstraints { $0.top.equalToSuperview() }
        prepared.snp.prepareConstraints { $0.top.equalToSuperview() }
        remade.snp.remakeConstraints { $0.top.equalToSuperview() }
        updated.snp.updateConstraints { $0.top.equalToSuperview() }
        #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
        #expect(!used.useAutoLayout().translatesAutoresizingMaskIntoConstraints)
    }

    @Test func contentPrioritiesThroughSnp() {
        let view = View()
        view.snp.contentHuggingHorizontalPriority = 300
        view.snp.contentCompressionResistanceVerticalPriority = 700
        #expect(view.contentHuggingPriority(for: .horizontal) == 300)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == 700)
        #expect(view.snp.contentHuggingVerticalPriority == 250)
        #expect(view.snp.contentCompressionResistanceHorizontalPriority == 750)
    }
}
