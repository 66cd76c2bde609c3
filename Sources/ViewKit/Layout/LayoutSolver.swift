import ConstraintSolver

/// The solver a layout pass talks to: either one Cassowary solver for the whole tree, or,
/// when no constraint relates a horizontal unknown to a vertical one, one per axis.
///
/// Separated, the vertical system is held back until the horizontal one has settled:
/// the constraints, edits and suggestions made for vertical unknowns are queued in order
/// and handed to the vertical solver by ``finishHorizontal()``. The layout pass builds it
/// with the first measurements while helper threads measure wrapping text at its solved
/// width, then suggests the new heights to it (see `LayoutSystem.solve`).
///
/// A separable system's optimum is the union of its axes' optima, so both modes give the
/// same frames. The layout pass falls back to one solver whenever a constraint mixes axes
/// or the solver reports an error, so errors read as they always have.
final class LayoutSolver {
    // MARK: - Nested types

    /// Why the separated solvers cannot take the system.
    struct MixedAxes: Error {}

    // MARK: - Properties

    /// The one solver, when the axes are not separated.
    let combined: Solver?
    /// Each axis's system, split into independent parts (``SolverPartition``).
    private let horizontal = SolverPartition()
    private let vertical = SolverPartition()
    /// The ids of the vertical unknowns (used only when separated); read for every term of
    /// every constraint, so an `IDTable` rather than a hashed set.
    private var verticalVariables = IDTable<Bool>()

    // MARK: - Initializers

    /// One solver for everything (`separatingAxes == false`), or one per axis.
    init(separatingAxes: Bool) {
        combined = separatingAxes ? nil : Solver()
    }

    // MARK: - Variables

    /// Marks `variable` as vertical (a top, a height, a measured height).
    func markVertical(_ variable: Variable) {
        if combined == nil { verticalVariables[variable.id] = true }
    }

    /// The solved value of `variable`.
    func value(of variable: Variable) -> Double {
        if let combined { return combined.value(of: variable) }
        return verticalVariables.contains(variable.id) ? vertical.value(of: variable) : horizontal.value(of: variable)
    }

    // MARK: - Constraints

    /// Adds `constraint` to its axis's system (queued until that system is built).
    /// - Throws: ``MixedAxes`` when separated and it relates both axes.
    func add(_ constraint: Constraint) throws {
        if let combined { return try combined.add(constraint) }
        try (isVertical(constraint) ? vertical : horizontal).add(constraint)
    }

    func remove(_ constraint: Constraint) throws {
        if let combined { return try combined.remove(constraint) }
        try (isVertical(constraint) ? vertical : horizontal).remove(constraint)
    }

    // MARK: - Edits

    func addEditVariable(_ variable: Variable, strength: Strength) throws {
        if let combined { return try combined.addEditVariable(variable, strength: strength) }
        try partition(of: variable).addEditVariable(variable, strength: strength)
    }

    func removeEditVariable(_ variable: Variable) throws {
        if let combined { return try combined.removeEditVariable(variable) }
        try partition(of: variable).removeEditVariable(variable)
    }

    func suggestValue(_ value: Double, for variable: Variable) throws {
        if let combined { return try combined.suggestValue(value, for: variable) }
        try partition(of: variable).suggestValue(value, for: variable)
    }

    // MARK: - Phases

    /// Solves the horizontal system queued so far; later horizontal requests go straight
    /// to its parts.
    func startHorizontal() throws {
        if combined == nil { try horizontal.build() }
    }

    /// Solves the vertical system queued so far, with the requests in the order they were
    /// made; later vertical requests go straight to its parts.
    func finishHorizontal() throws {
        if combined == nil { try vertical.build() }
    }

    // MARK: - Private

    private func partition(of variable: Variable) -> SolverPartition {
        verticalVariables.contains(variable.id) ? vertical : horizontal
    }

    /// Whether `constraint` is over vertical unknowns only (`false`: horizontal only).
    private func isVertical(_ constraint: Constraint) throws(MixedAxes) -> Bool {
        var vertical = false, horizontal = false
        for term in constraint.expression.terms {
            if verticalVariables.contains(term.variable.id) { vertical = true } else { horizontal = true }
        }
        if vertical && horizontal { throw MixedAxes() }
        return vertical
    }
}
