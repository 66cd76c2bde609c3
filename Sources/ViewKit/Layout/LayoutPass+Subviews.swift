import Foundation

/// The pass's second half, as UIKit's: after the constraints, each view lays its subviews
/// out by hand in ``View/layoutSubviews()``, a view before its subviews.
///
/// A view may mix both: `pin` in one subtree, constraints in another, or constraints
/// inside a view that `pin` sizes. When a view's ``View/layoutSubviews()`` resizes a
/// subview under which constraints place views, or moves a view that constraints relate
/// (a caption constrained below a button `pin` places), their frames were solved for the
/// old frame, so the constraints are solved again before the walk goes on. The frames `pin` set stay:
/// a view that keeps its autoresizing mask is held at its frame by the solver.
extension LayoutPass {
    // MARK: - Laying out subviews

    /// Calls ``View/layoutSubviews()`` on `root` and every view under it, each before its
    /// subviews (those it has once its own call returns); `solveAgain` runs when a call
    /// resized a view under which constraints place views.
    static func layoutSubviewsTopDown(_ root: View, solveAgain: () throws -> Void) throws {
        let constrainedAbove = viewsAboveConstrainedViews(root)
        let framesConstrainedTo = framedViewsThatConstraintsRelate(root)
        var pending: [View] = [root]
        while let view = pending.popLast() {
            if constrainedAbove.isEmpty && framesConstrainedTo.isEmpty {
                view.layoutSubviews()
            } else {
                let frames = view.subviews.map(\.frame)
                view.layoutSubviews()
                let moved = zip(view.subviews, frames).contains { subview, frame in
                    let id = ObjectIdentifier(subview)
                    return (subview.frame.size != frame.size && constrainedAbove.contains(id))
                        || (subview.frame != frame && framesConstrainedTo.contains(id))
                }
                if moved { try solveAgain() }
            }
            view.needsLayout = false
            pending.append(contentsOf: view.subviews.reversed())
        }
    }

    /// The size a tree without constraints gives its root, found without a solver; `nil`
    /// when the tree has constraints, a frame or the size is not finite (the solver reports
    /// it), or a root with content of its own is fitted (the solver weighs its hugging and
    /// compression resistance).
    static func unconstrainedRootSize(_ root: View, size: LayoutSize) throws -> CGSize? {
        var pending: [View] = [root]
        while let view = pending.popLast() {
            if !view.activeConstraints.isEmpty || view is StackView { return nil }
            if view !== root && !(view.translatesAutoresizingMaskIntoConstraints && isFinite(view.frame)) { return nil }
            pending.append(contentsOf: view.subviews)
        }
        switch size {
        case .fixed(let fixed):
            return fixed.width.isFinite && fixed.height.isFinite ? fixed : nil
        case .fitting(let width, let height):
            guard try root.intrinsicContentSize(fittingWidth: width.limit) == nil else { return nil }
            let size = CGSize(width: unconstrainedLength(width), height: unconstrainedLength(height))
            return size.width.isFinite && size.height.isFinite ? size : nil
        }
    }

    // MARK: - Private

    /// The views with a view under them that constraints place (one that does not keep its
    /// autoresizing mask); empty for a tree laid out by hand alone.
    private static func viewsAboveConstrainedViews(_ root: View) -> Set<ObjectIdentifier> {
        var result = Set<ObjectIdentifier>()
        for view in root.allViews() where view !== root && !view.translatesAutoresizingMaskIntoConstraints {
            var ancestor = view.superview
            while let current = ancestor, result.insert(ObjectIdentifier(current)).inserted, current !== root {
                ancestor = current.superview
            }
        }
        return result
    }

    /// The views that keep their autoresizing mask and that an active constraint relates:
    /// when `layoutSubviews()` moves one (a button `pin` places, a caption constrained below
    /// it), the constraints relative to it must be solved again, as UIKit's engine does when
    /// a frame changes its autoresizing constraints.
    private static func framedViewsThatConstraintsRelate(_ root: View) -> Set<ObjectIdentifier> {
        var result = Set<ObjectIdentifier>()
        for view in root.allViews() where view !== root {
            for constraint in view.activeConstraints {
                for item in [constraint.firstItem, constraint.secondItem] {
                    if let item, item !== root, item.translatesAutoresizingMaskIntoConstraints { result.insert(ObjectIdentifier(item)) }
                }
            }
        }
        return result
    }

    private static func isFinite(_ frame: CGRect) -> Bool {
        frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite
    }

    /// What the fitting constraints alone make of a root length: the fitting priority pulls
    /// it to 0 (or to the expanded length), an exact length is required.
    private static func unconstrainedLength(_ dimension: FittingDimension) -> CGFloat {
        switch dimension {
        case .compressed, .atMost: 0
        case .expanded: FittingDimension.expandedLength
        case .exactly(let length): length
        }
    }
}
