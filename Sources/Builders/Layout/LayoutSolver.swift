import ConstraintSolver

/// The solver a layout pass talks to: either one Cassowary solver for the whole tree, or,
/// when no constraint relates a horizontal unknown to a vertical one, one per axis.
///
/// Separated, the vertical system is held back until the horizontal one has settled:
/// the constraints, edits and suggestions made for vertical unknowns are queued in order
/// and handed to the vertical solver by ``finishHorizontal()``. Wrapping text is then
/// re-measured at its solved width against the small horizontal system only, and the
/// vertical system (where a list's cells form one long chain) is built once, with the
/// final measurements, instead of being built and then re-solved.
///
/// A separable system's optimum is the union of its axes' optima, so both modes give the
/// same frames. The layout pass falls back to one solver whenever a constraint mixes axes
/// or the solver reports an error, so errors read as they always have.
final class LayoutSolver {
    // MARK: - Nested types

    /// Why the separated solvers cannot take the system.
    struct MixedAxes: Error {}

    /// A request for the vertical solver, held back until the horizontal one settles.
    private enum Pending {
        case constraint(Constraint)
        case edit(Variable, Strength, suggested: Double?)
    }

    // MARK: - Properties

    /// The one solver, when the axes are not separated.
    let combined: Solver?
    private let horizontal = Solver()
    private let vertical = Solver()
    /// The vertical unknowns (used only when separated).
    private var verticalVariables = Set<Variable>()
    /// Whether vertical requests are still queued.
    private var deferring: Bool
    private var pending: [Pending?] = []
    /// Where each queued constraint and edit sits in `pending`.
    private var pendingConstraints: [ObjectIdentifier: Int] = [:]
    private var pendingEdits: [Variable: Int] = [:]

    // MARK: - Initializers

    /// One solver for everything (`separatingAxes == false`), or one per axis.
    init(separatingAxes: Bool) {
        combined = separatingAxes ? nil : Solver()
        deferring = separatingAxes
    }

    // MARK: - Variables

    /// Marks `variable` as vertical (a top, a height, a measured height).
    func markVertical(_ variable: Variable) {
        if combined == nil { verticalVariables.insert(variable) }
    }

    /// The solved value of `variable`.
    func value(of variable: Variable) -> Double {
        if let combined { return combined.value(of: variable) }
        return verticalVariables.contains(variable) ? vertical.value(of: variable) : horizontal.value(of: variable)
    }

    // MARK: - Constraints

    /// Adds `constraint` to its axis's solver, or queues it for the vertical one.
    /// - Throws: ``MixedAxes`` when separated and it relates both axes.
    func add(_ constraint: Constraint) throws {
        if let combined { return try combined.add(constraint) }
        switch try isVertical(constraint) {
        case false: try horizontal.add(constraint)
        case true where deferring:
            pendingConstraints[ObjectIdentifier(constraint)] = pending.count
            pending.append(.constraint(constraint))
        case true: try vertical.add(constraint)
        }
    }

    func remove(_ constraint: Constraint) throws {
        if let combined { return try combined.remove(constraint) }
        if let index = pendingConstraints.removeValue(forKey: ObjectIdentifier(constraint)) {
            pending[index] = nil
        } else if try isVertical(constraint) {
            try vertical.remove(constraint)
        } else {
            try horizontal.remove(constraint)
        }
    }

    // MARK: - Edits

    func addEditVariable(_ variable: Variable, strength: Strength) throws {
        if let combined { return try combined.addEditVariable(variable, strength: strength) }
        guard verticalVariables.contains(variable) else { return try horizontal.addEditVariable(variable, strength: strength) }
        guard deferring else { return try vertical.addEditVariable(variable, strength: strength) }
        pendingEdits[variable] = pending.count
        pending.append(.edit(variable, strength, suggested: nil))
    }

    func removeEditVariable(_ variable: Variable) throws {
        if let combined { return try combined.removeEditVariable(variable) }
        guard verticalVariables.contains(variable) else { return try horizontal.removeEditVariable(variable) }
        if let index = pendingEdits.removeValue(forKey: variable) {
            pending[index] = nil
        } else {
            try vertical.removeEditVariable(variable)
        }
    }

    func suggestValue(_ value: Double, for variable: Variable) throws {
        if let combined { return try combined.suggestValue(value, for: variable) }
        guard verticalVariables.contains(variable) else { return try horizontal.suggestValue(value, for: variable) }
        if let index = pendingEdits[variable], case .edit(let edited, let strength, _) = pending[index] {
            pending[index] = .edit(edited, strength, suggested: value)
        } else {
            try vertical.suggestValue(value, for: variable)
        }
    }

    // MARK: - Phases

    /// Hands the queued vertical requests to the vertical solver, in the order they were
    /// made; later requests go straight to it.
    func finishHorizontal() throws {
        guard combined == nil, deferring else { return }
        deferring = false
        for request in pending {
            switch request {
            case .constraint(let constraint): try vertical.add(constraint)
            case .edit(let variable, let strength, let suggested):
                try vertical.addEditVariable(variable, strength: strength)
                if let suggested { try vertical.suggestValue(suggested, for: variable) }
            case nil: break
            }
        }
        pending = []
        pendingConstraints = [:]
        pendingEdits = [:]
    }

    // MARK: - Private

    /// Whether `constraint` is over vertical unknowns only (`false`: horizontal only).
    private func isVertical(_ constraint: Constraint) throws(MixedAxes) -> Bool {
        var vertical = false, horizontal = false
        for term in constraint.expression.terms {
            if verticalVariables.contains(term.variable) { vertical = true } else { horizontal = true }
        }
        if vertical && horizontal { throw MixedAxes() }
        return vertical
    }
}
