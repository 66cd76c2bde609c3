import ConstraintSolver
import Foundation

/// Building the solver and solving, measuring wrapping text again at its solved width.
extension LayoutSystem {
    // MARK: - Solving

    /// Solves the tree, measuring views whose height depends on their width again at the
    /// width solved for them until nothing changes, at most `maximumPasses` times; returns
    /// the solver. Later solves change only what depends on the widths: the intrinsic-size
    /// constraints of those views and the constraints that mention their baselines are
    /// removed and added again, in the same solver.
    ///
    /// With `separatingAxes`, each axis gets its own solver and the vertical one is built
    /// after the horizontal one has settled (``LayoutSolver``); this throws
    /// ``LayoutSolver/MixedAxes`` when a constraint relates both axes.
    func solve(maximumPasses: Int, separatingAxes: Bool = false) throws -> LayoutSolver {
        let intrinsic = states.indices.filter(takesIntrinsicSize)
        prefetchMeasurements(of: intrinsic)
        let solver = try makeSolver(separatingAxes: separatingAxes)
        let wrapping = intrinsic.filter { states[$0].view.hasWidthDependentIntrinsicSize }
        if separatingAxes {
            // The horizontal system is solved. Helper threads measure wrapping text at its
            // solved width while this thread builds the vertical system with the first
            // measurements; the loop below then suggests the new heights to it, as the one
            // solver of the fallback does. Always so, whether helpers run or not: where the
            // constraints leave a tie, the order of requests picks the answer, and frames
            // must not depend on the machine's cores.
            prefetchMeasurements(of: wrapping) { CGFloat(solver.value(of: self.states[$0].variables.width)) }
            try addVerticalConstraints(to: solver)
            try solveVertical(solver)
        }
        for _ in 1..<maximumPasses {
            var remeasure: [Int] = []
            for position in wrapping {
                let width = CGFloat(solver.value(of: states[position].variables.width))
                if states[position].measuringWidth != width {
                    states[position].measuringWidth = width
                    remeasure.append(position)
                }
            }
            var widths: [(position: Int, width: CGFloat)] = []
            var movedBaselines = Set<Int>()
            for (position, state) in states.enumerated() {
                guard let measuredAt = state.baselineWidth else { continue }
                let width = CGFloat(solver.value(of: state.variables.width))
                widths.append((position, width))
                if width != measuredAt { movedBaselines.insert(position) }
            }
            guard !remeasure.isEmpty || !movedBaselines.isEmpty else { break }
            for position in states.indices { states[position].solvedWidth = nil }
            for (position, width) in widths { states[position].solvedWidth = width }
            prefetchMeasurements(of: remeasure)
            for position in remeasure {
                if try suggestMeasurement(at: position, to: solver) { continue }
                for constraint in states[position].intrinsicConstraints { try remove(constraint, from: solver) }
                if let edited = states[position].measuredVariables {
                    states[position].measuredVariables = nil
                    try removeEdit(edited.width, from: solver)
                    try removeEdit(edited.height, from: solver)
                }
                try addIntrinsicConstraints(at: position, to: solver)
            }
            if !movedBaselines.isEmpty {
                let kept = baselineConstraints.filter { !$0.views.contains(where: movedBaselines.contains) }
                let redo = baselineConstraints.filter { $0.views.contains(where: movedBaselines.contains) }
                baselineConstraints = kept
                for entry in redo {
                    try remove(entry.constraint, from: solver)
                    try add(entry.source, to: solver)
                }
            }
        }
        try solveVertical(solver)
        return solver
    }

    // MARK: - Private

    /// Builds the vertical system queued so far (see ``LayoutSolver/finishHorizontal()``).
    private func solveVertical(_ solver: LayoutSolver) throws {
        do {
            try solver.finishHorizontal()
        } catch let error as SolverError {
            throw LayoutError.solver(error.description)
        }
    }

    private func makeSolver(separatingAxes: Bool) throws -> LayoutSolver {
        let solver = LayoutSolver(separatingAxes: separatingAxes)
        for state in states {
            solver.markVertical(state.variables.minY)
            solver.markVertical(state.variables.height)
        }
        try addRootConstraints(to: solver)
        for position in states.indices.dropFirst() where views[position].translatesAutoresizingMaskIntoConstraints {
            try addAutoresizingConstraints(at: position, to: solver)
        }
        for constraint in constraints {
            try add(.constraint(constraint), to: solver)
        }
        for relation in stackRelations where !separatingAxes || !relation.isVertical {
            try add(.stack(relation), to: solver)
        }
        for position in states.indices where takesIntrinsicSize(position) {
            try addIntrinsicConstraints(at: position, to: solver, axes: separatingAxes ? .horizontal : .both)
        }
        do {
            try solver.startHorizontal()
        } catch let error as SolverError {
            throw LayoutError.solver(error.description)
        }
        return solver
    }

    /// The vertical stack relations and intrinsic-size constraints that ``makeSolver(separatingAxes:)``
    /// left out when separating the axes: stack relations first, then intrinsic heights,
    /// as the one-solver build adds them (the measured-height edits were queued before,
    /// with the horizontal part). Added after the horizontal solve, so that helpers
    /// measuring wrapping text at its solved width start before this thread builds them.
    private func addVerticalConstraints(to solver: LayoutSolver) throws {
        for relation in stackRelations where relation.isVertical {
            try add(.stack(relation), to: solver)
        }
        for position in states.indices where takesIntrinsicSize(position) {
            try addIntrinsicConstraints(at: position, to: solver, axes: .vertical)
        }
    }
}
