import ConstraintSolver
import Foundation

/// Requests to the solver, its errors turned into ``LayoutError``s that name the
/// constraints as the user wrote them.
extension LayoutSystem {
    // MARK: - Requests

    /// Adds `constraint`, turning the solver's errors into ``LayoutError``s. A required
    /// constraint that the ones added before contradict is broken, as UIKit breaks it: left
    /// out of the solver and recorded in ``conflicts`` (the one solver only; separated
    /// solvers throw `SeparatedSolverConflict`, and the pass falls back to the one solver).
    /// - Throws: ``LayoutSolver/MixedAxes`` as it is.
    func add(_ constraint: Constraint, to solver: LayoutSolver) throws {
        // Checked here, before pins are taken out of the solver (`SolverPartition`), and
        // reported with the constraint as the user wrote it.
        do {
            try Solver.validate(constraint)
        } catch {
            throw LayoutError.invalidNumber(describe(constraint))
        }
        do {
            try solver.add(constraint)
        } catch SolverError.unsatisfiable(let failing, let others) {
            guard solver.combined != nil else { throw SeparatedSolverConflict() }
            breakConstraint(constraint, conflictingWith: others + [failing])
        } catch let error as SolverError {
            throw LayoutError.solver(error.description)
        }
    }

    /// Adds `constraint`, named by `label` if it takes part in an error.
    func add(_ constraint: Constraint, labelled label: ConstraintNames.Origin, to solver: LayoutSolver) throws {
        names.record(constraint, madeFrom: label)
        try add(constraint, to: solver)
    }

    /// Removes `constraint`, turning the solver's errors into ``LayoutError``s; a broken
    /// constraint, which the solver does not hold, is only forgotten.
    func remove(_ constraint: Constraint, from solver: LayoutSolver) throws {
        if brokenConstraints.remove(ObjectIdentifier(constraint)) != nil { return }
        do {
            try solver.remove(constraint)
        } catch let error as SolverError {
            throw LayoutError.solver(error.description)
        }
    }

    func removeEdit(_ variable: Variable, from solver: LayoutSolver) throws {
        do {
            try solver.removeEditVariable(variable)
        } catch let error as SolverError {
            throw LayoutError.solver(error.description)
        }
    }

    // MARK: - Private

    /// How error messages name `constraint`.
    func describe(_ constraint: Constraint) -> String {
        names.describe(constraint) { view in
            positions[ObjectIdentifier(view)].flatMap { states[$0].measured?.size }
        }
    }
}
