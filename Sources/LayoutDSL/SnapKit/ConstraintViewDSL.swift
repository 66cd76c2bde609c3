import Foundation
import ViewKit

extension View {
    // MARK: - SnapKit

    /// The SnapKit-style constraint DSL of the view: `view.snp.makeConstraints { make in … }`,
    /// and its attributes as targets: `make.top.equalTo(other.snp.bottom)`.
    public var snp: ConstraintViewDSL { ConstraintViewDSL(target: self) }
}

/// A view's constraint DSL, as SnapKit's `ConstraintViewDSL`; get one from ``View/snp``.
///
/// `makeConstraints`, `remakeConstraints`, `updateConstraints` and `prepareConstraints` turn
/// off the view's ``View/translatesAutoresizingMaskIntoConstraints``. A line that cannot become
/// constraints (no superview, mismatched attributes) makes none and is recorded as a
/// ``SnapKitError`` instead of trapping as SnapKit does: see ``errors`` and ``validate()``.
public struct ConstraintViewDSL {
    // MARK: - Properties

    /// The view.
    public let target: View

    // MARK: - Attributes as targets

    public var left: ConstraintItem { item(.left) }
    public var top: ConstraintItem { item(.top) }
    public var bottom: ConstraintItem { item(.bottom) }
    public var right: ConstraintItem { item(.right) }
    public var leading: ConstraintItem { item(.leading) }
    public var trailing: ConstraintItem { item(.trailing) }
    public var width: ConstraintItem { item(.width) }
    public var height: ConstraintItem { item(.height) }
    public var centerX: ConstraintItem { item(.centerX) }
    public var centerY: ConstraintItem { item(.centerY) }
    public var lastBaseline: ConstraintItem { item(.lastBaseline) }
    public var firstBaseline: ConstraintItem { item(.firstBaseline) }
    /// Top, left, bottom and right.
    public var edges: ConstraintItem { item(.edges) }
    /// Left and right.
    public var horizontalEdges: ConstraintItem { item(.horizontalEdges) }
    /// Top and bottom.
    public var verticalEdges: ConstraintItem { item(.verticalEdges) }
    /// Top, leading, bottom and trailing.
    public var directionalEdges: ConstraintItem { item(.directionalEdges) }
    /// Width and height.
    public var size: ConstraintItem { item(.size) }
    /// Center x and center y.
    public var center: ConstraintItem { item(.center) }

    // Margins

    public var leftMargin: ConstraintItem { item(.leftMargin) }
    public var rightMargin: ConstraintItem { item(.rightMargin) }
    public var topMargin: ConstraintItem { item(.topMargin) }
    public var bottomMargin: ConstraintItem { item(.bottomMargin) }
    /// The left margin: text runs left to right.
    public var leadingMargin: ConstraintItem { item(.leadingMargin) }
    /// The right margin: text runs left to right.
    public var trailingMargin: ConstraintItem { item(.trailingMargin) }
    public var centerXWithinMargins: ConstraintItem { item(.centerXWithinMargins) }
    public var centerYWithinMargins: ConstraintItem { item(.centerYWithinMargins) }
    /// The four edges inset by the layout margins: `make.edges.equalTo(card.snp.margins)`.
    public var margins: ConstraintItem { item(.margins) }
    /// Top, leading, bottom and trailing inset by the layout margins.
    public var directionalMargins: ConstraintItem { item(.directionalMargins) }
    /// The center of the area inside the layout margins.
    public var centerWithinMargins: ConstraintItem { item(.centerWithinMargins) }

    // MARK: - Making constraints

    /// Makes the constraints `closure` writes, without activating them; activate them later with
    /// ``SnapKitConstraint/activate()``.
    @discardableResult
    public func prepareConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [SnapKitConstraint] {
        ConstraintMaker.prepareConstraints(item: target, closure: closure)
    }

    /// Makes and activates the constraints `closure` writes.
    public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.makeConstraints(item: target, closure: closure)
    }

    /// Deactivates the constraints the DSL made for this view before (and forgets its recorded
    /// errors), then makes those `closure` writes.
    public func remakeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.remakeConstraints(item: target, closure: closure)
    }

    /// Changes the constants of the view's DSL constraints that `closure` writes again: a
    /// constraint matches when only its constant differs (same attribute, relation, second view
    /// and attribute, multiplier and priority, SnapKit's rule). Those that match none are made and
    /// activated (SnapKit traps on them). Without earlier DSL constraints this is `makeConstraints`.
    public func updateConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.updateConstraints(item: target, closure: closure)
    }

    /// Deactivates every constraint the DSL made for this view and forgets its recorded errors.
    public func removeConstraints() {
        ConstraintMaker.removeConstraints(item: target)
    }

    // MARK: - Reading

    /// The active constraints the DSL made for this view, in the order they were activated
    /// (constraints other views made to this one are theirs).
    public var constraints: [SnapKitConstraint] {
        ConstraintRegistry.shared.constraints(of: target)
    }

    /// The errors of this view's DSL lines since it was last remade or its constraints removed.
    public var errors: [SnapKitError] {
        ConstraintRegistry.shared.errors(of: target)
    }

    /// Throws the first error recorded for this view or any view under it, in tree order; call it
    /// before (or after) ``LayoutPass/layout(_:size:)`` to turn a bad DSL line into a failure.
    public func validate() throws(SnapKitError) {
        for view in target.allViews() {
            if let error = ConstraintRegistry.shared.errors(of: view).first { throw error }
        }
    }

    // MARK: - Content priorities

    /// The horizontal content hugging priority, as SnapKit's property.
    public var contentHuggingHorizontalPriority: Float {
        get { target.contentHuggingPriority(for: .horizontal).rawValue }
        nonmutating set { target.setContentHuggingPriority(LayoutPriority(newValue), for: .horizontal) }
    }

    /// The vertical content hugging priority.
    public var contentHuggingVerticalPriority: Float {
        get { target.contentHuggingPriority(for: .vertical).rawValue }
        nonmutating set { target.setContentHuggingPriority(LayoutPriority(newValue), for: .vertical) }
    }

    /// The horizontal compression resistance priority.
    public var contentCompressionResistanceHorizontalPriority: Float {
        get { target.contentCompressionResistancePriority(for: .horizontal).rawValue }
        nonmutating set { target.setContentCompressionResistancePriority(LayoutPriority(newValue), for: .horizontal) }
    }

    /// The vertical compression resistance priority.
    public var contentCompressionResistanceVerticalPriority: Float {
        get { target.contentCompressionResistancePriority(for: .vertical).rawValue }
        nonmutating set { target.setContentCompressionResistancePriority(LayoutPriority(newValue), for: .vertical) }
    }

    // MARK: - Private

    private func item(_ attributes: ConstraintAttributes) -> ConstraintItem {
        ConstraintItem(target: target, attributes: attributes)
    }
}
