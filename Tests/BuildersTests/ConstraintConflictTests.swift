import Builders
import Foundation
import Testing

/// Required constraints that contradict each other, handled as UIKit handles them: the
/// conflict is logged with where each constraint comes from, one constraint is broken, and
/// the layout goes on (Apple's Auto Layout Guide, "Unsatisfiable Layouts").
@Suite("Constraint conflicts")
struct ConstraintConflictTests {
    // MARK: - Fixtures

    private static func root(_ width: CGFloat = 100, _ height: CGFloat = 100) -> View {
        let view = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
        view.debugName = "card"
        return view
    }

    private static func site(_ line: Int) -> CallSite {
        CallSite(fileID: "BuildersTests/ConstraintConflictTests.swift", line: UInt(line))
    }

    // MARK: - Logging and breaking

    /// UIKit's own log for a view without a frame given a width (a button with
    /// `translatesAutoresizingMaskIntoConstraints` left on and `width == 100`): it keeps
    /// `NSAutoresizingMaskLayoutConstraint … width == 0` and breaks `width == 100`.
    @Test func anAutoresizingMaskWinsOverTheAppsConstraint() throws {
        let card = Self.root()
        let button = View()
        button.debugName = "button"
        card.addSubview(button)
        let line = #line + 1
        let width = button.widthAnchor.constraint(equalToConstant: 100)
        width.isActive = true
        let (_, conflicts) = try ConstraintConflicts.recording {
            try LayoutPass.layout(card, size: .fixed(CGSize(width: 100, height: 100)))
        }
        #expect(button.frame.width == 0)
        let conflict = try #require(conflicts.first)
        #expect(conflicts.count == 1)
        #expect(conflict.constraints.map(\.constraint) == [
            #"View("button").width == 0 @required (autoresizing mask)"#,
            #"View("button").width == 100 @required"#,
        ])
        #expect(conflict.broken == ConstraintConflict.Entry(constraint: #"View("button").width == 100 @required"#, site: Self.site(line)))
        #expect(conflict.location == Self.site(line))
        #expect(conflict.description == """
            BuildersTests/ConstraintConflictTests.swift:\(line): warning: Unable to simultaneously satisfy constraints:
                View("button").width == 0 @required (autoresizing mask)
                View("button").width == 100 @required, made at BuildersTests/ConstraintConflictTests.swift:\(line)
            Will attempt to recover by breaking constraint
                View("button").width == 100 @required, made at BuildersTests/ConstraintConflictTests.swift:\(line)
            """)
    }

    /// Two of the app's constraints: the one whose addition made the set unsatisfiable is
    /// broken, the layout keeps the other, and every constraint is named with its line.
    @Test func theConstraintThatMakesTheSetUnsatisfiableIsBroken() throws {
        let card = Self.root()
        let label = Label(text: "x")
        label.debugName = "error"
        label.useAutoLayout()
        card.addSubview(label)
        let first = label.topAnchor.constraint(equalTo: card.topAnchor, constant: 8), firstLine = #line
        let second = label.topAnchor.constraint(equalTo: card.topAnchor, constant: 16).withIdentifier("offset"), secondLine = #line
        NSLayoutConstraint.activate([first, second])
        let (_, conflicts) = try ConstraintConflicts.recording {
            try LayoutPass.layout(card, size: .fixed(CGSize(width: 100, height: 100)))
        }
        #expect(label.frame.minY == 8)
        #expect(conflicts.map(\.constraints) == [[
            ConstraintConflict.Entry(constraint: #"Label("error").top == View("card").top + 8 @required"#, site: Self.site(firstLine)),
            ConstraintConflict.Entry(constraint: #"offset: Label("error").top == View("card").top + 16 @required"#, site: Self.site(secondLine)),
        ]])
        #expect(conflicts.first?.broken.constraint == #"offset: Label("error").top == View("card").top + 16 @required"#)
        // Without the conflict, nothing is logged.
        second.isActive = false
        let (_, none) = try ConstraintConflicts.recording {
            try LayoutPass.layout(card, size: .fixed(CGSize(width: 100, height: 100)))
        }
        #expect(none.isEmpty && label.frame.minY == 8)
    }

    /// The warning is written on standard error as UIKit writes its log, located at the line.
    @Test func theConflictIsALocatedWarning() throws {
        let card = Self.root()
        let box = View().useAutoLayout()
        card.addSubview(box)
        let line = #line + 2
        NSLayoutConstraint.activate([
            box.heightAnchor.constraint(equalToConstant: 30),
            box.heightAnchor.constraint(lessThanOrEqualToConstant: 20),
        ])
        let warnings = PinFixtures.warnings {
            _ = try? LayoutPass.layout(card, size: .fixed(CGSize(width: 100, height: 100)))
        }
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("BuildersTests/ConstraintConflictTests.swift:\(line): warning: Unable to simultaneously satisfy constraints:\n") == true)
        #expect(warnings.first?.contains("Will attempt to recover by breaking constraint\n    View.height <= 20 @required, made at") == true)
        #expect(box.frame.height == 30)
    }

    // MARK: - Views placed by pin

    /// A view `pin` places keeps its autoresizing mask. Its frame is empty in the pass's
    /// first solve, which its inner constraints contradict; that conflict is gone once
    /// `layoutSubviews()` has set the frame and the pass has solved again, so it is not
    /// logged (a frame that still contradicts them is, below).
    @Test func aConflictOnlyTheFirstEmptyFrameMakesIsNotLogged() throws {
        let (root, field, inner) = Self.pinnedField()
        root.body = { _ in field.pin.top(10).left(10).width(100).height(40) }
        let (_, conflicts) = try ConstraintConflicts.recording {
            try LayoutPass.layout(root, size: .fixed(CGSize(width: 200, height: 100)))
        }
        #expect(conflicts.isEmpty)
        #expect(field.frame == CGRect(x: 10, y: 10, width: 100, height: 40))
        #expect(inner.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
    }

    /// A frame `pin` set that the view's inner constraints contradict: the autoresizing
    /// constraint holds the frame, the inner one is broken, and the warning is located at
    /// the `pin` call that set the frame.
    @Test func aConflictWithAPinnedFrameNamesThePinCall() throws {
        let (root, field, inner) = Self.pinnedField()
        let line = #line + 1
        root.body = { _ in field.pin.top(10).left(10).width(100).height(20) }
        let (_, conflicts) = try ConstraintConflicts.recording {
            try LayoutPass.layout(root, size: .fixed(CGSize(width: 200, height: 100)))
        }
        #expect(field.frame == CGRect(x: 10, y: 10, width: 100, height: 20))
        #expect(inner.frame.height == 20)
        let conflict = try #require(conflicts.first)
        #expect(conflicts.count == 1)
        let pinned = try #require(conflict.constraints.first { $0.siteKind == .pinned })
        #expect(pinned.constraint == #"View("field").height == 20 @required (autoresizing mask)"#)
        #expect(pinned.site == Self.site(line))
        #expect(conflict.location == Self.site(line))
        #expect(conflict.broken.constraint == #"View("inner").height == 40 @required"#)
        #expect(conflict.description.contains("frame set by pin at BuildersTests/ConstraintConflictTests.swift:\(line)"))
    }

    // MARK: - Call sites of the helpers

    /// SnapKit's DSL and `View.stretch(_:)` make their constraints for the caller: a
    /// conflict names the caller's line, not the library's.
    @Test func snapKitAndStretchNameTheCallersLine() throws {
        let card = Self.root()
        let box = View(), panel = View()
        box.debugName = "box"
        panel.debugName = "panel"
        card.addSubview(box)
        card.addSubview(panel)
        box.snp.makeConstraints { make in make.width.equalTo(300) }
        let snapLine = #line + 1
        box.snp.makeConstraints { make in make.width.equalTo(200) }
        let (_, snapConflicts) = try ConstraintConflicts.recording {
            try LayoutPass.layout(card, size: .fixed(CGSize(width: 100, height: 100)))
        }
        #expect(snapConflicts.first?.broken.site == Self.site(snapLine))

        let filling = View()
        panel.addSubview(filling)
        let stretchLine = #line + 1
        panel.stretch(filling)
        filling.widthAnchor.constraint(equalToConstant: 50).isActive = true
        let (_, stretchConflicts) = try ConstraintConflicts.recording {
            try LayoutPass.layout(card, size: .fixed(CGSize(width: 100, height: 100)))
        }
        let sites = stretchConflicts.flatMap { $0.constraints.compactMap(\.site) }
        #expect(sites.contains(Self.site(stretchLine)))
    }

    /// UIBuilder's `subView` layouts make their constraints for the caller: a conflict
    /// names the `subView` call, for one subview (`UILayout`) and for two (`UILayoutDouble`);
    /// `width(_:)` names its own call.
    @Test func uiBuilderLayoutsNameTheSubViewCall() throws {
        let icon = View().useAutoLayout(), title = View().useAutoLayout(), badge = View().useAutoLayout()
        let singleLine = #line + 2
        let card = UIBuilder(View.self)
            .subView(icon) { layout in layout.left(10).right(10) }
            .view
        icon.widthAnchor.constraint(equalToConstant: 30).isActive = true
        #expect(try Self.conflictSites(laying: card).contains(Self.site(singleLine)))

        let doubleLine = #line + 2
        let row = UIBuilder(View.self)
            .subView(title, badge) { layout in layout.alignHorizontally(left: 10, spacing: 10, right: 10) }
            .view
        title.widthAnchor.constraint(equalToConstant: 60).isActive = true
        badge.widthAnchor.constraint(equalToConstant: 60).isActive = true
        #expect(try Self.conflictSites(laying: row).contains(Self.site(doubleLine)))

        let sizeLine = #line + 1
        let sized = UIBuilder(View.self).width(40).view
        sized.translatesAutoresizingMaskIntoConstraints = false
        sized.widthAnchor.constraint(equalToConstant: 50).isActive = true
        let holder = Self.root()
        holder.addSubview(sized)
        #expect(try Self.conflictSites(laying: holder).contains(Self.site(sizeLine)))
    }

    // MARK: - Helpers

    /// The call sites of every constraint in the conflicts of laying `root` out at 100 × 100.
    private static func conflictSites(laying root: View) throws -> [CallSite] {
        let (_, conflicts) = try ConstraintConflicts.recording {
            try LayoutPass.layout(root, size: .fixed(CGSize(width: 100, height: 100)))
        }
        return conflicts.flatMap { $0.constraints.compactMap(\.site) }
    }

    /// A root whose `layoutSubviews()` the test sets to pin `field`; `inner` is constrained
    /// to the field's edges and 40 high.
    private static func pinnedField() -> (RecordingView, View, View) {
        let root = RecordingView(), field = View(), inner = View().useAutoLayout()
        field.debugName = "field"
        inner.debugName = "inner"
        root.addSubview(field)
        field.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.topAnchor.constraint(equalTo: field.topAnchor),
            inner.leadingAnchor.constraint(equalTo: field.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: field.trailingAnchor),
            inner.bottomAnchor.constraint(equalTo: field.bottomAnchor),
            inner.heightAnchor.constraint(equalToConstant: 40),
        ])
        return (root, field, inner)
    }
}
