import Builders
import Foundation
import Testing
@testable import LayoutDSL

/// Remaking, updating and removing DSL constraints, the constraint handles, the errors that
/// replace SnapKit's traps, and the registry's lifetime.
@Suite("SnapKit DSL: remake, update, remove and errors")
struct SnapKitLifecycleTests {
    // MARK: - Helpers

    private func tree() -> (root: View, box: View) {
        let root = View(), box = View()
        root.debugName = "root"
        box.debugName = "box"
        root.addSubview(box)
        return (root, box)
    }

    private func layout(_ root: View) throws {
        try root.snp.validate()
        try LayoutPass.layout(root, size: .fixed(CGSize(width: 100, height: 100)))
    }

    // MARK: - Remake and update

    @Test func updateChangesMatchingConstantsAndMakesTheRest() throws {
        let (root, box) = tree()
        var top: SnapKitConstraint?
        box.snp.makeConstraints { make in
            top = make.top.equalToSuperview().offset(10).constraint
            make.left.equalToSuperview().offset(10)
            make.size.equalTo(20)
        }
        try layout(root)
        #expect(box.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(box.snp.constraints.count == 3 && box.activeConstraints.count == 4)

        box.snp.updateConstraints { make in
            make.top.equalToSuperview().offset(30)
        }
        try layout(root)
        #expect(box.frame == CGRect(x: 10, y: 30, width: 20, height: 20))
        #expect(top?.layoutConstraints.first?.constant == 30)
        #expect(box.snp.constraints.count == 3 && box.activeConstraints.count == 4)

        // The width matches and changes; a height at another priority matches nothing and is
        // made, losing to the required one.
        box.snp.updateConstraints { make in
            make.width.equalTo(40)
            make.height.equalTo(30).priority(.high)
        }
        try layout(root)
        #expect(box.frame == CGRect(x: 10, y: 30, width: 40, height: 20))
        #expect(box.snp.constraints.count == 4 && box.activeConstraints.count == 5)

        // Part of a line matches (left): the rest (leading) is made and activated.
        box.snp.updateConstraints { make in
            make.left.leading.equalToSuperview().offset(5)
        }
        #expect(box.snp.constraints.count == 5 && box.activeConstraints.count == 6)
        #expect(box.snp.constraints.last?.layoutConstraints.map(\.firstAttribute) == [.leading])
        try layout(root)
        #expect(box.frame == CGRect(x: 5, y: 30, width: 40, height: 20))
    }

    @Test func remakeReplacesAndRemoveDeactivates() throws {
        let (root, box) = tree()
        var top: SnapKitConstraint?
        box.snp.makeConstraints { make in
            top = make.top.equalToSuperview().offset(10).constraint
            make.left.equalToSuperview()
            make.size.equalTo(20)
        }
        box.snp.remakeConstraints { make in
            make.edges.equalToSuperview().inset(5)
        }
        #expect(top?.isActive == false)
        #expect(box.snp.constraints.count == 1 && box.activeConstraints.count == 4)
        try layout(root)
        #expect(box.frame == CGRect(x: 5, y: 5, width: 90, height: 90))

        box.snp.removeConstraints()
        #expect(box.snp.constraints.isEmpty && box.activeConstraints.isEmpty && root.activeConstraints.isEmpty)
    }

    @Test func constraintHandlesUpdateActivateAndDeactivate() throws {
        let (root, box) = tree()
        var right: SnapKitConstraint?, width: SnapKitConstraint?
        box.snp.makeConstraints { make in
            right = make.right.equalToSuperview().constraint
            width = make.width.equalTo(50).priority(.low).constraint
            make.width.lessThanOrEqualTo(60)
            make.top.equalToSuperview()
            make.height.equalTo(10)
        }
        right?.update(inset: 10)
        #expect(right?.layoutConstraints.first?.constant == -10)
        try layout(root)
        #expect(box.frame == CGRect(x: 40, y: 0, width: 50, height: 10))
        right?.update(offset: -20)
        #expect(right?.layoutConstraints.first?.constant == -20)

        width?.update(priority: .high)
        #expect(width?.layoutConstraints.first?.priority == 750)
        width?.update(priority: 1000)  // an optional constraint does not become required
        #expect(width?.layoutConstraints.first?.priority == 750)
        width?.update(offset: 70)
        try layout(root)
        #expect(box.frame == CGRect(x: 20, y: 0, width: 60, height: 10))

        width?.deactivate()
        #expect(width?.isActive == false && box.snp.constraints.count == 4)
        width?.isActive = true
        #expect(width?.isActive == true && box.snp.constraints.count == 5)
    }

    @Test func preparedConstraintsWaitForActivation() throws {
        let (root, box) = tree()
        let prepared = box.snp.prepareConstraints { make in
            make.edges.equalToSuperview().inset(20)
        }
        #expect(prepared.count == 1 && prepared.allSatisfy { !$0.isActive })
        #expect(box.snp.constraints.isEmpty && box.activeConstraints.isEmpty)
        prepared.forEach { $0.activate() }
        #expect(box.snp.constraints.count == 1)
        try layout(root)
        #expect(box.frame == CGRect(x: 20, y: 20, width: 60, height: 60))
    }

    // MARK: - Errors

    @Test func aMissingSuperviewIsAnErrorNotATrap() throws {
        let orphan = View()
        orphan.debugName = "orphan"
        orphan.snp.makeConstraints { make in
            make.edges.equalToSuperview()
            make.top.equalTo(8)
            make.width.equalTo(8)  // a constant size needs no superview
        }
        #expect(orphan.snp.constraints.count == 1 && orphan.activeConstraints.count == 1)
        #expect(orphan.snp.errors.map(\.reason) == [.missingSuperview, .missingSuperview])
        let error = try #require(throws: SnapKitError.self) { try orphan.snp.validate() }
        #expect(error.message == #"View("orphan").[left, top, right, bottom] == superview: the view has no superview; add it to one first"#)
        #expect(error.file.hasSuffix("SnapKitLifecycleTests.swift") && error.line > 0)
        #expect(error.description.hasPrefix(error.file + ":\(error.line): "))

        // Remaking starts over.
        orphan.snp.remakeConstraints { $0.height.equalTo(4) }
        #expect(orphan.snp.errors.isEmpty)
        try orphan.snp.validate()
    }

    @Test func badPairingsAreErrorsFoundFromTheRoot() throws {
        let (root, box) = tree()
        let other = View()
        root.addSubview(other)
        box.snp.makeConstraints { make in
            make.top.equalTo(other.snp.left)
            make.edges.equalTo(other.snp.size)
            make.width.equalTo(other.snp.centerX)
            make.edges.equalTo(other.snp.edges)  // the same composite: fine
        }
        #expect(box.snp.errors.map(\.reason) == [.invalidPairing, .mismatchedAttributes, .invalidPairing])
        #expect(box.snp.constraints.count == 1)
        #expect(throws: SnapKitError.self) { try root.snp.validate() }
        box.snp.removeConstraints()
        try root.snp.validate()
    }

    // MARK: - Registry

    @Test func registryEntriesGoAwayWithTheirViews() {
        weak var made: SnapKitConstraint?
        weak var gone: View?
        do {
            let (root, box) = tree()
            box.snp.makeConstraints { make in made = make.top.equalToSuperview().constraint }
            #expect(made != nil && root.subviews.count == 1)
            gone = box
        }
        #expect(gone == nil)
        ConstraintRegistry.shared.removeDeallocated()
        #expect(made == nil)
    }
}
