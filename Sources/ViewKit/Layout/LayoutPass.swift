import ConstraintSolver
import Foundation

/// Lays a view tree out with Auto Layout semantics.
///
/// Every view has four unknowns (its left and top edges in its superview's coordinates,
/// width and height); the pass gathers the views' active constraints, turns the frame of each
/// view that ``View/translatesAutoresizingMaskIntoConstraints`` into required constraints
/// relative to its superview, turns intrinsic content sizes into hugging and compression
/// resistance constraints, and sizes the root as ``LayoutSize`` says. The Cassowary solver
/// finds the frames; a view whose height depends on its width (a wrapping label) is then
/// measured again at its solved width and the tree solved again, at most
/// ``maximumPasses`` times in all. Frames end up in superview coordinates; the root keeps
/// its origin. The root's own autoresizing mask is ignored: its size is the pass's. Then,
/// as UIKit does, each view's ``View/layoutSubviews()`` runs, a view before its subviews
/// (see `LayoutPass+Subviews.swift`).
public enum LayoutPass {
    // MARK: - Constants

    /// The most solves of one layout.
    public static let maximumPasses = 3

    // MARK: - Layout

    /// Lays out the tree under `root` at `size`, sets every frame and returns the root's size.
    ///
    /// Required constraints that contradict each other do not fail the pass: as UIKit, it
    /// breaks one, lays the rest out and writes the conflict as a located warning (see
    /// ``ConstraintConflict``). Only the conflicts of the pass's last solve are reported:
    /// when `layoutSubviews()` resizes a view under which constraints place views, the
    /// constraints are solved again, and a conflict that only the frame before (a view
    /// `pin` places still has its first, empty frame in the first solve) made is gone.
    /// - Throws: ``LayoutError/viewOutsideTree(_:)``; ``LayoutError/invalidNumber(_:)``;
    ///   what measuring text throws.
    @discardableResult
    public static func layout(_ root: View, size: LayoutSize) throws -> CGSize {
        // A pass inside a pass over the same tree takes the outer one's fast paths.
        try layout(root, size: size, fastPaths: LayoutPassState.running(over: root)?.fastPaths ?? LayoutFastPaths())
    }

    /// ``layout(_:size:)`` with `fastPaths` on and the others off, for the equivalence
    /// tests and the benchmarks of each fast path against its plain path.
    @_spi(LayoutFastPaths)
    @discardableResult
    public static func layout(_ root: View, size: LayoutSize, fastPaths: LayoutFastPaths) throws -> CGSize {
        let state = LayoutPassState(fastPaths: fastPaths)
        // The labels and `pin` chains of the tree find the pass on its root while it runs.
        let outer = root.runningLayoutPass
        root.runningLayoutPass = state
        defer {
            root.runningLayoutPass = outer
            // Helper threads stop with the pass, finished or thrown (see `TextMeasurements`).
            state.measurements.stopPrefetching()
        }
        var conflicts = try solveConstraints(root, size: size, state)
        try layoutSubviewsTopDown(root) { conflicts = try solveConstraints(root, size: size, state) }
        ConstraintConflicts.report(conflicts.map { $0.resolved(with: state.placements) })
        return root.frame.size
    }

    /// Sets every frame the constraints decide (every frame, for the views that keep
    /// their autoresizing masks, is its own); a tree without constraints needs no solver.
    /// Returns the conflicts it broke constraints for.
    private static func solveConstraints(_ root: View, size: LayoutSize, _ state: LayoutPassState) throws -> [LayoutSystem.PendingConflict] {
        if state.fastPaths.framesWithoutConstraints, let rootSize = try unconstrainedRootSize(root, size: size) {
            root.frame.size = rootSize
            return []
        }
        // Positions along stacks relative to the view before (see `StackAnchors`).
        if state.fastPaths.separateSolvers {
            // One solver per axis when no constraint relates the two (see `LayoutSolver`);
            // on mixed axes or an error, the one solver below, which reports errors as it
            // always has.
            let system = try LayoutSystem(root: root, size: size, anchoring: true, measurements: state.measurements)
            if let solver = try? system.solve(maximumPasses: maximumPasses, separatingAxes: true) {
                apply(system, solver)
                return []
            }
        }
        let system = try LayoutSystem(root: root, size: size, anchoring: true, measurements: state.measurements)
        apply(system, try system.solve(maximumPasses: maximumPasses))
        return system.conflicts
    }

    /// Lays `root` out at its fitting size, compressed, at most `width` wide (`nil`: no
    /// limit), text wrapping at `width`; returns the size. The root's origin is kept.
    @discardableResult
    public static func layoutRoot(_ root: View, fittingWidth width: CGFloat?) throws -> CGSize {
        try layout(root, size: .fitting(width: width.map { .atMost($0) } ?? .compressed, height: .compressed))
    }

    // MARK: - Diagnostics

    /// Lays the tree out and reports the views whose frames the constraints leave free to
    /// move: each unknown is pulled by a weak edit (weaker than priority 1) one point
    /// either way, and one that moves is not determined. Empty for a well-defined layout.
    public static func ambiguities(in root: View, size: LayoutSize) throws -> [LayoutAmbiguity] {
        // One solver, whose unknowns the edits below can reach together.
        let system = try LayoutSystem(root: root, size: size)
        let layoutSolver = try system.solve(maximumPasses: maximumPasses)
        apply(system, layoutSolver)
        ConstraintConflicts.report(system.conflicts.map { $0.resolved(with: nil) })
        guard let solver = layoutSolver.combined else { return [] }
        var result: [LayoutAmbiguity] = []
        for view in system.views {
            var free: [String] = []
            for (name, variable) in system.variables(of: view).all {
                let value = solver.value(of: variable)
                try solver.addEditVariable(variable, strength: .weak)
                var moves = false
                for target in [value + 1, value - 1] where !moves {
                    try solver.suggestValue(target, for: variable)
                    moves = abs(solver.value(of: variable) - value) > 1e-6
                }
                try solver.removeEditVariable(variable)
                if moves { free.append(name) }
            }
            if !free.isEmpty { result.append(LayoutAmbiguity(view: view, variables: free)) }
        }
        return result
    }

    // MARK: - Private

    /// Sets each frame from the solution, in superview coordinates, children before their
    /// superview: a superview's new size then resizes the subviews that keep their frames
    /// by their autoresizing masks, as UIKit does and as the pass without a solver does
    /// (`root.frame.size`). Parents first, the children's solved frames would undo it.
    private static func apply(_ system: LayoutSystem, _ solver: LayoutSolver) {
        let absolute = system.views.indices.map { system.absoluteFrame(at: $0, in: solver) }
        for position in system.views.indices.reversed() {
            let view = system.views[position]
            if position == 0 {
                view.frame.size = absolute[0].size
            } else if let superview = system.superviews[position] {
                let parent = absolute[superview]
                view.frame = absolute[position].offsetBy(dx: -parent.minX, dy: -parent.minY)
            }
        }
    }
}
