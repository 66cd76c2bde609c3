/// Why the solver refused a request; after any of these its state is as it was before.
public enum SolverError: Error, CustomStringConvertible {
    /// A required constraint contradicts the required constraints already added.
    case unsatisfiable(Constraint, conflictingWith: [Constraint])
    case duplicateConstraint(Constraint)
    case unknownConstraint(Constraint)
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    /// An edit variable must be optional.
    case requiredEditVariable(Variable)
    /// A coefficient, constant, strength or suggested value is NaN or infinite; the
    /// message names which. Checked before the solver changes anything.
    case invalidNumber(String)
    /// A solver bug, not a user error. Thrown when the primal simplex finds an entering
    /// symbol with a cost below `-1e-6` and no row to limit it (the objective looks
    /// unbounded, which a Cassowary objective never is); when the dual simplex finds no
    /// entering symbol for an infeasible row; and when removing a constraint finds no
    /// row to pivot its marker into the basis.
    case internalError(String)

    public var description: String {
        switch self {
        case .unsatisfiable(let constraint, let others):
            others.isEmpty
                ? "unsatisfiable constraint: \(constraint)"
                : "unsatisfiable constraint: \(constraint) conflicts with \(others.map(\.description).joined(separator: "; "))"
        case .duplicateConstraint(let constraint): "the constraint \(constraint) was already added"
        case .unknownConstraint(let constraint): "the constraint \(constraint) was never added"
        case .duplicateEditVariable(let variable): "\(variable) is already an edit variable"
        case .unknownEditVariable(let variable): "\(variable) is not an edit variable"
        case .requiredEditVariable(let variable): "the edit variable \(variable) cannot be required"
        case .invalidNumber(let message): "invalid number: \(message)"
        case .internalError(let message): "constraint solver: \(message)"
        }
    }
}
