import Builders
import Foundation
import Testing
import TokenModel

@Suite("Constraint layout")
struct ConstraintLayoutTests {
    private let body = Typography(fontFamily: ["DejaVu Sans"], fontSize: 16, lineHeight: 1.5)
    private let text = "Sphinx of black quartz, judge my vow. Pack my box with five dozen liquor jugs."

    private func root(_ name: String = "root") -> View {
        let view = View()
        view.debugName = name
        return view
    }

    private func child(of parent: View, _ name: String) -> View {
        let view = View().useAutoLayout()
        view.debugName = name
        parent.addSubview(view)
        return view
    }

    @Test func pinnedEdgesGiveInsetFrames() throws {
        let card = root()
        let inner = child(of: card, "inner")
        NSLayoutConstraint.activate([
            inner.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            inner.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: inner.trailingAnchor, constant: 16),
            card.bottomAnchor.constraint(equalTo: inner.bottomAnchor, constant: 8),
        ])
        #expect(try LayoutPass.layout(card, size: .fixed(CGSize(width: 200, height: 100))) == CGSize(width: 200, height: 100))
        #expect(inner.frame == CGRect(x: 16, y: 8, width: 168, height: 84))
        #expect(try LayoutPass.ambiguities(in: card, size: .fixed(CGSize(width: 200, height: 100))).isEmpty)
    }

    @Test func leftRightAndCentersWithMultipliers() throws {
        let card = root()
        let box = child(of: card, "box")
        let half = child(of: card, "half")
        NSLayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: card.centerYAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 20),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 2),
            half.leftAnchor.constraint(equalTo: card.leftAnchor),
            half.rightAnchor.constraint(lessThanOrEqualTo: card.rightAnchor),
            half.topAnchor.constraint(equalTo: box.bottomAnchor),
            half.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5, constant: 10),
            half.heightAnchor.constraint(greaterThanOrEqualTo: box.heightAnchor, multiplier: 0.25),
            half.heightAnchor.constraint(lessThanOrEqualTo: box.heightAnchor, multiplier: 0.25, constant: 0),
        ])
        try LayoutPass.layout(card, size: .fixed(CGSize(width: 100, height: 100)))
        #expect(box.frame == CGRect(x: 40, y: 40, width: 20, height: 40))
        #expect(half.frame == CGRect(x: 0, y: 80, width: 60, height: 10))
    }

    @Test func inequalitiesAndPriorities() throws {
        let card = root()
        let box = child(of: card, "box")
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            box.topAnchor.constraint(equalTo: card.topAnchor),
            box.widthAnchor.constraint(lessThanOrEqualToConstant: 80),
            box.widthAnchor.constraint(equalToConstant: 120).withPriority(.defaultHigh),
            box.heightAnchor.constraint(equalToConstant: 30).withPriority(250),
            box.heightAnchor.constraint(equalToConstant: 50).withPriority(.defaultLow + 1),
            box.heightAnchor.constraint(greaterThanOrEqualToConstant: 10),
        ])
        try LayoutPass.layout(card, size: .fixed(CGSize(width: 100, height: 100)))
        #expect(box.frame == CGRect(x: 0, y: 0, width: 80, height: 50))
    }

    @Test func huggingAndCompressionDefaults() throws {
        let card = root()
        let label = Label(text: "Hi")
        label.typography = body
        label.useAutoLayout()
        card.addSubview(label)
        let filler = SizedView(40, 20, name: "filler")
        card.addSubview(filler)
        #expect(label.contentHuggingPriority(for: .horizontal) == 251)
        #expect(filler.contentHuggingPriority(for: .horizontal) == 250)
        #expect(filler.contentCompressionResistancePriority(for: .vertical) == 750)
        #expect(ImageView().contentHuggingPriority == .labelHugging)
        activateRow(label, filler, in: card)
        let natural = try #require(try label.intrinsicContentSize(fittingWidth: nil))
        try LayoutPass.layout(card, size: .fixed(CGSize(width: 300, height: 50)))
        #expect(label.frame.size == natural)
        #expect(filler.frame == CGRect(x: natural.width, y: 0, width: 300 - natural.width, height: 20))

        // Too narrow: the lower compression resistance gives way.
        let squeezed = root()
        let first = SizedView(60, 10, name: "first"), second = SizedView(60, 10, name: "second")
        squeezed.addSubview(first)
        squeezed.addSubview(second)
        second.setContentCompressionResistancePriority(749, for: .horizontal)
        first.setContentHuggingPriority(.required, for: .vertical)
        activateRow(first, second, in: squeezed)
        try LayoutPass.layout(squeezed, size: .fixed(CGSize(width: 100, height: 10)))
        #expect(first.frame.width == 60 && second.frame.width == 40)
    }

    @Test func baselinesAlignLabelsOfDifferentSizes() throws {
        let card = root()
        let big = Label(text: "Big"), small = Label(text: "small")
        big.typography = Typography(fontFamily: ["DejaVu Sans"], fontSize: 32)
        small.typography = Typography(fontFamily: ["DejaVu Sans"], fontSize: 12)
        for label in [big, small] {
            label.useAutoLayout()
            card.addSubview(label)
        }
        NSLayoutConstraint.activate([
            big.topAnchor.constraint(equalTo: card.topAnchor),
            big.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 4),
            small.firstBaselineAnchor.constraint(equalTo: big.lastBaselineAnchor),
        ])
        try LayoutPass.layout(card, size: .fixed(CGSize(width: 300, height: 100)))
        let bigBaseline = try big.makeLayout(theme: .defaults).lastBaseline
        let smallBaseline = try small.makeLayout(theme: .defaults).firstBaseline
        #expect(abs(small.frame.minY + smallBaseline - (big.frame.minY + bigBaseline)) < 1e-6)
        #expect(small.frame.minY > 0)

        // A view without text has its baselines at the bottom edge.
        let box = child(of: card, "box")
        NSLayoutConstraint.activate([
            box.firstBaselineAnchor.constraint(equalTo: card.topAnchor, constant: 30),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.widthAnchor.constraint(equalToConstant: 10),
            box.leftAnchor.constraint(equalTo: card.leftAnchor),
        ])
        try LayoutPass.layout(card, size: .fixed(CGSize(width: 300, height: 100)))
        #expect(box.frame == CGRect(x: 0, y: 20, width: 10, height: 10))
    }

    @Test func wrappingLabelsAreMeasuredAtTheirSolvedWidth() throws {
        let card = root()
        let label = Label(text: text)
        label.typography = body
        label.numberOfLines = 0
        label.useAutoLayout()
        card.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
        ])
        let size = try LayoutPass.layout(card, size: .fitting(width: .exactly(200)))
        let wrapped = try #require(try label.intrinsicContentSize(fittingWidth: 168))
        #expect(wrapped.height > 24)
        #expect(label.frame == CGRect(x: 16, y: 10, width: 168, height: wrapped.height))
        #expect(size == CGSize(width: 200, height: wrapped.height + 20))
    }

    @Test func fittingSizeCompressedAndExpanded() throws {
        let card = root()
        let inner = child(of: card, "inner")
        NSLayoutConstraint.activate([
            inner.topAnchor.constraint(equalTo: card.topAnchor),
            inner.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            inner.bottomAnchor.constraint(equalTo: card.bottomAnchor),
            inner.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
            inner.heightAnchor.constraint(equalToConstant: 50),
        ])
        #expect(try LayoutPass.layout(card, size: .compressed) == CGSize(width: 100, height: 50))
        #expect(try LayoutPass.layout(card, size: .expanded) == CGSize(width: FittingDimension.expandedLength, height: 50))
        // The required minimum width conflicts with a required limit below it: the limit,
        // made from the size asked for, holds and the minimum is broken, as UIKit does; the
        // fitting size then compresses the width to nothing.
        let limited = try ConstraintConflicts.recording { try LayoutPass.layout(card, size: .fitting(width: .atMost(80))) }
        #expect(limited.result == CGSize(width: 0, height: 50))
        #expect(limited.conflicts.map(\.broken.constraint) == [#"View("inner").width >= 100 @required"#])
        #expect(try LayoutPass.layout(card, size: .fitting(width: .atMost(300), height: .expanded)) == CGSize(width: 100, height: 50))
        #expect(try LayoutPass.layoutRoot(card, fittingWidth: 150) == CGSize(width: 100, height: 50))
    }

    @Test func autoresizingMasksKeepFrames() throws {
        let card = root()
        let framed = View(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(framed.translatesAutoresizingMaskIntoConstraints)
        card.addSubview(framed)
        let inner = child(of: framed, "inner")
        NSLayoutConstraint.activate([
            inner.topAnchor.constraint(equalTo: framed.topAnchor, constant: 5),
            inner.leadingAnchor.constraint(equalTo: framed.leadingAnchor, constant: 5),
            inner.trailingAnchor.constraint(equalTo: framed.trailingAnchor, constant: -5),
            inner.bottomAnchor.constraint(equalTo: framed.bottomAnchor, constant: -5),
            // Across the hierarchy: variables live in the root's coordinates.
            inner.widthAnchor.constraint(lessThanOrEqualTo: card.widthAnchor),
        ])
        try LayoutPass.layout(card, size: .fixed(CGSize(width: 100, height: 100)))
        #expect(framed.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(inner.frame == CGRect(x: 5, y: 5, width: 20, height: 30))
    }

    /// Contradicting constraints no longer fail the pass: one is broken and the conflict
    /// logged (see `ConstraintConflictTests`); deactivating one ends the conflict.
    @Test func unsatisfiableLayoutsNameTheConstraints() throws {
        let card = root("card")
        let label = Label(text: "x")
        label.debugName = "error"
        label.useAutoLayout()
        card.addSubview(label)
        let first = label.topAnchor.constraint(equalTo: card.topAnchor, constant: 8)
        let second = label.topAnchor.constraint(equalTo: card.topAnchor, constant: 16).withIdentifier("offset")
        NSLayoutConstraint.activate([first, second])
        #expect(first.description == #"Label("error").top == View("card").top + 8 @required"#)
        let conflicts = try ConstraintConflicts.recording {
            try LayoutPass.layout(card, size: .fixed(CGSize(width: 100, height: 100)))
        }.conflicts
        #expect(conflicts.map { $0.constraints.map(\.constraint) } == [[
            #"Label("error").top == View("card").top + 8 @required"#,
            #"offset: Label("error").top == View("card").top + 16 @required"#,
        ]])
        second.isActive = false
        #expect(label.activeConstraints.count == 1 && card.activeConstraints.count == 1)
        try LayoutPass.layout(card, size: .fixed(CGSize(width: 100, height: 100)))
        #expect(label.frame.minY == 8)
    }

    @Test func constraintDescriptionsAndTheFullInitializer() {
        let a = View(), b = Label()
        b.debugName = "b"
        let constraint = LayoutConstraint(item: a, attribute: .width, relatedBy: .lessThanOrEqual,
                                          toItem: b, attribute: .height, multiplier: 0.5, constant: -4)
        constraint.priority = 999
        #expect(constraint.description == #"View.width <= Label("b").height * 0.5 - 4 @999"#)
        #expect(a.widthAnchor.constraint(equalToConstant: 44).description == "View.width == 44 @required")
        #expect(a.heightAnchor.constraint(greaterThanOrEqualToConstant: 1.5).withPriority(250.5).description == "View.height >= 1.5 @250.5")
        #expect(b.leftAnchor.description == #"Label("b").left"#)
        #expect(constraint.firstItem === a && constraint.secondItem === b && constraint.secondAttribute == .height)
        #expect(LayoutAttribute.centerY.axis == .vertical && LayoutAttribute.width.axis == .horizontal)
        #expect(!constraint.isActive)
        LayoutConstraint.activate([constraint])
        #expect(a.activeConstraints.first === constraint && b.activeConstraints.first === constraint)
        LayoutConstraint.deactivate([constraint])
        #expect(a.activeConstraints.isEmpty && b.activeConstraints.isEmpty)
        #expect(LayoutPriority(rawValue: 1000).isRequired && !LayoutPriority(999).isRequired)
        #expect(LayoutPriority.fittingSizeLevel < .defaultLow && LayoutPriority.defaultHigh - 1 == 749)
    }

    @Test func ambiguousViewsAreReported() throws {
        let card = root()
        let loose = child(of: card, "loose")
        NSLayoutConstraint.activate([
            loose.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            loose.topAnchor.constraint(equalTo: card.topAnchor),
            loose.heightAnchor.constraint(equalToConstant: 10),
        ])
        let ambiguities = try LayoutPass.ambiguities(in: card, size: .fixed(CGSize(width: 50, height: 50)))
        #expect(ambiguities.map(\.description) == [#"View("loose"): width"#])
        #expect(ambiguities.first?.view === loose)
    }

    @Test func removingAViewDeactivatesConstraintsLeavingItsSubtree() throws {
        let card = root()
        let outer = child(of: card, "outer")
        let inner = child(of: outer, "inner")
        let across = inner.topAnchor.constraint(equalTo: card.topAnchor)
        let within = inner.topAnchor.constraint(equalTo: outer.topAnchor)
        NSLayoutConstraint.activate([across, within])
        outer.removeFromSuperview()
        #expect(!across.isActive && within.isActive)
        #expect(card.subviews.isEmpty && outer.superview == nil)

        let stray = View()
        let other = child(of: card, "other")
        other.leadingAnchor.constraint(equalTo: stray.leadingAnchor).isActive = true
        #expect(throws: LayoutError.viewOutsideTree(#"View("other").leading == View.leading @required"#)) {
            try LayoutPass.layout(card, size: .compressed)
        }
        #expect(LayoutError.viewOutsideTree("c").description.contains("outside the tree"))
        #expect(LayoutError.solver("x").description == "Layout failed: x")
    }

    /// A NaN or infinite constant is an error naming the constraint as the user wrote it,
    /// not the solver's unknowns.
    @Test func aNonFiniteConstantNamesTheConstraint() throws {
        let card = View()
        card.debugName = "card"
        let label = Label(text: "x")
        label.debugName = "error"
        card.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([label.topAnchor.constraint(equalTo: card.topAnchor, constant: .nan)])
        do {
            try LayoutPass.layout(card, size: .fixed(CGSize(width: 100, height: 100)))
            Issue.record("a NaN constant was accepted")
        } catch {
            let message = String(describing: error)
            #expect(message == #"The constraint Label("error").top == View("card").top + nan @required has a number that is NaN or infinite"#, "\(message)")
        }
    }

    /// NaN from a frame (autoresizing mask), a stack's spacing or an infinite multiplier is
    /// the same clear error, never NaN frames.
    @Test(arguments: ["frame", "spacing", "multiplier"])
    func nonFiniteNumbersAnywhereAreAnError(_ source: String) throws {
        let root = View()
        let a = View(), b = View()
        switch source {
        case "frame":
            a.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
            root.addSubview(a)
        case "spacing":
            let stack = StackView(arrangedSubviews: [a, b])
            stack.spacing = .nan
            root.addSubview(stack)
        default:
            root.addSubview(a)
            a.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: .infinity)])
        }
        #expect {
            try LayoutPass.layout(root, size: .fixed(CGSize(width: 100, height: 100)))
        } throws: { error in
            guard case LayoutError.invalidNumber = error else { return false }
            return true
        }
    }

    /// A view whose intrinsic size is NaN is an error, not a view without a size.
    @Test func aNaNIntrinsicSizeIsAnError() throws {
        final class Broken: View {
            override func intrinsicContentSize(fittingWidth width: CGFloat?) throws -> CGSize? {
                CGSize(width: 10, height: CGFloat.nan)
            }
        }
        let root = View()
        let broken = Broken()
        broken.debugName = "broken"
        root.addSubview(broken)
        broken.translatesAutoresizingMaskIntoConstraints = false
        #expect(throws: LayoutError.invalidNumber(#"Broken("broken").height >= nan @750 (compression resistance)"#)) {
            try LayoutPass.layout(root, size: .fixed(CGSize(width: 100, height: 100)))
        }
    }
}
